/**
 * The languages Momentum speaks (docs/decisions/291-momentum-in-your-language.md). Adding one is
 * its catalogue, `src/shared/i18n/<code>.json`, plus its line here: its name in itself, shown on
 * Account.
 */
export const LOCALES = {
  en: 'English',
  es: 'Español',
} as const;

export type Locale = keyof typeof LOCALES;

/** The language the product is written in: its catalogue holds the brief's words unchanged. */
export const SOURCE_LOCALE: Locale = 'en';

/** What the API says of a language it does not speak (PATCH /api/users/me). */
export const LOCALE_MESSAGE = `Your language is one Momentum speaks: ${Object.keys(LOCALES).join(', ')}`;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/**
 * The first language the browser prefers that Momentum speaks, matched on the primary subtag
 * ("es-MX" is Spanish), else the source language.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return SOURCE_LOCALE;
}
