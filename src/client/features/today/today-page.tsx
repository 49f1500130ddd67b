import { RotateCw } from 'lucide-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { Link } from 'wouter';
import type { TodayPlan } from '#shared/schemas';
import { useAuth } from '#client/auth/auth-provider.tsx';
import { EmptyArt } from '#client/components/illustrations/empty-art.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { usePersonToday } from '#client/plan/day-settings.ts';
import { useTodayPlan } from '#client/plan/today-read.ts';
import { shownOf } from '#shared/today-plan';
import type { ShownFirstRest } from '#client/components/ui/shown-first.tsx';
import { CalendarSection } from './components/calendar-section.tsx';
import { ComingUpSection } from './components/coming-up-section.tsx';
import { DueTodaySection } from './components/due-today-section.tsx';
import { ProgressSection } from './components/progress-section.tsx';
import { RepeatingTodaySection } from './components/repeating-today-section.tsx';
import { ReviewNudge } from './components/review-nudge.tsx';
import { linkClass } from './components/section.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { Cheers } from './components/cheers.tsx';
import { isPushSupported, pushOfferOpen } from '#client/lib/push-device.ts';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { Message, useT } from '#client/lib/i18n.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import 'virtual:messages/today';
import 'virtual:messages/schedule';

// Loaded only on a device that may still be offered notifications, and only online: it is not
// precached (scripts/lib/bundle-size.ts), and offline there is nothing to offer.
const PushOffer = lazyChunk(() =>
  import('./components/push-offer.tsx').catch(() => ({ default: () => null })),
);

/** `/today`: what to do today, what comes next, progress and the calendar link (docs/product.md, Today). */
export function TodayPage() {
  const t = useT();
  const auth = useAuth();
  // What Today shows, read for today's date (docs/decisions/250-each-screen-reads-what-it-shows.md).
  // The person's date, their day start applied (docs/decisions/262-your-day-your-week.md).
  const { today } = usePersonToday();
  const outcomes = useTodayPlan(today);
  const uid = auth.status === 'signedIn' ? auth.user.uid : '';
  // The plan's first showing renders in the background, in slices that let input through (a
  // transition), so that a big plan never holds the page in one long task; every later change
  // shows at once (docs/decisions/225-today-at-any-size.md).
  const firstShown = useDeferredValue(outcomes.data !== undefined, false);
  const loading = (
    <p role="status" className="py-12 text-center text-muted-foreground">
      {t('today.loadingPlan')}
    </p>
  );
  return (
    <main className="mx-auto max-w-3xl space-y-8">
      <title>{t('today.documentTitle')}</title>
      {outcomes.data ? (
        firstShown ? (
          <TodayView outcomes={outcomes.data} uid={uid} />
        ) : (
          loading
        )
      ) : outcomes.isError ? (
        <div role="alert" className="rounded-lg border border-destructive bg-card p-6">
          <h1 className="text-lg font-semibold">{t('today.loadFailed')}</h1>
          <p className="mt-2 text-muted-foreground">{outcomes.error.message}</p>
          <Button className="mt-4" variant="outline" onClick={() => void outcomes.refetch()}>
            <RotateCw aria-hidden />
            {t('today.tryAgain')}
          </Button>
        </div>
      ) : (
        loading
      )}
    </main>
  );
}

/**
 * The page once Today's read is loaded: the tactics it lists, and the figures of every tactic
 * (`outcomes.tactics`, `progress`, `activity`) as the server worked them out for its date. The
 * read holds what the page shows first; "Show all" on Coming up or Progress reads everything
 * (shown=all), and the page shows that read from then on (docs/decisions/253).
 */
export function TodayView({ outcomes: first, uid }: { outcomes: TodayPlan; uid: string }) {
  const t = useT();
  const [wantsAll, setWantsAll] = useState(false);
  const full = useTodayPlan(first.today, 'all', wantsAll && !shownOf(first).all);
  const outcomes = wantsAll && full.data?.today === first.today ? full.data : first;
  const { today } = outcomes;
  const shown = shownOf(outcomes);
  const restOf = (count: number): ShownFirstRest | undefined =>
    shown.all
      ? undefined
      : {
          count,
          load: () => setWantsAll(true),
          state:
            full.fetchStatus === 'paused'
              ? 'offline'
              : full.fetchStatus === 'fetching'
                ? 'loading'
                : 'idle',
          words: {
            loading: (total) => t('today.showAllLoading', { count: total }),
            offline: t('today.showAllOffline'),
          },
        };
  const scheduled = outcomes.tactics.scheduled > 0;
  return (
    <>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('today.title')}</h1>
        <p className="text-muted-foreground">{formatLocalDay(today)}</p>
      </header>
      <Cheers />
      {isPushSupported() && pushOfferOpen() && (
        <Suspense fallback={null}>
          <PushOffer />
        </Suspense>
      )}
      {outcomes.tactics.total === 0 ? (
        <EmptyPlan />
      ) : (
        <>
          {scheduled ? (
            <>
              <DueTodaySection outcomes={outcomes} today={today} />
              <RepeatingTodaySection outcomes={outcomes} today={today} />
              <ComingUpSection outcomes={outcomes} today={today} rest={restOf(shown.comingUp)} />
            </>
          ) : (
            <NothingScheduled />
          )}
          <ProgressSection plan={outcomes} rest={restOf(shown.goals)} />
          <ReviewNudge today={today} />
        </>
      )}
      <CalendarSection uid={uid} />
    </>
  );
}

function EmptyPlan() {
  const t = useT();
  return (
    <section className="rounded-lg border border-dashed border-border bg-card p-6">
      <h2 className="text-lg font-semibold">{t('today.noPlanTitle')}</h2>
      <p className="mt-2 text-muted-foreground">{t('today.noPlanText')}</p>
      <Link href={PATHS.home} className={linkClass}>
        {t('today.setGoals')}
      </Link>
    </section>
  );
}

function NothingScheduled() {
  const t = useT();
  return (
    <section className="rounded-xl border border-dashed border-border bg-card p-6">
      <EmptyArt className="mb-3 size-20" />
      <h2 className="text-lg font-semibold">{t('today.nothingScheduledTitle')}</h2>
      <p className="mt-2 text-muted-foreground">
        <Message id="today.nothingScheduledText" components={{ 0: <strong /> }} />
      </p>
      <Link href={PATHS.actionPlan} className={linkClass}>
        {t('today.goToActionPlan')}
      </Link>
    </section>
  );
}
