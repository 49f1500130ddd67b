/**
 * The shapes of the Explore area's static, bundled resource library (docs/product.md, Texts that matter,
 * 'Category page'). Items hold facts and words only; our words read in the person's language
 * each time they are read (content/make.ts). Each card shows its type's own bundled
 * drawing (components/illustrations), never a picture from another site
 * (docs/decisions/011-explore-images-are-bundled.md).
 */

import type { CategoryId } from '#shared/categories';

export { CATEGORY_IDS, type CategoryId } from '#shared/categories';

/** The five kinds of resource, in the order the category page shows them. */
export const RESOURCE_TYPES = ['experts', 'videos', 'articles', 'tools', 'podcasts'] as const;

export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The resource filter is one of all, experts, videos, articles, tools, podcasts. */
export type ResourceFilter = 'all' | ResourceType;

/** What every resource has: a stable id that a tactic added from it stores (RESOURCE_ID_PATTERN). */
export interface ResourceBase {
  /** A short slug, unique across the whole library; never change it once published. */
  id: string;
}

export interface Expert extends ResourceBase {
  name: string;
  /** Their real role or position. */
  title: string;
  /** Their own official page. */
  link: string;
  /** Why their work helps, in our words. */
  description: string;
}

export type VideoPlatform = 'TED' | 'YouTube';

export interface Video extends ResourceBase {
  title: string;
  /** The speaker or maker. */
  author: string;
  platform: VideoPlatform;
  link: string;
  /** Running time, rounded to the minute, e.g. '19 min' (in the person's language). */
  duration: string;
  /** What you will get from it, in our words (beyond the original brief's fields: it makes the card useful). */
  description: string;
}

export interface Article extends ResourceBase {
  title: string;
  /** The publisher. */
  source: string;
  link: string;
  /** Estimated reading time, e.g. '5 min read' (in the person's language). */
  readTime: string;
  /** What you will get from it, in our words (beyond the original brief's fields: it makes the card useful). */
  description: string;
}

export interface Tool extends ResourceBase {
  name: string;
  description: string;
  link: string;
}

export interface Podcast extends ResourceBase {
  name: string;
  host: string;
  description: string;
  link: string;
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
