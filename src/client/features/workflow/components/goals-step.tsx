import { useState } from 'react';
import { LIMIT_MESSAGES, MAX_GOALS_PER_OUTCOME } from '#shared/limits';
import type { Outcomes } from '#shared/schemas';
import { TITLE_REQUIRED } from '#shared/titles';
import { GoalMeasureLine } from '#client/components/goal-progress/goal-measure-line.tsx';
import { useCurrentOutcome } from '#client/plan/current-outcome.ts';
import { SAVE_GOALS_FAILED, useSaveGoals } from '#client/plan/goals.ts';
import type { Draft } from '#client/plan/save-rows.ts';
import { STEPS } from '../steps.ts';
import { ContinueButton, StepActions, StepFrame } from './step-frame.tsx';
import { RemovedGoalsNote, useGoalRemovalUndo } from './goal-removal.tsx';
import { SamplePlanOffer } from './sample-plan-offer.tsx';
import { TitleRows } from './title-rows.tsx';
import { UnsavedNote } from './unsaved-note.tsx';
import {
  emptyDraft,
  needsListError,
  rowErrors,
  savedDraft,
  useDraftForm,
} from './use-draft-form.ts';

const PLACEHOLDERS = [
  'e.g. Sleep 8 hours a night',
  'e.g. Finish my first triathlon',
  'e.g. Better work-life balance',
];
const STEP = STEPS[0];
const GOALS_LIST = 'goals';

function validateGoals(drafts: readonly Draft[]) {
  const rows = rowErrors(drafts, TITLE_REQUIRED.goal);
  const lists = new Map<string, string>();
  if (needsListError(drafts, rows)) lists.set(GOALS_LIST, 'At least one goal is required');
  return { rows, lists };
}

/** Step 1: the goals, one title per row; the saved ones editable (docs/decisions/005-saved-goals-and-tactics-are-editable.md). */
export function GoalsStep({ outcomes }: { outcomes: Outcomes }) {
  // The sample plan arrives as saved goals: once they are here, the form starts again from them.
  const [sampleAsked, setSampleAsked] = useState(false);
  const filled = sampleAsked && outcomes.goals.length > 0;
  return (
    <GoalsForm
      key={filled ? 'sample' : 'own'}
      outcomes={outcomes}
      onSampleFilled={() => setSampleAsked(true)}
    />
  );
}

function GoalsForm({
  outcomes,
  onSampleFilled,
}: {
  outcomes: Outcomes;
  onSampleFilled: () => void;
}) {
  const { outcome } = useCurrentOutcome();
  const form = useDraftForm({
    initial: () => (outcomes.goals.length > 0 ? outcomes.goals.map(savedDraft) : [emptyDraft()]),
    validate: validateGoals,
    save: useSaveGoals(outcome?.id),
    messages: { fallback: SAVE_GOALS_FAILED, success: 'Your goals have been saved.' },
    step: STEP,
    holdRemovals: useGoalRemovalUndo(),
  });

  return (
    <StepFrame
      step={STEP}
      title="What goals/outcomes do you want to achieve?"
      description="Try to be as specific as possible"
    >
      {outcomes.goals.length === 0 && <SamplePlanOffer onFilled={onSampleFilled} />}
      <form noValidate onSubmit={form.submit} className="space-y-6">
        <div className="rounded-lg border border-border bg-card p-4 shadow-card sm:p-6">
          <TitleRows
            form={form}
            drafts={form.drafts}
            listKey={GOALS_LIST}
            label={(n) => `Goal ${n}`}
            placeholder={(n) => PLACEHOLDERS[(n - 1) % PLACEHOLDERS.length]!}
            removeLabel={(n) => `Remove goal ${n}`}
            addLabel="Add Another Goal"
            maxRows={MAX_GOALS_PER_OUTCOME}
            limitMessage={LIMIT_MESSAGES.goals}
            onAdd={() => form.add({})}
            rowExtra={(i) => (
              <GoalMeasureLine goal={outcomes.goals.find((g) => g.id === form.drafts[i]?.id)} />
            )}
          />
          <RemovedGoalsNote outcomes={outcomes} removedIds={form.removedIds} />
        </div>
        <UnsavedNote unsaved={form.unsaved} onDiscard={form.discard} />
        <StepActions step={STEP} pending={form.pending}>
          <ContinueButton pending={form.pending} />
        </StepActions>
      </form>
    </StepFrame>
  );
}
