import { CATEGORY_IDS } from '#shared/categories';
import { RATING_MAX, RATING_MIN } from '#shared/limits';
import { IDEA_REASONS } from '#shared/idea-reasons';
import { IDEA_TITLE_MAX_LENGTH, TACTIC_IDEAS } from '#shared/tactic-ideas';
import { describe, expect, it } from 'vitest';
import { findResource } from './resources.ts';

const allIdeas = CATEGORY_IDS.flatMap((categoryId) =>
  TACTIC_IDEAS[categoryId].map((idea) => ({ categoryId, why: IDEA_REASONS[idea.title]!, ...idea })),
);

/** Two titles that differ only in case, spacing or punctuation are the same idea. */
const normalise = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
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

  it('have a trimmed title of at most 80 characters', () => {
    expect(IDEA_TITLE_MAX_LENGTH).toBe(80);
    for (const { title } of allIdeas) {
      expect(title, title).toBe(title.trim());
      expect(title.length, title).toBeGreaterThan(10);
      expect(title.length, title).toBeLessThanOrEqual(IDEA_TITLE_MAX_LENGTH);
    }
  });

  it('say why in exactly one sentence, each idea and no other', () => {
    expect(Object.keys(IDEA_REASONS).sort()).toEqual(allIdeas.map(({ title }) => title).sort());
    for (const { title, why } of allIdeas) {
      expect(why, title).toMatch(/^[A-Z0-9].{20,}\.$/);
      // No sentence ends before the last character.
      expect(why.slice(0, -1), title).not.toMatch(/[.!?](\s|$)/);
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

  it('are never repeated, within or across categories', () => {
    const titles = allIdeas.map(({ title }) => normalise(title));
    const duplicates = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(duplicates).toEqual([]);
  });
});
