/**
 * Draws the app icons in public/icons from the logo (public/favicon.svg's shapes) with Chromium.
 * Run once after changing the logo: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 * "any" icons keep the rounded square; maskable ones fill the square and keep the mark inside
 * the central 80% safe zone, since the launcher crops them to its own shape.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium.ts';

const MARK = '<path d="M7 22 13 12l5 7 3-4 4 7z" fill="#fff"/>';
const ANY = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4143c7"/>${MARK}</svg>`;
// The mark scaled to 70% around the centre, on a full-bleed background.
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4143c7"/><g transform="translate(16 16) scale(0.7) translate(-16 -17)">${MARK}</g></svg>`;

const outDir = path.resolve('public/icons');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const size of [192, 512]) {
  for (const [name, svg] of [
    ['icon', ANY],
    ['maskable', MASKABLE],
  ] as const) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(outDir, `${name}-${size}.png`), omitBackground: true });
  }
}
await browser.close();
