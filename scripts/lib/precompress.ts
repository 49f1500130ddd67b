import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing; images other than SVG are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (!entry.isDirectory()) yield full;
    // Dot folders (Vite's manifest) are build metadata, never served.
    else if (!entry.name.startsWith('.')) yield* filesUnder(full);
  }
}

/** Writes `.br` and `.gz` beside every text asset, at the highest levels, once per build. */
export async function precompressFolder(folder: string): Promise<number> {
  let written = 0;
  for await (const file of filesUnder(folder)) {
    if (!TEXT_FILE.test(file)) continue;
    const content = await readFile(file);
    if (content.byteLength < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 2;
  }
  return written;
}

/** Vite plugin: after a production build, precompress the output so the server never has to. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'momentum-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
