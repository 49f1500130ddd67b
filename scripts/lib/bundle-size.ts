/**
 * What a browser downloads, read from Vite's manifest: the landing page's initial JS and CSS
 * (the entry and everything it imports statically, which Vite modulepreloads), and for each
 * signed-in area that plus the lazy chunks needed to show it, each with the chunks it imports
 * statically. Sizes are of the `.gz` and `.br` copies the build writes and the server sends.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleReport {
  landing: { js: Bytes; css: Bytes; files: string[] };
  /** The web fonts the landing page's CSS asks for (woff2 is compressed already: raw bytes). */
  fonts: { bytes: number; files: string[] };
  /** Signed-in areas: what a browser loads to show the area's page to a returning user. */
  routes: Array<{ name: string; js: Bytes; css: Bytes; files: string[] }>;
}

/**
 * What a returning user's browser loads before any signed-in page shows (src/client/app/app.tsx):
 * the shell, the saved plan and the auth SDK.
 */
const SIGNED_IN_START = [
  'src/client/app/signed-in-app.tsx',
  'src/client/plan/offline/offline-layer.tsx',
  'src/client/lib/firebase-sdk.ts',
];

/**
 * Each signed-in area: the module its route loads (src/client/app/routes.tsx), and the lazy
 * modules it fetches as soon as it shows (the Brainstorm step's tactic ideas, with their words). Chunks loaded only
 * when someone opens something (a dialog, the Schedule panel, the matrix, the first toast, a goal
 * title that names a theme and so needs the themes' ideas, the
 * import file check) are not part of a page's load and are not counted.
 */
const AREAS: Record<string, string[]> = {
  workflow: [
    'src/client/features/workflow/workflow.tsx',
    'src/client/features/workflow/components/goal-ideas-matcher.ts',
  ],
  today: ['src/client/features/today/index.ts'],
  explore: ['src/client/features/explore/index.ts'],
  account: ['src/client/features/account/account-page.tsx'],
};

function sizeOf(distDir: string, file: string): Bytes {
  const full = path.join(distDir, file);
  const content = readFileSync(full);
  const gzip = existsSync(`${full}.gz`)
    ? readFileSync(`${full}.gz`).byteLength
    : gzipSync(content, { level: 9 }).byteLength;
  const brotli = existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).byteLength
    : brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).byteLength;
  return { raw: content.byteLength, gzip, brotli };
}

function sum(distDir: string, files: Iterable<string>): Bytes {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(distDir, file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** The chunks `keys` pull in through static imports, and their CSS. */
function staticClosure(manifest: Manifest, keys: string[]) {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

function readManifest(distDir: string) {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest names no entry');
  return { manifest, entry };
}

/**
 * Lazy modules that only work online, so the service worker does not precache them: the import
 * file's check (an import is sent to the server at once), and turning notifications on or off
 * (the browser's push service and the server must both answer).
 */
const ONLINE_ONLY = [
  'src/shared/export.ts',
  'src/client/features/today/components/push-offer.tsx',
  'src/client/features/account/notifications-section.tsx',
];

/**
 * What the service worker precaches (vite.config.ts): the page, and the code the signed-in app
 * can open offline: the entry and every lazy module but the online-only ones, with their static
 * imports. Icons and the web manifest are fetched by the browser when it installs the app.
 */
export function precacheFiles(distDir = 'dist/client'): string[] {
  const { manifest, entry } = readManifest(distDir);
  const lazy = Object.keys(manifest).filter(
    (key) => manifest[key]!.isDynamicEntry && !ONLINE_ONLY.includes(key),
  );
  const closure = staticClosure(manifest, [entry, ...lazy]);
  return ['index.html', 'favicon.svg', ...closure.js, ...closure.css];
}

/** The total size of `files` in `distDir`, as sent compressed. */
export const sizeOfFiles = (files: Iterable<string>, distDir = 'dist/client') =>
  sum(distDir, files);

export function readBundleReport(distDir = 'dist/client'): BundleReport {
  const { manifest, entry } = readManifest(distDir);
  // A module imported statically somewhere has no chunk of its own: it would ride along in
  // another area's count, so it is an error rather than a smaller figure.
  for (const key of [...SIGNED_IN_START, ...Object.values(AREAS).flat()]) {
    if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not a lazy chunk of its own`);
  }

  const landing = staticClosure(manifest, [entry]);
  const fonts = fontsOf(distDir, landing.css);
  return {
    fonts,
    landing: {
      js: sum(distDir, landing.js),
      css: sum(distDir, landing.css),
      files: [...landing.js, ...landing.css],
    },
    routes: Object.entries(AREAS).map(([name, keys]) => {
      const closure = staticClosure(manifest, [entry, ...SIGNED_IN_START, ...keys]);
      return {
        name,
        js: sum(distDir, closure.js),
        css: sum(distDir, closure.css),
        files: [...closure.js, ...closure.css],
      };
    }),
  };
}

/** The font files the stylesheets name in url(), each counted once (Vite puts them in assets/). */
function fontsOf(distDir: string, cssFiles: Iterable<string>) {
  const files = new Set<string>();
  for (const css of cssFiles) {
    const text = readFileSync(path.join(distDir, css), 'utf8');
    for (const match of text.matchAll(/url\(\s*['"]?([^'")]+\.(?:woff2?|ttf|otf))['"]?\s*\)/g))
      files.add(`assets/${path.posix.basename(match[1]!)}`);
  }
  let bytes = 0;
  for (const file of files) bytes += readFileSync(path.join(distDir, file)).byteLength;
  return { files: [...files], bytes };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
