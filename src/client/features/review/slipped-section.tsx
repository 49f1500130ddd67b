import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ratingEstimates, suggestRatings } from '#shared/estimates';
import { RATING_MAX, RATING_MIN } from '#shared/limits';
import { slipped, type Slipped } from '#shared/review';
import { formatDay, type LocalDate } from '#shared/schedule';
import type { Outcomes, Tactic } from '#shared/schemas';
import { ratingOrDefault } from '#shared/scoring';
import { Button } from '#client/components/ui/button.tsx';

import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { deferTacticDrop } from '#client/plan/deferred-removals.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import { useSetRatings } from '#client/plan/patch-tactic.ts';
import { useSetSchedule } from '#client/plan/schedule.ts';
import { useDaySettings } from '#client/plan/day-settings.ts';
import { ReviewSection } from './review-section.tsx';
import { t } from '#client/lib/i18n.tsx';
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
  onReschedule,
}: {
  outcomes: Outcomes;
  today: LocalDate;
  /** Told the tactic as it was, before its new schedule is saved. */
  onReschedule: (tactic: Tactic) => void;
}) {
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const tactics = outcomes.goals.flatMap((goal) => goal.tactics);
  // Learned from done tactics' actual ratings (docs/decisions/016-learning-ratings.md).
  const estimates = ratingEstimates(tactics);
  const { weekStartsOn } = useDaySettings();
  const items = slipped(outcomes.goals, today, weekStartsOn).filter(
    (item) => !kept.has(item.tactic.id),
  );
  return (
    <ReviewSection id="review-slipped" title="What slipped">
      {items.length === 0 ? (
        <p className="text-sm">Nothing slipped. Well done.</p>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <SlippedItem
              key={item.tactic.id}
              item={item}
              today={today}
              suggestion={estimates ? suggestRatings(item.tactic, estimates) : undefined}
              onReschedule={() => onReschedule(item.tactic)}
              onKeep={() => setKept((now) => new Set([...now, item.tactic.id]))}
            />
          ))}
        </ul>
      )}
    </ReviewSection>
  );
}

function SlippedItem({
  item,
  today,
  suggestion,
  onReschedule,
  onKeep,
}: {
  item: Slipped<Tactic>;
  today: LocalDate;
  suggestion: { effort: number; impact: number } | undefined;
  onReschedule: () => void;
  onKeep: () => void;
}) {
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
      title: 'Success',
      description: `${tactic.title} ${item.kind === 'overdue' ? 'is due today' : 'starts again today'}`,
    });
  };
  const drop = () => {
    const removal = deferTacticDrop(queryClient, tactic.id);
    toast({
      title: 'Success',
      description: `${tactic.title} dropped`,
      action: {
        label: 'Undo',
        altText: `Undo: keep ${tactic.title}`,
        run: removal.undo,
      },
      onClose: () => {
        void removal.commit().then((error) => {
          if (error) toastError(saveErrorMessage(error, 'Failed to delete tactic'));
        });
      },
    });
  };
  return (
    <li className="space-y-2 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1">
          <span className="font-medium">{tactic.title}</span>{' '}
          <span className="text-sm text-muted-foreground">
            {item.kind === 'overdue'
              ? `Overdue since ${formatDay(t, item.since, today)}`
              : `Missed ${item.days.map((day) => formatDay(t, day, today)).join(', ')}`}
          </span>
        </span>
        <span className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Reschedule ${tactic.title}: ${item.kind === 'overdue' ? 'due' : 'start again'} today`}
            onClick={reschedule}
          >
            Reschedule
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={rerating}
            aria-label={`Re-rate ${tactic.title}`}
            onClick={() => setRerating((now) => !now)}
          >
            Re-rate
          </Button>
          <Button size="sm" variant="outline" aria-label={`Drop ${tactic.title}`} onClick={drop}>
            Drop
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Keep ${tactic.title} as it is`}
            onClick={onKeep}
          >
            Keep
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
  const id = useId();
  const setRatings = useSetRatings();
  const [effort, setEffort] = useState(suggestion?.effort ?? ratingOrDefault(tactic.effort));
  const [impact, setImpact] = useState(suggestion?.impact ?? ratingOrDefault(tactic.impact));
  return (
    <form
      aria-label={`Ratings of ${tactic.title}`}
      className="flex flex-wrap items-end gap-3 rounded-md bg-muted p-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        setRatings.mutate({ id: tactic.id, effort, impact });
        toast({ title: 'Success', description: `${tactic.title} re-rated` });
        onDone();
      }}
    >
      {suggestion && (
        <p className="w-full">Suggested from how your done tactics went: you can change it.</p>
      )}
      {(
        [
          ['Effort', effort, setEffort],
          ['Impact', impact, setImpact],
        ] as const
      ).map(([label, value, set]) => (
        <label key={label} className="space-y-1" htmlFor={`${id}-${label}`}>
          <span className="block font-medium">{label}</span>
          <select
            id={`${id}-${label}`}
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
        Save ratings
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}
