import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { MAX_GOALS_PER_OUTCOME } from '#shared/limits';
import type { Outcomes } from '#shared/schemas';
import { toastError } from '#client/components/ui/toast-store.ts';
import { deferGoalRemovals } from '#client/plan/deferred-removals.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import { SAVE_GOALS_FAILED } from '#client/plan/goals.ts';
import type { Draft } from '#client/plan/save-rows.ts';
import { STEPS } from '../steps.ts';
import type { SuccessExtras } from './use-save-and-continue.ts';
import { t as translate, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/**
 * Under the goal rows, before saving: what removing each saved goal also removes (its tactics go
 * with it, docs/product.md, Undo). Goals without tactics need no warning.
 */
export function RemovedGoalsNote({
  outcomes,
  removedIds,
}: {
  outcomes: Outcomes;
  removedIds: readonly string[];
}) {
  const t = useT();
  const removed = outcomes.goals.filter(
    (goal) => removedIds.includes(goal.id) && goal.tactics.length > 0,
  );
  if (removed.length === 0) return null;
  return (
    <ul role="status" className="mt-3 space-y-1 text-sm text-muted-foreground">
      {removed.map((goal) => (
        <li key={goal.id}>
          {t('workflow.removingGoal', { title: goal.title, count: goal.tactics.length })}
        </li>
      ))}
    </ul>
  );
}

/**
 * Step 1's removals wait for the success toast: Undo keeps the goals (and their tactics) and
 * returns to step 1; otherwise they are deleted when the toast goes. When holding them would let
 * the new goals exceed the limit (the server still counts them), they are deleted at once instead.
 */
export function useGoalRemovalUndo() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (drafts: readonly Draft[], removedIds: readonly string[]) => {
    const newGoals = drafts.filter((draft) => draft.id === undefined).length;
    const onServer = drafts.length - newGoals + removedIds.length;
    if (onServer + newGoals > MAX_GOALS_PER_OUTCOME) return undefined;
    return (): SuccessExtras => {
      const removal = deferGoalRemovals(queryClient, removedIds);
      return {
        action: {
          label: translate('workflow.undo'),
          altText: translate('workflow.undoRemovalAlt'),
          run: () => {
            removal.undo();
            navigate(STEPS[0].path);
          },
        },
        onClose: () => {
          void removal.commit().then((error) => {
            if (error) toastError(saveErrorMessage(error, SAVE_GOALS_FAILED));
          });
        },
      };
    };
  };
}
