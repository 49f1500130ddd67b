/**
 * The plans the bench's browser part and the limits e2e import through POST /api/import, as
 * export files (version 3) a person could have downloaded: a plan of `tactics` tactics in
 * outcomes of 50 goals of 50 tactics at most (the limits: 20 such outcomes, 50,000 tactics).
 * One tactic in 30 repeats daily, at most 100 in the whole plan (at the limits, one in 500), each
 * set a year ago and checked in every day since but today (Today offers its check-in); one in 7 is done and one in 10 is due in the next
 * four weeks. One goal in 10 has a measure with a value logged each month of the past year.
 * A file stays under the 1 MB an import may be: a bigger plan comes as several files, each of
 * whole outcomes, imported one after the other within the import budget (importPlanFiles).
 */
import { EXPORT_VERSION } from '#shared/export-file';
import {
  IMPORTS_PER_MINUTE,
  MAX_ACTIVE_OUTCOMES,
  MAX_GOALS_PER_OUTCOME,
  MAX_IMPORT_BYTES,
  MAX_TACTICS_PER_GOAL,
} from '#shared/limits';

/** The biggest plan the limits allow: 50,000 tactics. */
export const LIMITS_TACTICS = MAX_ACTIVE_OUTCOMES * MAX_GOALS_PER_OUTCOME * MAX_TACTICS_PER_GOAL;
const TACTICS_PER_OUTCOME = MAX_GOALS_PER_OUTCOME * MAX_TACTICS_PER_GOAL;
/** Repeats in the whole plan at most; below 3,000 tactics, one in 30. */
const MAX_REPEATS = 100;
const ONE_REPEAT_IN = 30;

const DAY_MS = 86_400_000;
const DAYS_OF_CHECK_INS = 365;
const utcDate = (time: number) => new Date(time).toISOString().slice(0, 10);

function outcomeOf(first: number, tactics: number, repeatEvery: number, now: number) {
  const year = Array.from({ length: DAYS_OF_CHECK_INS }, (_, day) => ({
    date: utcDate(now - (day + 1) * DAY_MS),
  }));
  const yearAgo = new Date(now - DAYS_OF_CHECK_INS * DAY_MS).toISOString();
  const monthly = Array.from({ length: 12 }, (_, month) => ({
    date: utcDate(now - month * 30 * DAY_MS),
    value: 100 * (12 - month),
  }));
  const goalCount = Math.ceil(tactics / MAX_TACTICS_PER_GOAL);
  const firstGoal = first / MAX_TACTICS_PER_GOAL;
  return {
    title: `Outcome ${first / TACTICS_PER_OUTCOME + 1}`,
    status: 'active',
    goals: Array.from({ length: goalCount }, (_, g) => ({
      title: `Goal ${firstGoal + g + 1}`,
      ...((firstGoal + g) % 10 === 0
        ? {
            measure: { unit: 'USD', start: 0, target: 2_000, direction: 'increase' },
            measurements: monthly,
          }
        : {}),
      tactics: Array.from(
        { length: Math.min(MAX_TACTICS_PER_GOAL, tactics - g * MAX_TACTICS_PER_GOAL) },
        (_, t) => {
          const i = first + g * MAX_TACTICS_PER_GOAL + t;
          const daily = i % repeatEvery === 0;
          return {
            title: `Tactic ${i + 1}`,
            effort: 1 + (i % 5),
            impact: 1 + ((i * 3) % 5),
            ...(daily
              ? { repeat: { frequency: 'daily' }, repeatSetAt: yearAgo, checkIns: year }
              : {}),
            ...(!daily && i % 7 === 3 ? { completed: true } : {}),
            ...(!daily && i % 10 === 5 ? { dueDate: utcDate(now + (i % 28) * DAY_MS) } : {}),
          };
        },
      ),
    })),
  };
}

export type PlanFile = ReturnType<typeof benchPlanFiles>[number];

/** The plan of `tactics` tactics, as export files of whole outcomes, each under 1 MB. */
export function benchPlanFiles(tactics: number, now = Date.now()) {
  const repeatEvery = Math.max(ONE_REPEAT_IN, Math.ceil(tactics / MAX_REPEATS));
  const outcomes = Array.from({ length: Math.ceil(tactics / TACTICS_PER_OUTCOME) }, (_, o) =>
    outcomeOf(
      o * TACTICS_PER_OUTCOME,
      Math.min(TACTICS_PER_OUTCOME, tactics - o * TACTICS_PER_OUTCOME),
      repeatEvery,
      now,
    ),
  );
  const file = (list: typeof outcomes) => ({
    version: EXPORT_VERSION,
    exportedAt: new Date(now).toISOString(),
    outcomes: list,
  });
  const files: Array<ReturnType<typeof file>> = [];
  let batch: typeof outcomes = [];
  for (const outcome of outcomes) {
    if (batch.length && JSON.stringify(file([...batch, outcome])).length > MAX_IMPORT_BYTES) {
      files.push(file(batch));
      batch = [];
    }
    batch.push(outcome);
  }
  files.push(file(batch));
  const tooBig = files.find((each) => JSON.stringify(each).length > MAX_IMPORT_BYTES);
  if (tooBig) throw new Error('One outcome of the bench plan is over the import limit');
  return files;
}

/**
 * Imports `files` for the account `headers` sign in as, one after the other. A 429 (more than
 * IMPORTS_PER_MINUTE imports in a minute) is waited out as its Retry-After says, then sent again.
 * A file of 12,500 tactics takes the server tens of seconds: no timeout shorter than undici's.
 */
export async function importPlanFiles(
  baseUrl: string,
  headers: Record<string, string>,
  files: readonly PlanFile[],
) {
  for (const [index, file] of files.entries()) {
    const body = JSON.stringify(file);
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${baseUrl}/api/import`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      if (response.status === 201) break;
      const text = await response.text();
      if (response.status !== 429 || attempt > IMPORTS_PER_MINUTE) {
        throw new Error(
          `POST /api/import, file ${index + 1} of ${files.length} (${body.length} bytes): ${response.status} ${text}`,
        );
      }
      const seconds = Number(response.headers.get('retry-after') ?? 60);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
}
