import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTactic, Goal, Tactic } from '#shared/schemas';
import { createGoal } from './goals.ts';
import { invalidateOutcomes } from './outcomes.ts';
import { createTactic } from './tactics.ts';

/** Where an added tactic goes: a saved goal, or a goal to create first under this title (in this outcome). */
export type GoalChoice = { goalId: string } | { newGoalTitle: string; outcomeId?: string };

export interface AddTacticInput {
  goal: GoalChoice;
  /** The tactic, with the id the client made once for it (docs/decisions/009-retries-never-duplicate.md). */
  tactic: Omit<CreateTactic, 'goalId'> & { id: string };
}

/**
 * Adds one tactic from Explore or an idea (docs/decisions/017-explore-items-become-tactics.md),
 * creating its new goal first when one is chosen. `onGoalCreated` hears of that goal at once, so a
 * retry after the tactic failed adds to it instead of creating a second goal; the tactic's own id
 * makes a repeated call answer with the first tactic. The plan is refetched whenever anything was
 * written (docs/product.md, Limits).
 */
export function useAddTactic({ onGoalCreated }: { onGoalCreated?: (goal: Goal) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ goal: choice, tactic }: AddTacticInput): Promise<Tactic> => {
      let goalId: string;
      if ('newGoalTitle' in choice) {
        const goal = await createGoal({
          title: choice.newGoalTitle,
          ...(choice.outcomeId !== undefined && { outcomeId: choice.outcomeId }),
        });
        onGoalCreated?.(goal);
        goalId = goal.id;
      } else {
        goalId = choice.goalId;
      }
      return createTactic({ ...tactic, goalId });
    },
    onSettled: () => invalidateOutcomes(queryClient),
  });
}
