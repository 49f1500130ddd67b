/**
 * The plans the bench's browser part imports (POST /api/import, the export file's format): a
 * plan of `tactics` tactics in goals of at most 50, of which one in 30 repeats daily and was
 * checked in every day of the past year, one in 7 is done and one in 10 is due in the next four
 * weeks. At 2,500 tactics (the limits: 50 goals of 50) the file stays under the 1 MB an import
 * may be.
 */
import { MAX_TACTICS_PER_GOAL } from '#shared/limits';

const DAY_MS = 86_400_000;
const localDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export function benchPlan(tactics: number, now = Date.now()) {
  const year = Array.from({ length: 365 }, (_, day) => ({ date: localDate(now - day * DAY_MS) }));
  const goals = Array.from({ length: Math.ceil(tactics / MAX_TACTICS_PER_GOAL) }, (_, g) => ({
    title: `Goal ${g + 1}`,
    tactics: Array.from(
      { length: Math.min(MAX_TACTICS_PER_GOAL, tactics - g * MAX_TACTICS_PER_GOAL) },
      (_, t) => {
        const i = g * MAX_TACTICS_PER_GOAL + t;
        const daily = i % 30 === 0;
        return {
          title: `Tactic ${i + 1}`,
          effort: 1 + (i % 5),
          impact: 1 + ((i * 3) % 5),
          ...(daily ? { repeat: { frequency: 'daily' }, checkIns: year } : {}),
          ...(!daily && i % 7 === 3 ? { completed: true } : {}),
          ...(!daily && i % 10 === 5 ? { dueDate: localDate(now + (i % 28) * DAY_MS) } : {}),
        };
      },
    ),
  }));
  return { version: 1, exportedAt: new Date(now).toISOString(), goals };
}
