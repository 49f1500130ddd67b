import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { CATEGORIES, countResources, type Category } from '../resources.ts';
import { CATEGORY_ART } from '#client/components/illustrations/category-art.tsx';
import { explorePath } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';
import { CATEGORY_LABEL_IDS } from '#shared/categories';
import 'virtual:messages/explore';

/** '/explore': the ten categories, each a link to its own page. */
export function ExploreGrid() {
  const t = useT();
  return (
    <main>
      <title>{t('explore.documentTitle')}</title>
      <div className="max-w-2xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('explore.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('explore.intro')}</p>
      </div>
      <ul className="mt-8 grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    </main>
  );
}

/** The whole card is clickable (the link's ::after covers it), but the link's name is just the label. */
function CategoryCard({ category }: { category: Category }) {
  const t = useT();
  const Art = CATEGORY_ART[category.id];
  const summaryId = `category-summary-${category.id}`;
  return (
    <div className="group relative flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-card transition-shadow hover:border-primary/60 hover:shadow-raised">
      <Art className="size-16" />
      <h2 className="font-sans text-lg leading-snug font-semibold">
        <Link
          href={explorePath(category.id)}
          aria-describedby={summaryId}
          className="rounded-sm after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-offset-2 focus-visible:after:ring-offset-background"
        >
          {t(CATEGORY_LABEL_IDS[category.id])}
        </Link>
      </h2>
      <p id={summaryId} className="text-sm text-muted-foreground">
        {category.summary}
      </p>
      <p className="mt-auto flex items-center gap-1 pt-2 text-sm font-medium text-primary">
        {t('explore.resourceCount', { count: countResources(category) })}
        <ArrowRight
          aria-hidden
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </p>
    </div>
  );
}
