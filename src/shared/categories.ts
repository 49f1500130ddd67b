/**
 * The ten Explore categories: ids and labels, in the order the grid shows them. They live in
 * src/shared because the tactic ideas and the goal matching rule (used by Explore and by the
 * Brainstorm step) name them too; the Explore content adds summaries and resources.
 */
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

/** Each category's label, exactly as the product shows it. */
export const CATEGORY_LABELS: Record<CategoryId, string> = {
  'better-sleep': 'Better sleep',
  'healthy-eating': 'Healthy eating',
  'reduce-stress': 'Reduce stress & anxiety',
  'be-active': 'Be more active',
  'reduce-social-media': 'Reduce social media usage',
  'less-screentime': 'Less screentime',
  'better-savings': 'Better saving & money management',
  'work-life-balance': 'Better work-life balance',
  parenting: 'Parenting',
  relationships: 'Stronger relationships',
};

/**
 * A resource's id: a short slug, unique across the whole library, so a tactic can remember the
 * resource it came from.
 */
export const RESOURCE_ID_PATTERN = /^[a-z0-9-]{1,80}$/;
