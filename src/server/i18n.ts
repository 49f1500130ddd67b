import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { flatten, type Catalogue, type Translate } from '#shared/i18n/catalogue';
import { SOURCE_LOCALE, type Locale } from '#shared/i18n/locales';

/**
 * A language's catalogue, for what the server writes in the recipient's language: emails, pushes
 * and the unsubscribe page (docs/decisions/291-momentum-in-your-language.md). Read by its LOCALES
 * line, so a new language needs no line here: `src/shared/i18n/<code>.json` beside this module's
 * sources, `dist/shared/i18n/` beside the compiled server (scripts/build-server.ts copies them).
 */
const catalogueOf = (locale: Locale): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../shared/i18n/${locale}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;

const translators = new Map<Locale, Translate>();

/** Words from one catalogue; each message is compiled the first time it is used. */
export function translatorOf(locale: string, catalogue: Catalogue): Translate {
  const i18n: I18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale, messages: flatten(catalogue) });
  return (id, values) => i18n._(id, values);
}

/** Words in `locale`, its catalogue read once. */
export function translator(locale: Locale | null | undefined): Translate {
  const chosen = locale ?? SOURCE_LOCALE;
  let translate = translators.get(chosen);
  if (!translate) {
    translate = translatorOf(chosen, catalogueOf(chosen));
    translators.set(chosen, translate);
  }
  return translate;
}
