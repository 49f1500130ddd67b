/**
 * Builders for resource entries: each names the kind of resource an entry is, so the content
 * file reads as a typed list of facts and words.
 *
 * The words are catalogue ids (the `resources` area, and the category blurbs in `explore`): an
 * entry reads them in the person's language each time they are shown, so a third language is
 * its catalogue alone (docs/decisions/291-momentum-in-your-language.md). Lengths are minutes,
 * written in the person's language too.
 */
import type { MessageId } from '#shared/i18n/catalogue';
import { formatNumber, t } from '#client/lib/i18n.tsx';
import type { Article, Category, Expert, Podcast, Tool, Video } from '../types.ts';
import 'virtual:messages/explore';
import 'virtual:messages/resources';

/** An entry as the content file writes it: the fields `K` are catalogue ids. */
type Written<T, K extends keyof T> = Omit<T, K> & Record<K, MessageId>;

const minutes = (value: number) => ({ minutes: formatNumber(value) });

/**
 * A builder of entries of type `T` whose fields `K` are written as catalogue ids: each becomes a
 * getter that reads its id through t(), so it speaks the language of the moment it is read. The
 * other fields, getters too, stay as written. `words` names every field of `K` (a record, so the
 * type checker finds one left out).
 */
function worded<T extends Record<K, string>, K extends keyof T>(words: Record<K, true>) {
  const ids = Object.keys(words) as K[];
  return (written: Written<T, K>): T => {
    const entry = Object.defineProperties({}, Object.getOwnPropertyDescriptors(written));
    for (const key of ids) {
      const id = (written as Record<K, MessageId>)[key];
      // Removed and defined again, so the words come after the facts, as a literal puts them.
      delete (entry as Partial<Record<K, unknown>>)[key];
      Object.defineProperty(entry, key, { get: () => t(id), enumerable: true, configurable: true });
    }
    return entry as T;
  };
}

export const category = worded<Category, 'label' | 'summary'>({ label: true, summary: true });

export const expert = worded<Expert, 'title' | 'description'>({ title: true, description: true });

const describedVideo = worded<Video, 'description'>({ description: true });

/** A video; `minutes` is its running time, rounded to the minute. */
export const video = ({
  minutes: length,
  ...facts
}: Omit<Written<Video, 'description'>, 'duration'> & { minutes: number }): Video =>
  describedVideo({
    ...facts,
    get duration() {
      return t('explore.videoMinutes', minutes(length));
    },
  });

const describedArticle = worded<Article, 'description'>({ description: true });

/** An article; `readingMinutes` is an estimate of its reading time. */
export const article = ({
  readingMinutes,
  ...facts
}: Omit<Written<Article, 'description'>, 'readTime'> & { readingMinutes: number }): Article =>
  describedArticle({
    ...facts,
    get readTime() {
      return t('explore.readingMinutes', minutes(readingMinutes));
    },
  });

export const tool = worded<Tool, 'description'>({ description: true });

export const podcast = worded<Podcast, 'description'>({ description: true });
