import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Outcomes, UpdateTactic } from '#shared/schemas';
import { toastError } from '../components/ui/toast-store.ts';
import { saveErrorMessage } from './error-message.ts';
import { invalidateOutcomes, OUTCOMES_KEY } from './outcomes.ts';
import { updateTactic } from './tactics.ts';

/** Every change made through this hook shares one queue, so the server sees them in click order. */
const PATCH_TACTIC_SCOPE = 'patch-tactic';
const PATCH_TACTIC_KEY = [PATCH_TACTIC_SCOPE] as const;

/** What this hook changes on a tactic: ratings, if-then plan, actual ratings. */
export type TacticPatch = Pick<
  UpdateTactic,
  'effort' | 'impact' | 'plan' | 'actualEffort' | 'actualImpact'
>;

function patchInCache(queryClient: QueryClient, id: string, patch: TacticPatch) {
  queryClient.setQueryData<Outcomes>(OUTCOMES_KEY, (outcomes) =>
    outcomes
      ? {
          goals: outcomes.goals.map((goal) => ({
            ...goal,
            tactics: goal.tactics.map((tactic) =>
              tactic.id === id ? { ...tactic, ...patch } : tactic,
            ),
          })),
        }
      : outcomes,
  );
}

/**
 * Saves one change to a tactic at once: the screen shows it before the server answers
 * (a matrix move, a plan, how it went). Changes run one after another in the order made; a
 * failure shows an error toast and the plan is fetched again, so the screen returns to what the
 * server has. Once the last change in flight settles, the plan is refetched (docs/product.md, Limits).
 */
export function usePatchTactic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PATCH_TACTIC_KEY,
    scope: { id: PATCH_TACTIC_SCOPE },
    mutationFn: ({ id, patch }: { id: string; patch: TacticPatch }) => updateTactic(id, patch),
    onMutate: async ({ id, patch }) => {
      // A refetch landing now would overwrite the change with what the server had before.
      await queryClient.cancelQueries({ queryKey: OUTCOMES_KEY });
      patchInCache(queryClient, id, patch);
    },
    onError: (error) => toastError(saveErrorMessage(error, 'Failed to update tactic')),
    onSettled: () =>
      queryClient.isMutating({ mutationKey: PATCH_TACTIC_KEY }) === 1
        ? invalidateOutcomes(queryClient)
        : undefined,
  });
}
