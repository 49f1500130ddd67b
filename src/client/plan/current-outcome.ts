import { useMemo, useState, useSyncExternalStore } from 'react';
import type { Outcome, Outcomes } from '#shared/schemas';
import { useCurrentPlan, useOutcomeList } from './outcomes.ts';

/** The outcome chosen on this device, kept across reloads (docs/product.md, Outcomes). */
const STORAGE_KEY = 'momentum.current-outcome';
const listeners = new Set<() => void>();

function chosen(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // Storage refused (private mode, policy): the first active outcome is current.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes this outcome the current one on this device; the workflow steps then show it. */
export function chooseOutcome(id: string) {
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    return; // Storage refused (private mode, policy): the first active outcome stays current.
  }
  for (const listener of listeners) listener();
}

/** Active outcomes in the order the person keeps them. */
export const activeOutcomes = (outcomes: readonly Outcome[]): Outcome[] =>
  outcomes.filter((outcome) => outcome.status === 'active').sort((a, b) => a.position - b.position);

/** The chosen outcome while it is active; otherwise the first active one (none before any goal). */
export function currentOutcomeOf(
  outcomes: readonly Outcome[],
  chosenId: string | null,
): Outcome | undefined {
  const active = activeOutcomes(outcomes);
  return active.find((outcome) => outcome.id === chosenId) ?? active[0];
}

/** The plan narrowed to one outcome's goals: what the five steps work on. */
export const planOfOutcome = (plan: Outcomes, outcome: Outcome | undefined): Outcomes =>
  outcome ? { ...plan, goals: plan.goals.filter((goal) => goal.outcomeId === outcome.id) } : plan;

/** The outcome last chosen on this device, if any. */
export const useChosenOutcomeId = () => useSyncExternalStore(subscribe, chosen);

/**
 * The current outcome and its plan: the outcome chosen on this device, defaulting to the first
 * active one. Two reads (docs/decisions/250-each-screen-reads-what-it-shows.md): the outcome list
 * picks it, and its own read brings its goals. `plan` holds only its goals; `query` is loading or
 * failed while either read is.
 */
export function useCurrentOutcome() {
  const chosenId = useChosenOutcomeId();
  const list = useOutcomeList();
  const outcome = list.data ? currentOutcomeOf(list.data.outcomes, chosenId) : undefined;
  const current = useCurrentPlan(outcome?.id);
  // The same object until a read or the choice changes, so what is worked out from it once
  // (the action plan's ranking) is not worked out again on every render.
  const read = useMemo<Outcomes | undefined>(
    () =>
      list.data && (!outcome || current.data)
        ? { outcomes: list.data.outcomes, goals: current.data?.goals ?? [] }
        : undefined,
    [list.data, outcome, current.data],
  );
  // While an outcome's read is on its way without a switch (a person's first goal makes their
  // first outcome), the step keeps what it showed, so the rows typed stay.
  const [kept, keep] = useState<{ chosenId: string | null; plan: Outcomes }>();
  if (read && (kept?.plan !== read || kept.chosenId !== chosenId)) keep({ chosenId, plan: read });
  const plan = read ?? (kept?.chosenId === chosenId && !current.isError ? kept.plan : undefined);
  const failed = !outcome || list.isError ? list : current;
  const query = {
    data: plan,
    isPending: plan === undefined && !failed.isError,
    isError: failed.isError,
    error: failed.error,
    refetch: failed.refetch,
  };
  return {
    /** The reads' state: pending until the plan shows, failed when one of them failed. */
    query,
    /** The outcome last chosen on this device, if any: it changes only when someone switches. */
    chosenId,
    outcome,
    plan,
    choose: chooseOutcome,
  };
}
