import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { suggestRatings } from '#shared/estimates';
import { RATING_MAX, RATING_MIN } from '#shared/limits';
import { REVIEW_SHOWN_FIRST, slipped, type Slipped } from '#shared/review';
import type { LocalDate } from '#shared/schedule';
import type { Tactic } from '#shared/schemas';
import type { ReviewPlan } from '#shared/review-schemas';
import { ratingOrDefault } from '#shared/scoring';
import { Button } from '#client/components/ui/button.tsx';
import { ShownFirstList, type ShownFirstRest } from '#client/components/ui/shown-first.tsx';
import type { ItemProps } from '#client/components/ui/virtual-list.tsx';

import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { deferTacticDrop } from '#client/plan/deferred-removals.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import { useSetRatings } from '#client/plan/patch-tactic.ts';
import { useSetSchedule } from '#client/plan/schedule.ts';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { ReviewSection } from './review-section.tsx';
import { formatNumber, useT } from '#client/lib/i18n.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import 'virtual:messages/review';
import 'virtual:messages/schedule';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
const selectClass =
  'min-h-10 rounded-md border border-input bg-card px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * Overdue one-offs and missed repeats (docs/product.md, "Weekly review"), each with Reschedule,
 * Re-rate, Drop (with Undo) and Keep. Every change goes through the offline queue.
 */
export function SlippedSection({
  outcomes,
  today,
  restOf,
  onReschedule,
}: {
  outcomes: ReviewPlan;
  today: LocalDate;
  /** How to read what slipped beyond what the read carries, `count` of them in all. */
  restOf: (count: number) => ShownFirstRest | undefined;
  /** Told the tactic as it was, before its new schedule is saved. */
  onReschedule: (tactic: Tactic) => void;
}) {
  const t = useT();
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  // Learned from done tactics' actual ratings (docs/decisions/016-learning-ratings.md), summed
  // up by the server: the review's read carries only the tactics it shows.
  const { estimates } = outcomes;
  const { weekStartsOn } = useDaySettings();
  const items = slipped(outcomes.goals, today, weekStartsOn).filter(
    (item) => !kept.has(item.tactic.id),
  );
  const item = (each: Slipped<Tactic>, itemProps: ItemProps = {}) => (
    <SlippedItem
      key={each.tactic.id}
      itemProps={itemProps}
      item={each}
      today={today}
      suggestion={estimates ? suggestRatings(each.tactic, estimates) : undefined}
      onReschedule={() => onReschedule(each.tactic)}
      onKeep={() => setKept((now) => new Set([...now, each.tactic.id]))}
    />
  );
  // The read may carry only the first that slipped (docs/decisions/256): those it holds, less what
  // was kept, rescheduled or dropped here, and those it left out.
  const leftOut = outcomes.shown.slippedLeftOut;
  return (
    <ReviewSection id="review-slipped" title={t('review.whatSlipped')}>
      {items.length + leftOut === 0 ? (
        <p className="text-sm">{t('review.nothingSlipped')}</p>
      ) : (
        // A plan at the limits may hold thousands: a screenful first (docs/decisions/252).
        <ShownFirstList
          items={items}
          rest={restOf(items.length + leftOut)}
          first={REVIEW_SHOWN_FIRST}
          words={{
            showingFirst: (shown, count) => t('review.slippedShowingFirst', { shown, count }),
            showingAll: (count) => t('review.slippedShowingAll', { count }),
            showAll: (count) => t('review.slippedShowAll', { count }),
            showFewer: (shown) => t('review.slippedShowFewer', { shown }),
          }}
          formatCount={formatNumber}
          className="divide-y divide-border"
          windowedClassName="divide-y divide-border"
          itemKey={({ tactic }) => tactic.id}
          estimateSize={() => 56}
          gap={0}
        >
          {item}
        </ShownFirstList>
      )}
    </ReviewSection>
  );
}

function SlippedItem({
  itemProps,
  item,
  today,
  suggestion,
  onReschedule,
  onKeep,
}: {
  /** Its place in a windowed list. */
  itemProps: ItemProps;
  item: Slipped<Tactic>;
  today: LocalDate;
  suggestion: { effort: number; impact: number } | undefined;
  onReschedule: () => void;
  onKeep: () => void;
}) {
  const t = useT();
  const { tactic } = item;
  const queryClient = useQueryClient();
  const setSchedule = useSetSchedule();
  const [rerating, setRerating] = useState(false);
  const reschedule = () => {
    // An overdue one-off becomes due today; a missed repeat starts again today, its days kept:
    // the missed days fall before its start and are let go.
    onReschedule();
    setSchedule.mutate({ id: tactic.id, dueDate: today, repeat: tactic.repeat });
    toast({
      title: t('review.success'),
      description: t(item.kind === 'overdue' ? 'review.dueToday' : 'review.startsAgainToday', {
        title: tactic.title,
      }),
    });
  };
  const drop = () => {
    const removal = deferTacticDrop(queryClient, tactic.id);
    toast({
      title: t('review.success'),
      description: t('review.dropped', { title: tactic.title }),
      action: {
        label: t('review.undo'),
        altText: t('review.undoDrop', { title: tactic.title }),
        run: removal.undo,
      },
      onClose: () => {
        void removal.commit().then((error) => {
          if (error) toastError(saveErrorMessage(error, t('review.dropFailed')));
        });
      },
    });
  };
  return (
    <li {...itemProps} className="space-y-2 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1">
          <span className="font-medium">{tactic.title}</span>{' '}
          <span className="text-sm text-muted-foreground">
            {item.kind === 'overdue'
              ? t('review.overdueSince', { day: formatLocalDay(item.since, today) })
              : t('review.missedOn', {
                  days: item.days.map((day) => formatLocalDay(day, today)).join(', '),
                })}
          </span>
        </span>
        <span className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="outline"
            aria-label={t(
              item.kind === 'overdue' ? 'review.rescheduleDueLabel' : 'review.rescheduleStartLabel',
              { title: tactic.title },
            )}
            onClick={reschedule}
          >
            {t('review.reschedule')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={rerating}
            aria-label={t('review.rerateLabel', { title: tactic.title })}
            onClick={() => setRerating((now) => !now)}
          >
            {t('review.rerate')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('review.dropLabel', { title: tactic.title })}
            onClick={drop}
          >
            {t('review.drop')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('review.keepLabel', { title: tactic.title })}
            onClick={onKeep}
          >
            {t('review.keep')}
          </Button>
        </span>
      </div>
      {rerating && (
        <RerateForm tactic={tactic} suggestion={suggestion} onDone={() => setRerating(false)} />
      )}
    </li>
  );
}

/** Effort and impact, prefilled with the learned suggestion where there is one. */
function RerateForm({
  tactic,
  suggestion,
  onDone,
}: {
  tactic: Tactic;
  suggestion: { effort: number; impact: number } | undefined;
  onDone: () => void;
}) {
  const t = useT();
  const id = useId();
  const setRatings = useSetRatings();
  const [effort, setEffort] = useState(suggestion?.effort ?? ratingOrDefault(tactic.effort));
  const [impact, setImpact] = useState(suggestion?.impact ?? ratingOrDefault(tactic.impact));
  return (
    <form
      aria-label={t('review.ratingsOf', { title: tactic.title })}
      className="flex flex-wrap items-end gap-3 rounded-md bg-muted p-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        setRatings.mutate({ id: tactic.id, effort, impact });
        toast({
          title: t('review.success'),
          description: t('review.rerated', { title: tactic.title }),
        });
        onDone();
      }}
    >
      {suggestion && <p className="w-full">{t('review.suggested')}</p>}
      {(
        [
          ['effort', effort, setEffort],
          ['impact', impact, setImpact],
        ] as const
      ).map(([rating, value, set]) => (
        <label key={rating} className="space-y-1" htmlFor={`${id}-${rating}`}>
          <span className="block font-medium">{t(`review.${rating}`)}</span>
          <select
            id={`${id}-${rating}`}
            value={value}
            onChange={(event) => set(Number(event.target.value))}
            className={selectClass}
          >
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {rating}
              </option>
            ))}
          </select>
        </label>
      ))}
      <Button type="submit" size="sm">
        {t('review.saveRatings')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {t('review.cancel')}
      </Button>
    </form>
  );
}
