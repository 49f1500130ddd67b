import { useMemo, useSyncExternalStore } from 'react';
import type { Outcome, Outcomes } from '#shared/schemas';
import { useOutcomes } from './outcomes.ts';

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

/**
 * The current outcome and its plan: the outcome chosen on this device, defaulting to the first
 * active one. `plan` holds only its goals; the query's state (loading, error) is the whole plan's.
 */
export function useCurrentOutcome() {
  const chosenId = useSyncExternalStore(subscribe, chosen);
  const query = useOutcomes();
  const outcome = query.data ? currentOutcomeOf(query.data.outcomes, chosenId) : undefined;
  // The same object until the plan or the choice changes, so what is worked out from it once
  // (the action plan's ranking) is not worked out again on every render.
  const plan = useMemo(
    () => (query.data ? planOfOutcome(query.data, outcome) : undefined),
    [query.data, outcome],
  );
  return {
    query,
    /** The outcome last chosen on this device, if any: it changes only when someone switches. */
    chosenId,
    outcome,
    plan,
    choose: chooseOutcome,
  };
}
