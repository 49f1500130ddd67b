import { i18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE } from '#shared/i18n/locales';

type Loader = () => Promise<{ default: Record<string, unknown> }>;

/** Each library area met so far, with a loader of its words per language other than the source. */
const libraryAreas = new Map<string, Record<string, Loader>>();
/** Each area's words being fetched or fetched, by `locale/area`. */
const loads = new Map<string, Promise<void>>();

function load(area: string, locale: string): Promise<void> {
  const key = `${locale}/${area}`;
  const loader = libraryAreas.get(area)?.[locale];
  if (locale === SOURCE_LOCALE || !loader) return Promise.resolve();
  let loading = loads.get(key);
  if (!loading) {
    loading = loader().then(
      ({ default: messages }) => i18n.load(locale, messages as Messages),
      // Offline with nothing cached: the next load of the area tries again.
      () => void loads.delete(key),
    );
    loads.set(key, loading);
  }
  return loading;
}

/**
 * Called by a library area's module (scripts/lib/catalogues.ts) as it loads: starts fetching
 * the area's words in the active language. The code that loads such a module lazily waits for
 * `libraryWordsReady()` before it shows anything (docs/decisions/291).
 */
export function libraryArea(area: string, loaders: Record<string, Loader>): void {
  libraryAreas.set(area, loaders);
  void load(area, i18n.locale);
}

/** Every library area met so far, in the active language. */
export async function libraryWordsReady(): Promise<void> {
  await loadLibraryAreas(i18n.locale);
}

/** Every library area met so far, in `locale`: switchLocale waits for them before it shows it. */
export async function loadLibraryAreas(locale: string): Promise<void> {
  await Promise.all([...libraryAreas.keys()].map((area) => load(area, locale)));
}
