/**
 * The ten Explore categories: ids and labels, in the order the grid shows them. They live in
 * src/shared because the tactic ideas and the goal matching rule (used by Explore and by the
 * Brainstorm step) name them too; the Explore content adds summaries and resources.
 */
import type { MessageId } from './i18n/catalogue.ts';
import '#messages/categories';

export const CATEGORY_IDS = [
  'better-sleep',
  'healthy-eating',
  'reduce-stress',
  'be-active',
  'reduce-social-media',
  'less-screentime',
  'better-savings',
  'work-life-balance',
  'parenting',
  'relationships',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/**
 * Each category's label as a message id: its words, exactly as docs/product.md gives them in
 * English, are in the `categories` area of every language's catalogue.
 */
export const CATEGORY_LABEL_IDS: Record<CategoryId, MessageId> = {
  'better-sleep': 'categories.betterSleep',
  'healthy-eating': 'categories.healthyEating',
  'reduce-stress': 'categories.reduceStress',
  'be-active': 'categories.beActive',
  'reduce-social-media': 'categories.reduceSocialMedia',
  'less-screentime': 'categories.lessScreentime',
  'better-savings': 'categories.betterSavings',
  'work-life-balance': 'categories.workLifeBalance',
  parenting: 'categories.parenting',
  relationships: 'categories.relationships',
};

/**
 * A resource's id: a short slug, unique across the whole library, so a tactic can remember the
 * resource it came from.
 */
export const RESOURCE_ID_PATTERN = /^[a-z0-9-]{1,80}$/;
