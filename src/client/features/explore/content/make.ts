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

export const category = ({
  label,
  summary,
  ...facts
}: Written<Category, 'label' | 'summary'>): Category => ({
  ...facts,
  get label() {
    return t(label);
  },
  get summary() {
    return t(summary);
  },
});

export const expert = ({
  title,
  description,
  ...facts
}: Written<Expert, 'title' | 'description'>): Expert => ({
  ...facts,
  get title() {
    return t(title);
  },
  get description() {
    return t(description);
  },
});

/** A video; `minutes` is its running time, rounded to the minute. */
export const video = ({
  minutes: length,
  description,
  ...facts
}: Omit<Written<Video, 'description'>, 'duration'> & { minutes: number }): Video => ({
  ...facts,
  get duration() {
    return t('explore.videoMinutes', minutes(length));
  },
  get description() {
    return t(description);
  },
});

/** An article; `readingMinutes` is an estimate of its reading time. */
export const article = ({
  readingMinutes,
  description,
  ...facts
}: Omit<Written<Article, 'description'>, 'readTime'> & { readingMinutes: number }): Article => ({
  ...facts,
  get readTime() {
    return t('explore.readingMinutes', minutes(readingMinutes));
  },
  get description() {
    return t(description);
  },
});

export const tool = ({ description, ...facts }: Written<Tool, 'description'>): Tool => ({
  ...facts,
  get description() {
    return t(description);
  },
});

export const podcast = ({ description, ...facts }: Written<Podcast, 'description'>): Podcast => ({
  ...facts,
  get description() {
    return t(description);
  },
});
