import { i18n, type Messages } from '@lingui/core';
import { cloneElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import loaders from 'virtual:catalogues';
import { refusalText, type MessageId, type MessageValues } from '#shared/i18n/catalogue';
import { isLocale, preferredLocale, SOURCE_LOCALE, type Locale } from '#shared/i18n/locales';
import { loadLibraryAreas } from './library-words.ts';
import 'virtual:messages/common';

/**
 * The words on screen, in the person's language (docs/decisions/291-momentum-in-your-language.md).
 * The source language's messages come with each area's code (`import 'virtual:messages/<area>'`
 * beside the code that shows them); another language's catalogue is fetched whole when chosen.
 */
i18n.activate(SOURCE_LOCALE);

/** The message `id` in the active language, its placeholders filled from `values`. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/**
 * Words the API also says (an `errors` message, docs/decisions/024-one-error-shape.md) in the
 * active language: in English the `english` given, since the `errors` area's English is not in
 * the browser; in another language its catalogue's words for `code`.
 */
export function apiWords(english: string, code: MessageId, values?: MessageValues): string {
  return currentLocale() === SOURCE_LOCALE ? english : refusalText(t, code, values);
}

/**
 * `t` for a component: the component renders again when the language changes (and only then,
 * not when an area's messages load).
 */
export function useT(): typeof t {
  useSyncExternalStore(onLocaleChange, currentLocale);
  return t;
}
const onLocaleChange = (changed: () => void) => i18n.on('change', changed);

/** The active language: dates, numbers and plural rules follow it. */
export function currentLocale(): Locale {
  return i18n.locale as Locale;
}

/**
 * A message with markup in it: `<0>…</0>` (or `<0/>`) in the catalogue becomes `components[0]`
 * around that text, so a link or emphasis stays inside the sentence in every language.
 */
export function Message({
  id,
  values,
  components = {},
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement<{ children?: ReactNode }>>;
}): ReactNode {
  return withElements(useT()(id, values), components);
}

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

function withElements(
  text: string,
  components: Record<string, ReactElement<{ children?: ReactNode }>>,
): ReactNode[] {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, index = match[3]!, inner] = match;
    parts.push(text.slice(end, match.index));
    const element = components[index];
    if (inner === undefined) parts.push(element && cloneElement(element, { key: match.index }));
    else {
      const children = withElements(inner, components);
      parts.push(element ? cloneElement(element, { key: match.index }, children) : children);
    }
    end = match.index + whole.length;
  }
  parts.push(text.slice(end));
  return parts;
}

/** Shows the product in `locale`, fetching its catalogue the first time. */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === i18n.locale) return;
  if (locale !== SOURCE_LOCALE && !(locale in loadedLocales)) {
    const load = loaders[locale];
    if (!load) throw new Error(`No catalogue for ${locale}`);
    const { default: messages } = await load();
    i18n.load(locale, messages as Messages);
    loadedLocales[locale] = true;
  }
  await loadLibraryAreas(locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  localStorage.setItem(CHOSEN_LOCALE, locale);
}
const CHOSEN_LOCALE = 'momentum.locale';

/**
 * The language to start in: the one last shown on this device (the person's choice, once their
 * profile has been read), else the first the browser prefers that Momentum speaks.
 */
export function startingLocale(): Locale {
  const chosen = localStorage.getItem(CHOSEN_LOCALE);
  return isLocale(chosen) ? chosen : preferredLocale(navigator.languages ?? [navigator.language]);
}
const loadedLocales: Partial<Record<Locale, true>> = {};

/** A date in the active language. */
export function formatDate(value: Date | number, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(currentLocale(), options).format(value);
}

/** A number in the active language. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLocale(), options).format(value);
}

export { i18n };
