import { translatorOf } from '#server/i18n.ts';
import en from '../shared/i18n/en.json' with { type: 'json' };
import es from '../shared/i18n/es.json' with { type: 'json' };

/**
 * Words as the English screens write them, for tests of shared code that writes words (the
 * brief's English, unchanged), and the same words in Spanish. The catalogues are imported, not
 * read from disk as the server reads them, so browser-like test environments load them too.
 */
export const english = translatorOf('en', en);
export const spanish = translatorOf('es', es);
