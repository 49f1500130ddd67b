import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { memo, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import type { Translate } from '#shared/i18n/catalogue';
import type { Outcomes, Tactic } from '#shared/schemas';
import { rankForActionPlan } from '#shared/scoring';
import { OpenResourceLink } from '#client/components/ui/open-resource-link.tsx';
import { TickBox } from '#client/components/ui/tick-box.tsx';
import { VirtualList } from '#client/components/ui/virtual-list.tsx';
import { PrintButton } from '#client/components/ui/print-button.tsx';
import { afterNextPaint } from '#client/lib/after-paint.ts';
import { useSetCompleted } from '#client/plan/completion.ts';
import { findCachedTactic } from '#client/plan/outcomes.ts';
import { planTactics, type PlanTactic } from '#client/plan/plan-tactics.ts';
import { tickedThisVisit } from '#client/plan/ticked-this-visit.ts';
import { CardInsight, cardNotes } from '../insight/card-insight.tsx';
import { STEPS } from '../steps.ts';
import { DoneSection } from './finish-disclosure.tsx';
import { Figure } from './figure.tsx';
import { GoalBadge } from './goal-badge.tsx';
import { PrintedPlan } from './printed-plan.tsx';
import { ScheduleControl } from './schedule-control.tsx';
import { EmptyState, StepActions, StepFrame } from './step-frame.tsx';
import { TacticHistory } from './tactic-history.tsx';
import { TacticSteps } from './tactic-steps.tsx';
import { currentLocale, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/plan';
import 'virtual:messages/workflow';

const STEP = STEPS[4];

/**
 * Step 5: the open tactics as a checklist, best first; ticks are saved
 * (docs/decisions/006-completion-is-saved.md). What was ticked on this visit stays in place;
 * earlier finished work is in Done (docs/product.md, Goals that finish).
 *
 * A change to a tactic shows at once on its card and in the count, from the plan as it is now;
 * the ranking, the cards' notes and the printed plan are worked out from the plan a moment
 * later, in the background, in slices that let the frame with the tick be painted first
 * (docs/decisions/205-a-tick-paints-first.md).
 */
export function ActionPlanStep({ outcomes }: { outcomes: Outcomes }) {
  const t = useT();
  const locale = currentLocale();
  const ranked = useDeferredValue(outcomes);
  // The tie notes are words: worked out again when the language changes.
  const { items, notes } = useMemo(() => ranking(t, ranked, locale), [t, ranked, locale]);
  const current = useMemo(() => tacticsById(outcomes), [outcomes]);
  // Done answers at once, like the cards (Reopen, How did it go?); a tick is noted before the
  // cache shows it, so the ticks of this visit are read again with each change to the plan.
  const ticked = useMemo(() => tickedThisVisit(), [outcomes]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <StepFrame step={STEP} title={t('plan.title')} description={<p>{t('plan.description')}</p>}>
      {current.size === 0 ? (
        <EmptyState step={STEPS[1]}>{t('plan.empty')}</EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
            <p role="status" className="text-sm font-medium text-muted-foreground">
              {t('plan.doneCount', { done: doneCount(current), total: current.size })}
            </p>
            <PrintButton />
          </div>
          <PrintedPlan ranked={items} planName={outcomeTitle(ranked) ?? t('plan.myActionPlan')} />
          <VirtualList
            items={items}
            itemKey={idOf}
            estimateSize={150}
            gap={12}
            className="print:hidden"
          >
            {(item, index, itemProps) => (
              <li {...itemProps}>
                <ActionCard
                  item={item}
                  tactic={current.get(item.id)}
                  // Its own entries only, so a new ranking renders only the cards it changed.
                  note={notes.tieNotes[index]}
                  offer={notes.offered.has(item.id)}
                />
              </li>
            )}
          </VirtualList>
          <DoneSection outcomes={outcomes} shownAbove={ticked} />
        </>
      )}
      <StepActions step={STEP} />
    </StepFrame>
  );
}

const idOf = (item: PlanTactic) => item.id;

/** The open tactics best first, with what their cards need from the whole ranking. */
function ranking(t: Translate, outcomes: Outcomes, _locale: string) {
  const ticked = tickedThisVisit();
  const items = rankForActionPlan(planTactics(outcomes, { openOnly: true, alsoKeep: ticked }));
  // Once per ranking, not once per card (docs/decisions/121-long-lists-render-what-is-on-screen.md).
  return { items, notes: cardNotes(t, items) };
}

/** Every tactic of the plan by id, as the cache holds it now. */
function tacticsById(outcomes: Outcomes): Map<string, Tactic> {
  const byId = new Map<string, Tactic>();
  for (const goal of outcomes.goals) for (const tactic of goal.tactics) byId.set(tactic.id, tactic);
  return byId;
}

function doneCount(tactics: ReadonlyMap<string, Tactic>): number {
  let done = 0;
  for (const tactic of tactics.values()) if (tactic.completed) done += 1;
  return done;
}

/**
 * One card of the ranking. `tactic` is the tactic as the cache holds it now, which may be newer
 * than the ranking's copy (`item`) for a moment: the card shows it at once. Memoised, so a change
 * to one tactic renders that card alone. A tick shows from the click's own render: the card
 * holds it until the cache shows it too (or the save has settled, if refused at once); the
 * save starts after the frame that shows it (docs/decisions/206-a-tick-saves-after-the-frame.md).
 */
const ActionCard = memo(function ActionCard({
  item,
  tactic,
  note,
  offer,
}: {
  item: PlanTactic;
  tactic: Tactic | undefined;
  note: string | null | undefined;
  offer: boolean;
}) {
  const setCompleted = useSetCompleted();
  const queryClient = useQueryClient();
  const [ticking, setTicking] = useState<{ completed: boolean } | null>(null);
  // Adjusting state during render: the cache now shows the tick itself.
  if (ticking && tactic && tactic.completed === ticking.completed) setTicking(null);
  const latest = useMemo(() => (tactic ? { ...item, ...tactic } : item), [item, tactic]);
  const shown = ticking ? { ...latest, completed: ticking.completed } : latest;
  return (
    <ActionItem
      item={shown}
      onToggle={(completed) => {
        const tick = { completed };
        setTicking(tick);
        // The click renders this card alone; the save, which renders every reader of the plan,
        // follows once the frame that shows the tick is painted (quick ticks keep their order).
        const id = shown.id;
        // A save refused at once leaves the cache as it was: the card shows it again. One the
        // cache holds is shown by the card's tactic as soon as the card gets it.
        const settled = () =>
          setTicking((now) =>
            now === tick && findCachedTactic(queryClient, id)?.completed !== completed ? null : now,
          );
        afterNextPaint(() => setCompleted.mutate({ id, completed }, { onSettled: settled }));
      }}
      // Each feature of the card adds one line here (scheduling, if-then plans...). They follow
      // the cache, not the click: what a tick adds below the card ("How did it go?", History) is
      // laid out in the frame after the one that shows the tick
      // (docs/decisions/230-the-question-follows-the-tick.md).
      extras={
        <>
          <ScheduleControl tactic={latest} />
          <OpenResourceLink link={latest.link} title={latest.title} />
          <CardInsight tactic={latest} note={note} offer={offer} />
          <TacticSteps tactic={latest} />
          <TacticHistory tactic={latest} />
        </>
      }
    />
  );
});

/**
 * The outcome these goals belong to names the printed plan; with no goal yet there is none to
 * name, and the paper says "My action plan".
 */
function outcomeTitle(plan: Outcomes): string | undefined {
  const outcomeId = plan.goals[0]?.outcomeId;
  return plan.outcomes.find((outcome) => outcome.id === outcomeId)?.title;
}

/**
 * The card's main area is the checkbox's label, so a click anywhere on it toggles the item once
 * (a click on the box itself is not passed on again by the label). Buttons and links sit in the
 * card's footer, outside the label: a label may not contain other controls.
 */
function ActionItem({
  item,
  onToggle,
  extras,
}: {
  item: PlanTactic;
  onToggle: (completed: boolean) => void;
  extras?: ReactNode;
}) {
  const t = useT();
  const checkboxId = useId();
  const titleId = useId();
  return (
    <div
      className={clsx(
        'rounded-lg border border-border shadow-card',
        item.completed ? 'bg-muted/60' : 'bg-card',
      )}
    >
      <label
        htmlFor={checkboxId}
        className="flex cursor-pointer items-start gap-4 rounded-lg p-4 transition-colors hover:bg-muted"
      >
        <TickBox
          id={checkboxId}
          checked={item.completed}
          // A repeating tactic is checked in on Today, never done (docs/decisions/013-scheduling.md).
          disabled={item.repeat !== null}
          onCheckedChange={(checked) => onToggle(checked === true)}
          aria-labelledby={titleId}
        />
        <span className="min-w-0 flex-1 space-y-2">
          <span
            id={titleId}
            className={clsx(
              'block font-medium',
              item.completed && 'text-muted-foreground line-through',
            )}
          >
            {item.title}
          </span>
          <span className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <GoalBadge title={item.goalTitle} goalIndex={item.goalIndex} />
            <Figure label={t('plan.priorityScore')} value={item.score} strong />
            <Figure label={t('workflow.impact')} value={item.impactShown} />
          </span>
        </span>
      </label>
      {extras && (
        <div className="flex flex-wrap items-center gap-2 border-t border-border px-4 py-2 empty:hidden">
          {extras}
        </div>
      )}
    </div>
  );
}
