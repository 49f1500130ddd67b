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
import { t as translate, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

const PLACEHOLDERS = [
  'workflow.goalPlaceholder1',
  'workflow.goalPlaceholder2',
  'workflow.goalPlaceholder3',
] as const;
const STEP = STEPS[0];
const GOALS_LIST = 'goals';

function validateGoals(drafts: readonly Draft[]) {
  const rows = rowErrors(drafts, TITLE_REQUIRED.goal);
  const lists = new Map<string, string>();
  if (needsListError(drafts, rows)) lists.set(GOALS_LIST, translate('workflow.goalRequired'));
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
  const t = useT();
  const { outcome } = useCurrentOutcome();
  const form = useDraftForm({
    plan: outcomes,
    initial: () => (outcomes.goals.length > 0 ? outcomes.goals.map(savedDraft) : [emptyDraft()]),
    validate: validateGoals,
    save: useSaveGoals(outcome?.id),
    messages: { fallback: SAVE_GOALS_FAILED, success: t('workflow.goalsSaved') },
    step: STEP,
    holdRemovals: useGoalRemovalUndo(),
  });

  return (
    <StepFrame
      step={STEP}
      title={t('workflow.goalsTitle')}
      description={t('workflow.goalsDescription')}
    >
      {outcomes.goals.length === 0 && <SamplePlanOffer onFilled={onSampleFilled} />}
      <form noValidate onSubmit={form.submit} className="space-y-6">
        <div className="rounded-lg border border-border bg-card p-4 shadow-card sm:p-6">
          <TitleRows
            form={form}
            drafts={form.drafts}
            listKey={GOALS_LIST}
            label={(n) => t('workflow.goalN', { n })}
            placeholder={(n) => t(PLACEHOLDERS[(n - 1) % PLACEHOLDERS.length]!)}
            removeLabel={(n) => t('workflow.removeGoalN', { n })}
            addLabel={t('workflow.addGoal')}
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
