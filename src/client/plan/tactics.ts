import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateTactic, Tactic, UpdateTactic } from '#shared/schemas';
import { apiRequest } from '../lib/api.ts';
import { t } from '../lib/i18n.tsx';
import type { Words } from './error-message.ts';
import { isOnline } from '../lib/connection.ts';
import { loadOfflineQueue } from './offline/load.ts';
import { invalidateOutcomes, patchCachedTactics, planKeys } from './outcomes.ts';
import { runAll, type Settled } from './run-all.ts';
import { useSaveRows, type Draft, type RowCalls } from './save-rows.ts';
import 'virtual:messages/offline';
import 'virtual:messages/toasts';

export const SAVE_TACTICS_FAILED: Words = () => t('toasts.saveTacticsFailed');

/** A tactic saved for a goal deleted in another tab or device (docs/product.md, Unsaved changes). */
export const GOAL_GONE: Words = () => t('toasts.goalGone');

/** A tactic row on screen; each carries the goal it belongs to (docs/product.md, Errors). */
export interface TacticDraft extends Draft {
  goalId: string;
  /** Starting ratings sent when the row is first saved, e.g. a tactic idea's suggestion. */
  effort?: number;
  impact?: number;
  /** A saved tactic's link (docs/decisions/017-explore-items-become-tactics.md). */
  link?: string | null;
}

export const createTactic = (body: CreateTactic) =>
  apiRequest<Tactic>('POST', '/api/tactics', body, t('toasts.createTacticFailed'));

export const updateTactic = (id: string, body: UpdateTactic) =>
  apiRequest<Tactic>('PATCH', `/api/tactics/${id}`, body, t('offline.updateTacticFailed'));

export const deleteTactic = (id: string) =>
  apiRequest<void>('DELETE', `/api/tactics/${id}`, undefined, t('offline.deleteTacticFailed'));

const tacticCalls: RowCalls<TacticDraft> = {
  create: ({ goalId, effort, impact }, title, position) =>
    createTactic({
      goalId,
      title,
      position,
      ...(effort !== undefined && { effort }),
      ...(impact !== undefined && { impact }),
    }),
  update: (id, title) => updateTactic(id, { title }),
  remove: deleteTactic,
  listOf: (draft) => draft.goalId,
  gone: GOAL_GONE,
};

export const useSaveTactics = () => useSaveRows(tacticCalls);

/** One tactic's ratings as the sliders show them. */
export interface Rating {
  id: string;
  effort: number;
  impact: number;
}

function setRatingsInCache(queryClient: QueryClient, ratings: readonly Rating[]) {
  const byId = new Map(ratings.map((rating) => [rating.id, rating]));
  patchCachedTactics(queryClient, (tactic) => {
    const rating = byId.get(tactic.id);
    return rating ? { ...tactic, effort: rating.effort, impact: rating.impact } : tactic;
  });
}

/** Offline: the ratings go into the saved plan and the queue, and are sent on reconnecting. */
async function queueRatings(
  queryClient: QueryClient,
  ratings: readonly Rating[],
): Promise<Settled<Tactic>> {
  const { queueWrite } = await loadOfflineQueue();
  await queryClient.cancelQueries({ queryKey: planKeys.all });
  setRatingsInCache(queryClient, ratings);
  for (const { id, effort, impact } of ratings) {
    await queueWrite(queryClient, { kind: 'ratings', id, effort, impact });
  }
  return { results: [], changed: false };
}

/**
 * One PATCH per tactic, in parallel; once any succeeded, waits for the refetched plan. Offline
 * they are queued instead (docs/product.md, Offline).
 */
export function useSaveRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratings: readonly Rating[]) =>
      !isOnline()
        ? queueRatings(queryClient, ratings)
        : runAll(
            ratings.map(
              ({ id, effort, impact }) =>
                () =>
                  updateTactic(id, { effort, impact }),
            ),
          ),
    onSuccess: (result) => (result.changed ? invalidateOutcomes(queryClient) : undefined),
  });
}
