import { RESOURCE_ID_PATTERN } from '#shared/categories';
import { LOCALES, SOURCE_LOCALE, type Locale } from '#shared/i18n/locales';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '#client/lib/i18n.tsx';
import {
  ACTION_LABELS,
  CATEGORIES,
  GROUP_LABELS,
  RESOURCE_FILTERS,
  RESOURCE_TYPES,
  countResources,
  findResource,
  getCategory,
  resourceEntries,
  resourceName,
  type ResourceType,
} from './resources.ts';

/** docs/product.md, Texts that matter (Explore): ids and labels, in order. */
const SPEC_CATEGORIES = [
  ['better-sleep', 'Better sleep'],
  ['healthy-eating', 'Healthy eating'],
  ['reduce-stress', 'Reduce stress & anxiety'],
  ['be-active', 'Be more active'],
  ['reduce-social-media', 'Reduce social media usage'],
  ['less-screentime', 'Less screentime'],
  ['better-savings', 'Better saving & money management'],
  ['work-life-balance', 'Better work-life balance'],
  ['parenting', 'Parenting'],
  ['relationships', 'Stronger relationships'],
];

/** The fields each type must have (plus our descriptions). */
const REQUIRED_FIELDS: Record<ResourceType, string[]> = {
  experts: ['name', 'title', 'link', 'description'],
  videos: ['title', 'author', 'platform', 'link', 'duration', 'description'],
  articles: ['title', 'source', 'link', 'readTime', 'description'],
  tools: ['name', 'description', 'link'],
  podcasts: ['name', 'host', 'description', 'link'],
};

const allEntries = CATEGORIES.flatMap((category) =>
  RESOURCE_TYPES.flatMap((type) =>
    resourceEntries(category, type).map((entry) => ({ category, ...entry })),
  ),
);

describe('categories', () => {
  it('are the ten from the spec, with its ids and labels, in its order', () => {
    expect(CATEGORIES.map((category) => [category.id, category.label])).toEqual(SPEC_CATEGORIES);
  });

  it('each have a one-line summary', () => {
    for (const category of CATEGORIES) expect(category.summary.trim().length).toBeGreaterThan(10);
  });

  it('are found by id, and an unknown id finds nothing', () => {
    expect(getCategory('parenting')?.label).toBe('Parenting');
    expect(getCategory('no-such-category')).toBeUndefined();
    expect(getCategory('constructor')).toBeUndefined();
    expect(getCategory('')).toBeUndefined();
  });
});

describe('resource counts', () => {
  it('better sleep has five experts and three of every other type', () => {
    const sleep = getCategory('better-sleep');
    expect(sleep).toBeDefined();
    const counts = Object.fromEntries(
      RESOURCE_TYPES.map((type) => [type, sleep?.resources[type].length]),
    );
    expect(counts).toEqual({ experts: 5, videos: 3, articles: 3, tools: 3, podcasts: 3 });
  });

  it('every other category has exactly one of each type', () => {
    for (const category of CATEGORIES.filter((c) => c.id !== 'better-sleep')) {
      for (const type of RESOURCE_TYPES) {
        expect(category.resources[type], `${category.id} ${type}`).toHaveLength(1);
      }
      expect(countResources(category)).toBe(5);
    }
  });

  it('adds up to 62 resources', () => {
    expect(allEntries).toHaveLength(62);
    expect(CATEGORIES.reduce((total, category) => total + countResources(category), 0)).toBe(62);
  });
});

describe('resource entries', () => {
  it('have every required field as a non-empty string', () => {
    for (const { category, type, item } of allEntries) {
      const record = item as unknown as Record<string, unknown>;
      for (const field of REQUIRED_FIELDS[type]) {
        const value = record[field];
        expect(typeof value, `${category.id} ${type} ${field}`).toBe('string');
        expect((value as string).trim(), `${category.id} ${type} ${field}`).not.toBe('');
      }
    }
  });

  it('link to https addresses, each used only once across the library', () => {
    const links = allEntries.map(({ item }) => item.link);
    for (const link of links) {
      const url = new URL(link);
      expect(url.protocol, link).toBe('https:');
      expect(url.username + url.password, link).toBe('');
      expect(url.hostname, link).toMatch(/\.[a-z]{2,}$/);
    }
    const duplicates = links.filter((link, index) => links.indexOf(link) !== index);
    expect(duplicates).toEqual([]);
  });

  it('are not repeated within a category', () => {
    for (const category of CATEGORIES) {
      for (const type of RESOURCE_TYPES) {
        const names = resourceEntries(category, type).map((entry) =>
          resourceName(entry.type, entry.item),
        );
        expect(new Set(names).size, `${category.id} ${type}`).toBe(names.length);
      }
    }
  });

  it('give videos a known platform and a duration, and articles a reading time', () => {
    for (const { type, item } of allEntries) {
      if (type === 'videos') {
        const video = item as { platform: string; duration: string; link: string };
        expect(['TED', 'YouTube']).toContain(video.platform);
        expect(video.duration).toMatch(/^\d{1,2} min$/);
        const host = new URL(video.link).hostname;
        expect(host).toBe(video.platform === 'TED' ? 'www.ted.com' : 'www.youtube.com');
      }
      if (type === 'articles')
        expect((item as { readTime: string }).readTime).toMatch(/^\d{1,2} min read$/);
    }
  });
});

describe('resource ids', () => {
  it('are short slugs, each used once across the whole library', () => {
    const ids = allEntries.map(({ item }) => item.id);
    for (const id of ids) expect(id, id).toMatch(RESOURCE_ID_PATTERN);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });

  it('find their resource and its category, and an unknown id finds nothing', () => {
    const found = findResource('couch-to-5k');
    expect(found?.category.id).toBe('be-active');
    expect(found && resourceName(found.entry.type, found.entry.item)).toBe('NHS Couch to 5K');
    expect(findResource('sleepio')?.entry.type).toBe('tools');
    expect(findResource('no-such-resource')).toBeUndefined();
    expect(findResource('')).toBeUndefined();
  });
});

describe('filters and actions', () => {
  it('offer all, experts, videos, articles, tools and podcasts with the spec labels', () => {
    expect(RESOURCE_FILTERS).toEqual([
      { id: 'all', label: 'All' },
      { id: 'experts', label: 'Expert Advice' },
      { id: 'videos', label: 'Videos' },
      { id: 'articles', label: 'Articles' },
      { id: 'tools', label: 'Tools' },
      { id: 'podcasts', label: 'Podcasts' },
    ]);
  });

  it('label each group and its action as the spec does', () => {
    expect(GROUP_LABELS).toEqual({
      experts: 'Expert Advice',
      videos: 'Videos',
      articles: 'Articles',
      tools: 'Tools',
      podcasts: 'Podcasts',
    });
    expect(ACTION_LABELS).toEqual({
      experts: 'Visit Profile',
      videos: 'Watch',
      articles: 'Read',
      tools: 'Try Now',
      podcasts: 'Listen',
    });
  });
});

describe('our words in every language', () => {
  afterEach(() => switchLocale(SOURCE_LOCALE));
  /** The library's own words, as read in the active language. */
  const ourWords = () => [
    ...CATEGORIES.map((category) => ({ what: `${category.id} summary`, text: category.summary })),
    ...allEntries.flatMap(({ type, item }) => [
      { what: `${item.id} description`, text: item.description },
      ...(type === 'experts' ? [{ what: `${item.id} title`, text: item.title }] : []),
    ]),
  ];
  const english = ourWords();

  it.each(Object.keys(LOCALES) as Locale[])(
    'every category has its blurb, every resource its description, every expert a role in %s',
    async (locale) => {
      await switchLocale(locale);
      const words = ourWords();
      expect(words).toHaveLength(10 + 62 + 14);
      words.forEach(({ what, text }, index) => {
        expect(text.trim(), what).not.toBe('');
        // A message missing from a language, or an area whose words were never loaded, shows its id.
        expect(text, what).not.toMatch(/^(explore|resources)\./);
        if (locale !== SOURCE_LOCALE && !what.endsWith('title'))
          expect(text, `${what} is translated`).not.toBe(english[index]!.text);
      });
    },
  );
});
