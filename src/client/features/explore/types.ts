/**
 * The shapes of the Explore area's static, bundled resource library (docs/product.md, Texts that matter,
 * 'Category page'). Every image field holds a bundled asset (an SVG data URI drawn by
 * images.ts), never an address on another site (docs/decisions/011-explore-images-are-bundled.md).
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

/** The five kinds of resource, in the order the category page shows them. */
export const RESOURCE_TYPES = ['experts', 'videos', 'articles', 'tools', 'podcasts'] as const;

export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The resource filter is one of all, experts, videos, articles, tools, podcasts. */
export type ResourceFilter = 'all' | ResourceType;

export interface Expert {
  name: string;
  /** Their real role or position. */
  title: string;
  /** Their own official page. */
  link: string;
  /** Why their work helps, in our words. */
  description: string;
  image: string;
}

export type VideoPlatform = 'TED' | 'YouTube';

export interface Video {
  title: string;
  /** The speaker or maker. */
  author: string;
  platform: VideoPlatform;
  link: string;
  /** Running time, rounded to the minute, e.g. '19 min'. */
  duration: string;
  /** What you will get from it, in our words (beyond the original brief's fields: it makes the card useful). */
  description: string;
  thumbnail: string;
}

export interface Article {
  title: string;
  /** The publisher. */
  source: string;
  link: string;
  /** Estimated reading time, e.g. '5 min read'. */
  readTime: string;
  /** What you will get from it, in our words (beyond the original brief's fields: it makes the card useful). */
  description: string;
  image: string;
}

export interface Tool {
  name: string;
  description: string;
  link: string;
  logo: string;
}

export interface Podcast {
  name: string;
  host: string;
  description: string;
  link: string;
  image: string;
}

/** Maps each resource type to the shape of its items. */
export interface ResourceItems {
  experts: Expert;
  videos: Video;
  articles: Article;
  tools: Tool;
  podcasts: Podcast;
}

/** A function for each resource type that reads an item of that type. */
export type PerType<R> = { [T in ResourceType]: (item: ResourceItems[T]) => R };

/** Applies the table's function for `type` to `item`. */
export function readPerType<T extends ResourceType, R>(
  table: PerType<R>,
  type: T,
  item: ResourceItems[T],
): R {
  // Safe: `type` selects the entry whose parameter has exactly `item`'s shape.
  const read = table[type] as (item: ResourceItems[T]) => R;
  return read(item);
}

export type CategoryResources = { [T in ResourceType]: readonly ResourceItems[T][] };

export interface Category {
  id: CategoryId;
  /** The label exactly as docs/product.md gives it. */
  label: string;
  /** One line for the grid card. */
  summary: string;
  resources: CategoryResources;
}
