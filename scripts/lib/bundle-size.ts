/**
 * What a browser downloads, read from Vite's manifest: the landing page's initial JS and CSS
 * (the entry and everything it imports statically, which Vite modulepreloads), and for each
 * signed-in area that total plus the lazy chunks that area loads. Sizes are of the `.gz` and
 * `.br` copies the build writes and the server sends.
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
  /** Signed-in areas: initial + what every signed-in page loads + the area's own chunks. */
  routes: Array<{ name: string; js: Bytes; css: Bytes }>;
}

/**
 * Lazy chunks every signed-in page needs (the auth SDK, the signed-in shell and the plan
 * layer); every other lazy chunk under `src/client/features/<area>/` belongs to that area.
 */
const SIGNED_IN_SHARED = /node_modules\/firebase\/|src\/client\/(app|plan|lib|features\/auth)\//;

/** Signed-in areas always reported, even while their code still sits in the entry chunk. */
const KNOWN_AREAS = ['workflow', 'explore'];

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

export function readBundleReport(distDir = 'dist/client'): BundleReport {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest names no entry');

  const landing = staticClosure(manifest, [entry]);
  const lazy = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
  const shared = lazy.filter((key) => SIGNED_IN_SHARED.test(key));
  const areas = new Map<string, string[]>(KNOWN_AREAS.map((area) => [area, []]));
  for (const key of lazy) {
    const area = /src\/client\/features\/([^/]+)\//.exec(key)?.[1];
    if (area && !SIGNED_IN_SHARED.test(key)) areas.set(area, [...(areas.get(area) ?? []), key]);
  }

  return {
    landing: {
      js: sum(distDir, landing.js),
      css: sum(distDir, landing.css),
      files: [...landing.js, ...landing.css],
    },
    routes: [...areas].map(([name, keys]) => {
      const closure = staticClosure(manifest, [entry, ...shared, ...keys]);
      return { name, js: sum(distDir, closure.js), css: sum(distDir, closure.css) };
    }),
  };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
