/**
 * The Explore area's content and vocabulary: the ten categories with their resources, the
 * resource filter (docs/product.md, Texts that matter), group headings and card action labels.
 */
import { TITLE_MAX_LENGTH } from '#shared/limits';
import { t } from '#client/lib/i18n.tsx';
import { CATEGORIES } from './content/categories.ts';
import {
  RESOURCE_TYPES,
  readPerType,
  type Category,
  type PerType,
  type ResourceFilter,
  type ResourceItems,
  type ResourceType,
} from './types.ts';
import 'virtual:messages/explore';

export { CATEGORIES };
export * from './types.ts';

/**
 * Words that read in the person's language each time they are read, so these stay plain
 * records of strings for their readers (docs/decisions/291-momentum-in-your-language.md).
 */
function inActiveLanguage<K extends string>(
  words: Record<K, () => string>,
): Readonly<Record<K, string>> {
  const read = {} as Record<K, string>;
  for (const key of Object.keys(words) as K[])
    Object.defineProperty(read, key, { enumerable: true, get: words[key] });
  return read;
}

/** The heading of each group on the category page (the same words as its chip). */
export const GROUP_LABELS = inActiveLanguage<ResourceType>({
  experts: () => t('explore.experts'),
  videos: () => t('explore.videos'),
  articles: () => t('explore.articles'),
  tools: () => t('explore.tools'),
  podcasts: () => t('explore.podcasts'),
});

const filter = (id: ResourceFilter, label: () => string) => ({
  id,
  get label() {
    return label();
  },
});

/** The filter chips, in order, with their labels. */
export const RESOURCE_FILTERS: readonly { id: ResourceFilter; label: string }[] = [
  filter('all', () => t('explore.filterAll')),
  ...RESOURCE_TYPES.map((type) => filter(type, () => GROUP_LABELS[type])),
];

/** The one action each card offers; its link opens the resource in a new tab. */
export const ACTION_LABELS = inActiveLanguage<ResourceType>({
  experts: () => t('explore.visitProfile'),
  videos: () => t('explore.watch'),
  articles: () => t('explore.read'),
  tools: () => t('explore.tryNow'),
  podcasts: () => t('explore.listen'),
});

const NAMES: PerType<string> = {
  experts: (item) => item.name,
  videos: (item) => item.title,
  articles: (item) => item.title,
  tools: (item) => item.name,
  podcasts: (item) => item.name,
};

const TACTIC_TITLES: PerType<string> = {
  experts: (item) => t('explore.followTactic', { name: item.name }),
  videos: (item) => t('explore.watchTactic', { title: item.title }),
  articles: (item) => t('explore.readTactic', { title: item.title }),
  tools: (item) => t('explore.tryTactic', { name: item.name }),
  podcasts: (item) => t('explore.listenTactic', { name: item.name }),
};

/** The title a tactic made from this resource starts with, within the title limit (docs/product.md, Limits). */
export function tacticTitleFor(entry: ResourceEntry): string {
  return readPerType(TACTIC_TITLES, entry.type, entry.item).slice(0, TITLE_MAX_LENGTH);
}

/** What a resource is called: a person's or product's name, or a title. */
export function resourceName<T extends ResourceType>(type: T, item: ResourceItems[T]): string {
  return readPerType(NAMES, type, item);
}

/** One resource together with its type, so a card can tell which shape it holds. */
export type ResourceEntry = {
  [T in ResourceType]: { type: T; item: ResourceItems[T] };
}[ResourceType];

/** The resources of one type in a category, each tagged with its type. */
export function resourceEntries(category: Category, type: ResourceType): ResourceEntry[] {
  // Safe: every item in `resources[type]` has the shape `type` names.
  return category.resources[type].map((item) => ({ type, item }) as ResourceEntry);
}

/** The category with this id, or undefined for an unknown one. */
export function getCategory(id: string): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

export function countResources(category: Category): number {
  return RESOURCE_TYPES.reduce((total, type) => total + category.resources[type].length, 0);
}

/** The resource with this id and the category that holds it, or undefined for an unknown id. */
export function findResource(id: string): { category: Category; entry: ResourceEntry } | undefined {
  for (const category of CATEGORIES) {
    for (const type of RESOURCE_TYPES) {
      const entry = resourceEntries(category, type).find(({ item }) => item.id === id);
      if (entry) return { category, entry };
    }
  }
  return undefined;
}
