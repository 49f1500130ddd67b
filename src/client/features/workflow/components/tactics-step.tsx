import { useId } from 'react';
import { LIMIT_MESSAGES, MAX_TACTICS_PER_GOAL } from '#shared/limits';
import type { GoalWithTactics, Outcomes } from '#shared/schemas';
import { TITLE_REQUIRED } from '#shared/titles';
import { SAVE_TACTICS_FAILED, useSaveTactics, type TacticDraft } from '../../../plan/tactics.ts';
import { GoalMeasureLine } from '../../../components/goal-progress/goal-measure-line.tsx';
import { OpenResourceLink } from '../../../components/ui/open-resource-link.tsx';
import { STEPS } from '../steps.ts';
import { GoalIdeas } from './goal-ideas.tsx';
import { ContinueButton, EmptyState, StepActions, StepFrame } from './step-frame.tsx';
import { TitleRows } from './title-rows.tsx';
import {
  emptyDraft,
  needsListError,
  rowErrors,
  savedDraft,
  useDraftForm,
} from './use-draft-form.ts';

const STEP = STEPS[1];
const TITLE = 'What specific actions will help you achieve each goal?';

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
      lists.set(goalId, 'At least one tactic is required');
    }
  }
  return { rows, lists };
}

/** Step 2: tactics for each saved goal, one card per goal. */
export function TacticsStep({ outcomes }: { outcomes: Outcomes }) {
  if (outcomes.goals.length === 0) {
    return (
      <StepFrame step={STEP} title={TITLE}>
        <EmptyState step={STEPS[0]}>
          Tactics belong to goals, and you have none yet. Set a goal or two first, then come back to
          brainstorm how to reach them.
        </EmptyState>
        <StepActions step={STEP} />
      </StepFrame>
    );
  }
  return <TacticsForm outcomes={outcomes} />;
}

function TacticsForm({ outcomes }: { outcomes: Outcomes }) {
  const form = useDraftForm({
    initial: () => initialTactics(outcomes),
    validate: validateTactics,
    save: useSaveTactics(),
    messages: { fallback: SAVE_TACTICS_FAILED, success: 'Your tactics have been saved.' },
    step: STEP,
  });

  return (
    <StepFrame
      step={STEP}
      title={TITLE}
      description="Brainstorm as many tactics as you can: small, concrete things you can do."
    >
      <form noValidate onSubmit={form.submit} className="space-y-6">
        {outcomes.goals.map((goal) => (
          <GoalCard
            key={goal.id}
            goal={goal}
            form={form}
            drafts={form.drafts.filter((draft) => draft.goalId === goal.id)}
          />
        ))}
        <StepActions step={STEP} pending={form.pending}>
          <ContinueButton pending={form.pending} />
        </StepActions>
      </form>
    </StepFrame>
  );
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
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-border bg-card p-4 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-lg font-semibold break-words">
        {goal.title}
      </h2>
      <GoalMeasureLine goal={goal} />
      <TitleRows
        form={form}
        drafts={drafts}
        listKey={goal.id}
        label={(n) => (
          <>
            {`Tactic ${n} `}
            <span className="sr-only">for {goal.title}</span>
          </>
        )}
        placeholder={() => 'Enter a tactic...'}
        removeLabel={(n) => `Remove tactic ${n} for ${goal.title}`}
        addLabel={
          <>
            {'Add Another Tactic '}
            <span className="sr-only">for {goal.title}</span>
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
