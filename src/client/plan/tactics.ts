import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTactic, Tactic, UpdateTactic } from '#shared/schemas';
import { apiRequest } from '../lib/api.ts';
import { invalidateOutcomes } from './outcomes.ts';
import { runAll } from './run-all.ts';
import { useSaveRows, type Draft, type RowCalls } from './save-rows.ts';

export const SAVE_TACTICS_FAILED = 'Failed to save tactics. Please try again.';

/** A tactic row on screen; each carries the goal it belongs to (docs/product.md, Errors). */
export interface TacticDraft extends Draft {
  goalId: string;
}

export const createTactic = (body: CreateTactic) =>
  apiRequest<Tactic>('POST', '/api/tactics', body, 'Failed to create tactic');

export const updateTactic = (id: string, body: UpdateTactic) =>
  apiRequest<Tactic>('PATCH', `/api/tactics/${id}`, body, 'Failed to update tactic');

export const deleteTactic = (id: string) =>
  apiRequest<void>('DELETE', `/api/tactics/${id}`, undefined, 'Failed to delete tactic');

const tacticCalls: RowCalls<TacticDraft> = {
  create: (draft, title) => createTactic({ goalId: draft.goalId, title }),
  update: (id, title) => updateTactic(id, { title }),
  remove: deleteTactic,
};

export const useSaveTactics = () => useSaveRows(tacticCalls);

/** One tactic's ratings as the sliders show them. */
export interface Rating {
  id: string;
  effort: number;
  impact: number;
}

/** One PATCH per tactic, in parallel; once any succeeded, waits for the refetched plan. */
export function useSaveRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratings: readonly Rating[]) =>
      runAll(
        ratings.map(
          ({ id, effort, impact }) =>
            () =>
              updateTactic(id, { effort, impact }),
        ),
      ),
    onSuccess: (result) => (result.changed ? invalidateOutcomes(queryClient) : undefined),
  });
}
