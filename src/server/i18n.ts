import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { flatten, type Catalogue, type Translate } from '#shared/i18n/catalogue';
import { SOURCE_LOCALE, type Locale } from '#shared/i18n/locales';
import en from '../shared/i18n/en.json' with { type: 'json' };
import es from '../shared/i18n/es.json' with { type: 'json' };

/**
 * Every catalogue, for what the server writes in the recipient's language: emails, pushes and
 * the unsubscribe page (docs/decisions/291-momentum-in-your-language.md). A language added to
 * LOCALES fails the type check here until its catalogue is listed.
 */
const CATALOGUES: Record<Locale, Catalogue> = { en, es };

const translators = new Map<Locale, Translate>();

/** Words in `locale`; the server compiles each message the first time it is used. */
export function translator(locale: Locale | null | undefined): Translate {
  const chosen = locale ?? SOURCE_LOCALE;
  let translate = translators.get(chosen);
  if (!translate) {
    const i18n: I18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.loadAndActivate({ locale: chosen, messages: flatten(CATALOGUES[chosen]) });
    translate = (id, values) => i18n._(id, values);
    translators.set(chosen, translate);
  }
  return translate;
}
