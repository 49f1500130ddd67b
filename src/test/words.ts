import { translator } from '#server/i18n.ts';

/**
 * Words as the English screens write them, for tests of shared code that writes words (the
 * brief's English, unchanged), and the same words in Spanish.
 */
export const english = translator(null);
export const spanish = translator('es');
