import { Compass, SearchX, Target } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/notFound';

/** Any signed-in path the router does not know (docs/product.md, Routes). */
export function NotFoundPage() {
  const t = useT();
  return (
    <main className="grid place-items-center py-10 sm:py-16">
      <title>{t('notFound.documentTitle')}</title>
      <div className="w-full max-w-lg rounded-xl border border-border bg-card p-6 text-center text-card-foreground shadow-card sm:p-10">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          <SearchX aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-3 text-muted-foreground">{t('notFound.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link href={PATHS.home}>
              <Target aria-hidden="true" />
              {t('notFound.goals')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={PATHS.explore}>
              <Compass aria-hidden="true" />
              {t('notFound.explore')}
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
