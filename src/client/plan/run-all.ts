/** What a batch of parallel calls did: each call's result (or undefined where it failed), and the first failure. */
export interface Settled<T> {
  results: Array<T | undefined>;
  error?: unknown;
  /** Whether at least one call succeeded, so the plan on the server changed. */
  changed: boolean;
}

/** Runs every call in parallel and waits for all of them, so one failure never hides another's success. */
export async function runAll<T>(calls: Array<() => Promise<T>>): Promise<Settled<T>> {
  const outcomes = await Promise.allSettled(calls.map((call) => call()));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  return {
    results: outcomes.map((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value : undefined,
    ),
    changed: outcomes.some((outcome) => outcome.status === 'fulfilled'),
    ...(failure && { error: failure.reason as unknown }),
  };
}
