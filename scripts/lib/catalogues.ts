import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { flatten, type Catalogue } from '#shared/i18n/catalogue';
import { LOCALES, SOURCE_LOCALE } from '#shared/i18n/locales';

/**
 * The message catalogues, compiled at build time so that the browser never parses ICU
 * (docs/decisions/291-momentum-in-your-language.md):
 *
 * - `virtual:messages/<area>` registers the source language's messages of one area. The code of
 *   that area imports it, so each lazily loaded area carries its own words and no other's.
 * - `virtual:catalogues` maps every other language to a loader of its whole compiled catalogue,
 *   fetched once when someone chooses it.
 */
export function catalogues(): Plugin {
  const AREA = 'virtual:messages/';
  const WHOLE = 'virtual:catalogue/';
  const LOADERS = 'virtual:catalogues';
  const file = (locale: string) => new URL(`../../src/shared/i18n/${locale}.json`, import.meta.url);
  const read = (locale: string) => JSON.parse(readFileSync(file(locale), 'utf8')) as Catalogue;
  const compiled = (messages: Record<string, string>) =>
    JSON.stringify(
      Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])),
    );

  return {
    name: 'momentum-catalogues',
    resolveId(id) {
      if (id.startsWith(AREA) || id.startsWith(WHOLE) || id === LOADERS) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return;
      const name = id.slice(1);
      if (name === LOADERS) {
        const others = Object.keys(LOCALES).filter((locale) => locale !== SOURCE_LOCALE);
        const entries = others.map(
          (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(WHOLE + locale)})`,
        );
        return `export default {${entries.join(',')}};`;
      }
      if (name.startsWith(AREA)) {
        const area = name.slice(AREA.length);
        this.addWatchFile(file(SOURCE_LOCALE).pathname);
        const messages = flatten(read(SOURCE_LOCALE), area);
        if (Object.keys(messages).length === 0) this.error(`No messages for the area "${area}"`);
        return (
          `import { i18n } from '@lingui/core';\n` +
          `i18n.load(${JSON.stringify(SOURCE_LOCALE)}, ${compiled(messages)});`
        );
      }
      const locale = name.slice(WHOLE.length);
      this.addWatchFile(file(locale).pathname);
      return `export default ${compiled(flatten(read(locale)))};`;
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
