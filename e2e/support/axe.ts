/** axe in the e2e tests: the WCAG rules the app is held to (2.0 and 2.1 A and AA, 2.2 AA). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** What axe-core's script sets on `window`: the part used here. */
interface Axe {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  resultTypes: ['violations'],
  // The app's pages hold no frames of their own content (Firebase's hidden sign-in frame has
  // none), so axe does not wait for answers from frames.
  iframes: false,
};

/**
 * axe's findings on the page as it is, in a form that reads well in a failed assertion.
 *
 * axe is loaded once per document and run in the page itself. The @axe-core/playwright builder
 * loaded it again and opened a second page for every run: about 2 s a run on this machine, where
 * the checks themselves take 0.2 s, and the tests make a few hundred runs.
 */
export async function axeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // axe reads colours as they are drawn: after a theme switch (or a hover) they change over a
  // short transition, and a colour caught half-way is a contrast failure nobody ever sees.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await page.evaluate(
    (options) => (window as unknown as { axe: Axe }).axe.run(document, options),
    RUN_OPTIONS,
  );
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      html: node.html.slice(0, 200),
      why: node.failureSummary?.split('\n').slice(1, 3).join(' ').trim(),
    })),
  }));
}
