import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import type { Outcomes } from '#shared/schemas';
import { rankForActionPlan } from '#shared/scoring';
import { OpenResourceLink } from '../../../components/ui/open-resource-link.tsx';
import { TickBox } from '../../../components/ui/tick-box.tsx';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { PrintButton } from '../../../components/ui/print-button.tsx';
import { useSetCompleted } from '../../../plan/completion.ts';
import { planTactics, type PlanTactic } from '../../../plan/plan-tactics.ts';
import { tickedThisVisit } from '../../../plan/ticked-this-visit.ts';
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

const STEP = STEPS[4];

/**
 * Step 5: the open tactics as a checklist, best first; ticks are saved
 * (docs/decisions/006-completion-is-saved.md). What was ticked on this visit stays in place;
 * earlier finished work is in Done (docs/product.md, Goals that finish).
 */
export function ActionPlanStep({ outcomes }: { outcomes: Outcomes }) {
  const all = planTactics(outcomes);
  const ticked = tickedThisVisit();
  const items = rankForActionPlan(planTactics(outcomes, { openOnly: true, alsoKeep: ticked }));
  // Once per ranking, not once per card (docs/decisions/121-long-lists-render-what-is-on-screen.md).
  const notes = cardNotes(items);
  const setCompleted = useSetCompleted();
  const done = all.filter((item) => item.completed).length;
  return (
    <StepFrame
      step={STEP}
      title="Your Action Plan"
      description={<p>Here&apos;s your to-do list!</p>}
    >
      {all.length === 0 ? (
        <EmptyState step={STEPS[1]}>
          Your to-do list fills up once you have brainstormed tactics for your goals.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
            <p role="status" className="text-sm font-medium text-muted-foreground">
              {done} of {all.length} done
            </p>
            <PrintButton />
          </div>
          <PrintedPlan ranked={items} planName={outcomeTitle(outcomes)} />
          <VirtualList
            items={items}
            itemKey={(item) => item.id}
            estimateSize={150}
            gap={12}
            className="print:hidden"
          >
            {(item, index, itemProps) => (
              <li {...itemProps}>
                <ActionItem
                  item={item}
                  onToggle={(completed) => setCompleted.mutate({ id: item.id, completed })}
                  // Each feature of the card adds one line here (scheduling, if-then plans...).
                  extras={
                    <>
                      <ScheduleControl tactic={item} />
                      <OpenResourceLink link={item.link} title={item.title} />
                      <CardInsight tactic={item} index={index} notes={notes} />
                      <TacticSteps tactic={item} />
                      <TacticHistory tactic={item} />
                    </>
                  }
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

/**
 * The outcome these goals belong to names the printed plan; with no goal yet there is none to
 * name, and the paper says "My action plan".
 */
function outcomeTitle(plan: Outcomes): string {
  const outcomeId = plan.goals[0]?.outcomeId;
  return plan.outcomes.find((outcome) => outcome.id === outcomeId)?.title ?? 'My action plan';
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
              'block font-medium break-words',
              item.completed && 'text-muted-foreground line-through',
            )}
          >
            {item.title}
          </span>
          <span className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <GoalBadge title={item.goalTitle} goalIndex={item.goalIndex} />
            <Figure label="Priority Score" value={item.score} strong />
            <Figure label="Impact" value={item.impactShown} />
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
