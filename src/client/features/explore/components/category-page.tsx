import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import {
  GROUP_LABELS,
  RESOURCE_TYPES,
  getCategory,
  resourceEntries,
  resourceName,
  type Category,
  type ResourceFilter,
  type ResourceType,
} from '../resources.ts';
import { FilterChips } from './filter-chips.tsx';
import { CATEGORY_ART } from '#client/components/illustrations/category-art.tsx';
import { RESOURCE_TYPE_ICONS } from './icons.ts';
import { ResourceCard } from './resource-card.tsx';
import { TacticIdeasSection } from './tactic-ideas-section.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';
import { CATEGORY_LABEL_IDS } from '#shared/categories';
import 'virtual:messages/explore';

/** '/explore/{categoryId}': one category's resources, or 'Category Not Found' for an unknown id. */
export function CategoryPage({ categoryId }: { categoryId: string }) {
  const category = getCategory(categoryId);
  if (!category) return <CategoryNotFound />;
  // A new key per category: moving to another category starts again at 'All'.
  return <CategoryView key={category.id} category={category} />;
}

function CategoryView({ category }: { category: Category }) {
  const t = useT();
  const [filter, setFilter] = useState<ResourceFilter>('all');
  const types: readonly ResourceType[] = filter === 'all' ? RESOURCE_TYPES : [filter];
  const shown = types.reduce((total, type) => total + category.resources[type].length, 0);
  const compact = types.every((type) => category.resources[type].length <= 1);
  const Art = CATEGORY_ART[category.id];

  return (
    <main>
      <title>{t('explore.categoryTitle', { label: t(CATEGORY_LABEL_IDS[category.id]) })}</title>
      <BackToCategories className="-ml-3" />
      <div className="mt-4 flex items-start gap-4">
        <Art className="size-16 sm:size-20" />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold sm:text-3xl">
            {t(CATEGORY_LABEL_IDS[category.id])}
          </h1>
          <p className="mt-1 text-muted-foreground">{category.summary}</p>
        </div>
      </div>

      {/* Resources lead (docs/product.md, Explore); the chips sit right above what they filter. */}
      <div className="mt-8">
        <FilterChips value={filter} onChange={setFilter} />
      </div>
      <p role="status" className="sr-only">
        {t('explore.showing', { count: shown })}
      </p>

      {/* Groups of one card each tile across wide screens instead of stacking with empty space. */}
      <div
        className={clsx('mt-8 grid gap-x-6 gap-y-10', compact && 'md:grid-cols-2 xl:grid-cols-3')}
      >
        {types.map((type) => (
          <ResourceGroup key={type} category={category} type={type} compact={compact} />
        ))}
      </div>

      <TacticIdeasSection categoryId={category.id} />
    </main>
  );
}

function ResourceGroup({
  category,
  type,
  compact,
}: {
  category: Category;
  type: ResourceType;
  compact: boolean;
}) {
  useT();
  const headingId = useId();
  const Icon = RESOURCE_TYPE_ICONS[type];
  const entries = resourceEntries(category, type);
  return (
    // A column whose list fills it, so cards side by side in one row end level.
    <section aria-labelledby={headingId} className="flex flex-col">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden className="size-5 text-primary" />
        {GROUP_LABELS[type]}
      </h2>
      <ul className={clsx('mt-4 grid flex-1 gap-4', !compact && 'sm:grid-cols-2 lg:grid-cols-3')}>
        {entries.map((entry) => (
          <li key={resourceName(entry.type, entry.item)}>
            <ResourceCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BackToCategories({
  variant = 'ghost',
  className,
}: {
  variant?: 'ghost' | 'outline';
  className?: string;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Button variant={variant} className={className} onClick={() => navigate(PATHS.explore)}>
      <ArrowLeft aria-hidden className="size-4" />
      {t('explore.backToCategories')}
    </Button>
  );
}

function CategoryNotFound() {
  const t = useT();
  return (
    <main className="mx-auto max-w-xl py-10 text-center sm:py-16">
      <title>{t('explore.notFoundDocumentTitle')}</title>
      <h1 className="text-2xl font-bold">{t('explore.notFoundTitle')}</h1>
      <p className="mt-3 text-muted-foreground">{t('explore.notFoundText')}</p>
      <div className="mt-6">
        <BackToCategories variant="outline" />
      </div>
    </main>
  );
}
