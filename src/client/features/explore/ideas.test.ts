import { readFileSync } from 'node:fs';
import { CATEGORY_IDS } from '#shared/categories';
import type { Catalogue } from '#shared/i18n/catalogue';
import { LOCALES, type Locale } from '#shared/i18n/locales';
import { RATING_MAX, RATING_MIN } from '#shared/limits';
import { IDEA_TITLE_MAX_LENGTH, ideaReason, TACTIC_IDEAS } from '#shared/tactic-ideas';
import { afterAll, describe, expect, it } from 'vitest';
import { switchLocale, t } from '#client/lib/i18n.tsx';
import { findResource } from './resources.ts';
import 'virtual:messages/ideas';
import 'virtual:messages/ideaReasons';

const allIdeas = CATEGORY_IDS.flatMap((categoryId) =>
  TACTIC_IDEAS[categoryId].map((idea) => ({ categoryId, ...idea })),
);
const LANGUAGES = Object.keys(LOCALES) as Locale[];
/** The source catalogue: every language holds the same ids (src/shared/i18n/catalogues.test.ts). */
const source = JSON.parse(readFileSync('src/shared/i18n/en.json', 'utf8')) as Catalogue;

/** Every idea's title and why it helps, as a person reading `locale` sees them. */
async function wordsIn(locale: Locale) {
  await switchLocale(locale);
  return allIdeas.map((idea) => ({
    id: idea.title,
    title: t(idea.title),
    why: t(ideaReason(idea)),
  }));
}
afterAll(() => switchLocale('en'));

/** Two titles that differ only in case, spacing or punctuation are the same idea. */
const normalise = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}0-9]+/gu, ' ')
    .trim();

describe('tactic ideas', () => {
  it('give every category six to ten ideas', () => {
    expect(Object.keys(TACTIC_IDEAS).sort()).toEqual([...CATEGORY_IDS].sort());
    for (const categoryId of CATEGORY_IDS) {
      const count = TACTIC_IDEAS[categoryId].length;
      expect(count, categoryId).toBeGreaterThanOrEqual(6);
      expect(count, categoryId).toBeLessThanOrEqual(10);
    }
  });

  it('have a trimmed title of at most 80 characters, in every language', async () => {
    expect(IDEA_TITLE_MAX_LENGTH).toBe(80);
    for (const locale of LANGUAGES) {
      for (const { id, title } of await wordsIn(locale)) {
        expect(title, `${locale} ${id}`).not.toBe(id);
        expect(title, `${locale} ${title}`).toBe(title.trim());
        expect(title.length, `${locale} ${title}`).toBeGreaterThan(10);
        expect(title.length, `${locale} ${title}`).toBeLessThanOrEqual(IDEA_TITLE_MAX_LENGTH);
      }
    }
  });

  it('say why in exactly one sentence, in every language, each idea and no other', async () => {
    expect(
      Object.keys(source.ideaReasons!)
        .map((name) => `ideas.${name}`)
        .sort(),
    ).toEqual(allIdeas.map(({ title }) => title).sort());
    for (const locale of LANGUAGES) {
      for (const { title, why } of await wordsIn(locale)) {
        expect(why, `${locale} ${title}`).toMatch(/^[\p{Lu}0-9].{20,}\.$/u);
        // No sentence ends before the last character.
        expect(why.slice(0, -1), `${locale} ${title}`).not.toMatch(/[.!?](\s|$)/);
      }
    }
  });

  it('suggest whole-number ratings within the sliders range', () => {
    for (const { title, effort, impact } of allIdeas) {
      for (const rating of [effort, impact]) {
        expect(Number.isInteger(rating), title).toBe(true);
        expect(rating, title).toBeGreaterThanOrEqual(RATING_MIN);
        expect(rating, title).toBeLessThanOrEqual(RATING_MAX);
      }
    }
  });

  it('link only to real resources of their own category', () => {
    const linked = allIdeas.filter((idea) => idea.resourceId !== undefined);
    expect(linked.length).toBeGreaterThan(allIdeas.length / 2);
    for (const { categoryId, title, resourceId = '' } of linked) {
      expect(findResource(resourceId)?.category.id, `${title} -> ${resourceId}`).toBe(categoryId);
    }
  });

  it('are never repeated, within or across categories, in any language', async () => {
    for (const locale of LANGUAGES) {
      const titles = (await wordsIn(locale)).map(({ title }) => normalise(title));
      const duplicates = titles.filter((title, index) => titles.indexOf(title) !== index);
      expect(duplicates, locale).toEqual([]);
    }
  });
});
