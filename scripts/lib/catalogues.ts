import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { flatten, type Catalogue } from '#shared/i18n/catalogue';
import { LOCALES, SOURCE_LOCALE } from '#shared/i18n/locales';

/**
 * The message catalogues, compiled at build time so that the browser never parses ICU
 * (docs/decisions/291-momentum-in-your-language.md):
 *
 * - `virtual:messages/<area>` registers the source language's messages of one area. The code of
 *   that area imports it, so each lazily loaded area carries its own words and no other's.
 *   Shared modules that write words import their area as `#messages/<area>`, the same module
 *   here and an empty one under Node (package.json "imports"), so their callers need not.
 * - `virtual:catalogues` maps every other language to a loader of its whole compiled catalogue,
 *   fetched once when someone chooses it.
 */
const AREA = 'virtual:messages/';
/** How src/shared spells an area's import: Node resolves it too. */
const SHARED_AREA = '#messages/';
const WHOLE = 'virtual:catalogue/';
const LOADERS = 'virtual:catalogues';
const file = (locale: string) => new URL(`../../src/shared/i18n/${locale}.json`, import.meta.url);
const read = (locale: string) => JSON.parse(readFileSync(file(locale), 'utf8')) as Catalogue;
const compiled = (messages: Record<string, string>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])),
  );

/**
 * The library's areas: the curated resources' words and the tactic ideas, half of a language's
 * words but shown on two screens only. In another language they are not in its catalogue's
 * chunk: each is a chunk of its own that the area's module starts fetching, and the lazy load of
 * the code that shows it waits for (`libraryWordsReady`), so the first paint of every other page
 * fetches none of them. (Not a top-level await in the area's module: the bundler then moved
 * other areas' code into the entry.)
 */
export const LIBRARY_AREAS = ['resources', 'ideas', 'ideaReasons', 'themeIdeas'];
/**
 * Areas only the server writes, in the person's language, and the browser never shows through its
 * catalogue: the words of Import from another app (the outcome's goals, what could not come along)
 * come in the server's answer; emails, pushes (their words travel in the push) and the
 * unsubscribe page are written by the server. Not in any language's chunk, so they cost the
 * browser no byte.
 */
export const SERVER_ONLY_AREAS = ['foreignImport', 'email', 'push', 'unsubscribe'];
const otherLocales = () => Object.keys(LOCALES).filter((locale) => locale !== SOURCE_LOCALE);

/**
 * The module that registers one area's source-language messages (and, for a library area, starts
 * fetching its words in the active language).
 */
function areaModule(area: string, withLibraryWords = true): string {
  if (SERVER_ONLY_AREAS.includes(area))
    throw new Error(`The area "${area}" is the server's only (SERVER_ONLY_AREAS)`);
  const messages = flatten(read(SOURCE_LOCALE), area);
  if (Object.keys(messages).length === 0) throw new Error(`No messages for the area "${area}"`);
  const registered =
    `import { i18n } from '@lingui/core';\n` +
    `i18n.load(${JSON.stringify(SOURCE_LOCALE)}, ${compiled(messages)});\n`;
  if (!withLibraryWords || !LIBRARY_AREAS.includes(area)) return registered;
  const loaders = otherLocales().map(
    (locale) =>
      `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${WHOLE}${locale}/${area}`)})`,
  );
  return (
    registered +
    `import { libraryArea } from '#client/lib/library-words.ts';\n` +
    `libraryArea(${JSON.stringify(area)}, {${loaders.join(',')}});\n`
  );
}

/**
 * A language's compiled catalogue: every area but the library's and the server's, or one library
 * area alone.
 */
function catalogueModule(name: string): string {
  const [locale = '', area] = name.split('/');
  const messages = area
    ? flatten(read(locale), area)
    : Object.fromEntries(
        Object.entries(flatten(read(locale))).filter(
          ([id]) =>
            ![...LIBRARY_AREAS, ...SERVER_ONLY_AREAS].includes(id.slice(0, id.indexOf('.'))),
        ),
      );
  return `export default ${compiled(messages)};`;
}

export function catalogues(): Plugin {
  return {
    name: 'momentum-catalogues',
    // Before Vite's resolver, which would map `#messages/` to the empty module Node loads.
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(SHARED_AREA)) return `\0${AREA}${id.slice(SHARED_AREA.length)}`;
      if (id.startsWith(AREA) || id.startsWith(WHOLE) || id === LOADERS) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return;
      const name = id.slice(1);
      if (name === LOADERS) {
        const entries = otherLocales().map(
          (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(WHOLE + locale)})`,
        );
        return `export default {${entries.join(',')}};`;
      }
      if (name.startsWith(AREA)) {
        this.addWatchFile(file(SOURCE_LOCALE).pathname);
        return areaModule(name.slice(AREA.length));
      }
      const locale = name.slice(WHOLE.length);
      this.addWatchFile(file(locale.split('/')[0]!).pathname);
      return catalogueModule(locale);
    },
    // A changed catalogue reloads the modules built from it.
    handleHotUpdate({ file: changed, server }) {
      if (!/src\/shared\/i18n\/[\w-]+\.json$/.test(changed)) return;
      for (const module of server.moduleGraph.idToModuleMap.values())
        if (module.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}

/**
 * The same modules for the service worker's own bundle (built by esbuild, vite.config.ts): the
 * source language only, since the words a notification shows travel in the push itself.
 */
export function workerCatalogues(): EsbuildPlugin {
  return {
    name: 'momentum-worker-catalogues',
    setup(build) {
      build.onResolve({ filter: /^(virtual:|#messages\/)/ }, ({ path }) => ({
        path: path.replace(SHARED_AREA, AREA),
        namespace: 'catalogues',
      }));
      build.onLoad({ filter: /.*/, namespace: 'catalogues' }, ({ path }) => ({
        contents: path.startsWith(AREA)
          ? areaModule(path.slice(AREA.length), false)
          : 'export default {};',
        resolveDir: process.cwd(),
        loader: 'js',
      }));
    },
  };
}
