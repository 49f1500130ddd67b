import { useId, useMemo, useRef } from 'react';
import { LIMIT_MESSAGES, MAX_TACTICS_PER_GOAL } from '#shared/limits';
import type { GoalWithTactics, Outcomes } from '#shared/schemas';
import { TITLE_REQUIRED } from '#shared/titles';
import { needsSave } from '#client/plan/save-rows.ts';
import {
  GOAL_GONE,
  SAVE_TACTICS_FAILED,
  useSaveTactics,
  type TacticDraft,
} from '#client/plan/tactics.ts';
import { GoalMeasureLine } from '#client/components/goal-progress/goal-measure-line.tsx';
import { OpenResourceLink } from '#client/components/ui/open-resource-link.tsx';
import {
  VirtualList,
  WINDOWED_FROM,
  type ListHandle,
} from '#client/components/ui/virtual-list.tsx';
import { STEPS } from '../steps.ts';
import { GoalIdeas } from './goal-ideas.tsx';
import { ContinueButton, EmptyState, StepActions, StepFrame } from './step-frame.tsx';
import { TitleRows } from './title-rows.tsx';
import { UnsavedNote } from './unsaved-note.tsx';
import {
  emptyDraft,
  needsListError,
  rowErrors,
  savedDraft,
  useDraftForm,
} from './use-draft-form.ts';
import { t as translate, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

const STEP = STEPS[1];
const TITLE = 'workflow.tacticsTitle';

/** Each goal's saved tactics, or one empty row for a goal with none (docs/product.md, Errors). */
function initialTactics(outcomes: Outcomes): TacticDraft[] {
  return outcomes.goals.flatMap((goal) =>
    goal.tactics.length > 0
      ? goal.tactics.map((tactic) => ({
          ...savedDraft(tactic),
          goalId: goal.id,
          link: tactic.link,
        }))
      : [{ ...emptyDraft(), goalId: goal.id }],
  );
}

function validateTactics(drafts: readonly TacticDraft[]) {
  const rows = rowErrors(drafts, TITLE_REQUIRED.tactic);
  const lists = new Map<string, string>();
  for (const goalId of new Set(drafts.map((draft) => draft.goalId))) {
    if (
      needsListError(
        drafts.filter((draft) => draft.goalId === goalId),
        rows,
      )
    ) {
      lists.set(goalId, translate('workflow.tacticRequired'));
    }
  }
  return { rows, lists };
}

/** Step 2: tactics for each saved goal, one card per goal. */
export function TacticsStep({ outcomes }: { outcomes: Outcomes }) {
  const t = useT();
  if (outcomes.goals.length === 0) {
    return (
      <StepFrame step={STEP} title={t(TITLE)}>
        <EmptyState step={STEPS[0]}>{t('workflow.tacticsEmpty')}</EmptyState>
        <StepActions step={STEP} />
      </StepFrame>
    );
  }
  return <TacticsForm outcomes={outcomes} />;
}

/** A first guess of a goal card's height with `rows` tactic rows, in px. */
const estimateCard = (rows: number) => 220 + 76 * rows;

function TacticsForm({ outcomes }: { outcomes: Outcomes }) {
  const t = useT();
  const list = useRef<ListHandle>(null);
  const { goals } = outcomes;
  const goalIds = useMemo(() => new Set(goals.map((goal) => goal.id)), [goals]);
  const form = useDraftForm({
    plan: outcomes,
    initial: () => initialTactics(outcomes),
    groupOf: (draft) => draft.goalId,
    // A tactic whose goal was deleted meanwhile (another tab, a kept draft) has nowhere to go.
    applies: (draft) => goalIds.has(draft.goalId),
    validate: validateTactics,
    save: useSaveTactics(),
    messages: { fallback: SAVE_TACTICS_FAILED, success: t('workflow.tacticsSaved') },
    step: STEP,
    // A row with an error may be in a card not on screen: its card is brought up first.
    reveal: (draft) =>
      list.current?.scrollToIndex(goals.findIndex((goal) => goal.id === draft.goalId)),
  });
  // Each goal's rows, grouped once per change rather than filtered for every card and estimate.
  const rowsByGoal = useMemo(() => {
    const groups = new Map<string, TacticDraft[]>();
    for (const draft of form.drafts) {
      const rows = groups.get(draft.goalId);
      if (rows) rows.push(draft);
      else groups.set(draft.goalId, [draft]);
    }
    return groups;
  }, [form.drafts]);
  const rowsOf = (goalId: string) => rowsByGoal.get(goalId) ?? [];

  return (
    <StepFrame step={STEP} title={t(TITLE)} description={t('workflow.tacticsDescription')}>
      <form noValidate onSubmit={form.submit} className="space-y-6">
        {/* A big plan (50 goals of 50 tactics) renders only the cards on screen
            (docs/decisions/121-long-lists-render-what-is-on-screen.md), and none beyond: a card
            of 50 rows is several screens tall, and one more would double the first render. The
            keyboard still finds the next card: the list keeps the focused card's neighbours. */}
        <VirtualList
          items={goals}
          itemKey={(goal) => goal.id}
          estimateSize={(index) => estimateCard(rowsOf(goals[index]!.id).length)}
          gap={24}
          overscan={0}
          windowed={form.drafts.length >= WINDOWED_FROM}
          handle={list}
          aria-label={t('workflow.goals')}
        >
          {(goal, _index, itemProps) => (
            <li key={goal.id} {...itemProps}>
              <GoalCard goal={goal} form={form} drafts={rowsOf(goal.id)} />
            </li>
          )}
        </VirtualList>
        <GoneTactics
          drafts={form.drafts.filter(
            (d) => !goalIds.has(d.goalId) && needsSave(d) && d.title.trim(),
          )}
        />
        <UnsavedNote unsaved={form.unsaved} onDiscard={form.discard} />
        <StepActions step={STEP} pending={form.pending}>
          <ContinueButton pending={form.pending} />
        </StepActions>
      </form>
    </StepFrame>
  );
}

/**
 * Tactics typed for a goal deleted in another tab or device: listed, so nothing typed is lost
 * unseen; Continue saves the rest without them (docs/product.md, Unsaved changes).
 */
function GoneTactics({ drafts }: { drafts: TacticDraft[] }) {
  const t = useT();
  return drafts.length > 0 ? (
    <div className="rounded-md border border-border bg-muted px-4 py-2 text-sm break-words">
      {GOAL_GONE()}
      <ul aria-label={t('workflow.notSaved')} className="list-disc ps-5">
        {drafts.map((draft) => (
          <li key={draft.key}>{draft.title}</li>
        ))}
      </ul>
    </div>
  ) : null;
}

function GoalCard({
  goal,
  form,
  drafts,
}: {
  goal: GoalWithTactics;
  form: ReturnType<typeof useDraftForm<TacticDraft>>;
  drafts: TacticDraft[];
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-border bg-card p-4 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {goal.title}
      </h2>
      <GoalMeasureLine goal={goal} />
      <TitleRows
        form={form}
        drafts={drafts}
        listKey={goal.id}
        label={(n) => (
          <>
            {`${t('workflow.tacticN', { n })} `}
            <span className="sr-only">{t('workflow.forTactic', { title: goal.title })}</span>
          </>
        )}
        placeholder={() => t('workflow.tacticPlaceholder')}
        removeLabel={(n) => t('workflow.removeTacticN', { n, title: goal.title })}
        addLabel={
          <>
            {`${t('workflow.addTactic')} `}
            <span className="sr-only">{t('workflow.forTactic', { title: goal.title })}</span>
          </>
        }
        maxRows={MAX_TACTICS_PER_GOAL}
        limitMessage={LIMIT_MESSAGES.tactics}
        onAdd={() => form.add({ goalId: goal.id })}
        rowExtra={(index) => (
          <OpenResourceLink link={drafts[index]?.link ?? null} title={drafts[index]?.title ?? ''} />
        )}
      />
      <GoalIdeas
        goalTitle={goal.title}
        rowTitles={drafts.map((draft) => draft.title)}
        disabled={form.pending || drafts.length >= MAX_TACTICS_PER_GOAL}
        onAdd={({ title, effort, impact }) =>
          form.add({ goalId: goal.id }, { title, effort, impact })
        }
      />
    </section>
  );
}
