import type { IfThenPlan } from '#shared/if-then';
import type { TimeOfDay } from '#shared/reminders';
import type { SaveReview } from '#shared/review';
import type { Measure } from '#shared/measure';
import type { LocalDate, Repeat } from '#shared/schedule';
import type { Step } from '#shared/schemas';
import type { NewWrite } from './queue.ts';
import 'virtual:messages/offline';

/**
 * The changes that may wait for the network (docs/decisions/046-what-waits-for-the-network.md):
 * each one sets an absolute value or is a PUT/DELETE, so sending it twice leaves the server as
 * sending it once. Anything else (creating goals and tactics, deleting other than a review's
 * Drop, Explore links, the account) is sent at once and refused offline with NEEDS_CONNECTION
 * (lib/api.ts).
 */
export type OfflineChange =
  | { kind: 'completed'; id: string; completed: boolean; completionNote?: string | null }
  | { kind: 'ratings'; id: string; effort: number; impact: number }
  | { kind: 'plan'; id: string; plan: IfThenPlan | null }
  | { kind: 'actual-ratings'; id: string; actualEffort: number; actualImpact: number }
  | { kind: 'schedule'; id: string; dueDate: LocalDate | null; repeat: Repeat | null }
  | { kind: 'check-in'; id: string; date: LocalDate; checkedIn: boolean; note?: string | null }
  /** Pauses `from` to `until`, or (paused false) resumes on `from` (docs/decisions/261). */
  | { kind: 'pause'; id: string; paused: boolean; from: LocalDate; until: LocalDate }
  /** Snoozes the reminder of `date` to `until`, or (until null) undoes it (docs/decisions/263). */
  | { kind: 'snooze'; id: string; date: LocalDate; until: string | null }
  | { kind: 'steps'; id: string; steps: Step[] }
  | { kind: 'measure'; goalId: string; measure: Measure | null }
  | {
      kind: 'measurement';
      goalId: string;
      date: LocalDate;
      /** Null removes the day's value. */
      value: number | null;
      note: string | null;
    }
  | { kind: 'remind-at'; id: string; remindAt: TimeOfDay | null }
  | { kind: 'review'; id: string; weekStart: LocalDate; review: SaveReview }
  /** The weekly review's Drop: the tactic is deleted (docs/decisions/160-drop-waits-in-the-queue.md). */
  | { kind: 'drop'; id: string };

/** The queue key of a dropped tactic's DELETE. */
export const DROP_KEY = 'drop';

/** Where a tactic's changes are written (its PATCH, and a Drop's DELETE). */
export const tacticPath = (id: string) => `/api/tactics/${id}`;

/** A PATCH of a tactic that sets the fields `key` names to the absolute values in `body`. */
const patchTactic = (id: string, key: string, body: object): Omit<NewWrite, 'uid'> => ({
  method: 'PATCH',
  path: tacticPath(id),
  body,
  key,
  failure: 'offline.updateTacticFailed',
});

/** The request that makes a change, as the queue keeps and sends it. */
export function requestFor(change: OfflineChange): Omit<NewWrite, 'uid'> {
  switch (change.kind) {
    case 'completed':
      return patchTactic(change.id, 'completed', {
        completed: change.completed,
        ...(change.completionNote !== undefined && { completionNote: change.completionNote }),
      });
    case 'steps':
      // The whole list with ids made here: sending it twice is sending it once.
      return patchTactic(change.id, 'steps', { steps: change.steps });
    case 'measure':
      return {
        method: 'PATCH',
        path: `/api/goals/${change.goalId}`,
        body: { measure: change.measure },
        key: 'measure',
        failure: 'offline.saveMeasureFailed',
      };
    case 'measurement':
      return {
        method: change.value === null ? 'DELETE' : 'PUT',
        path: `/api/goals/${change.goalId}/measurements/${change.date}`,
        ...(change.value !== null && { body: { value: change.value, note: change.note } }),
        key: 'measurement',
        failure: 'offline.saveValueFailed',
      };
    case 'ratings':
      return patchTactic(change.id, 'ratings', { effort: change.effort, impact: change.impact });
    case 'plan':
      return patchTactic(change.id, 'plan', { plan: change.plan });
    case 'actual-ratings':
      return patchTactic(change.id, 'actual-ratings', {
        actualEffort: change.actualEffort,
        actualImpact: change.actualImpact,
      });
    case 'schedule':
      return patchTactic(change.id, 'schedule', { dueDate: change.dueDate, repeat: change.repeat });
    case 'remind-at':
      return patchTactic(change.id, 'remind-at', { remindAt: change.remindAt });
    case 'review':
      // A PUT of the whole review: saving the same week again replaces it.
      return {
        method: 'PUT',
        path: `/api/reviews/${change.weekStart}`,
        body: change.review,
        key: 'review',
        failure: 'offline.saveReviewFailed',
      };
    case 'drop':
      // A second DELETE answers 404: the queue counts that as done (sync.ts, DROP_KEY).
      return {
        method: 'DELETE',
        path: tacticPath(change.id),
        key: DROP_KEY,
        failure: 'offline.deleteTacticFailed',
      };
    case 'pause':
      // A PUT of the days, or a DELETE naming the day resumed on: each the same sent twice.
      return change.paused
        ? {
            method: 'PUT',
            path: `/api/tactics/${change.id}/pause`,
            body: { from: change.from, until: change.until },
            key: 'pause',
            failure: 'offline.pauseFailed',
          }
        : {
            method: 'DELETE',
            path: `/api/tactics/${change.id}/pause/${change.from}`,
            key: 'pause',
            failure: 'offline.resumeFailed',
          };
    case 'snooze':
      // A PUT of the snooze, or its DELETE: each the same sent twice.
      return change.until === null
        ? {
            method: 'DELETE',
            path: `/api/tactics/${change.id}/snooze`,
            key: 'snooze',
            failure: 'offline.undoSnoozeFailed',
          }
        : {
            method: 'PUT',
            path: `/api/tactics/${change.id}/snooze`,
            body: { date: change.date, until: change.until },
            key: 'snooze',
            failure: 'offline.snoozeFailed',
          };
    case 'check-in':
      // One path per day: checking in and out of the same day replace each other in the queue.
      return {
        method: change.checkedIn ? 'PUT' : 'DELETE',
        path: `/api/tactics/${change.id}/check-ins/${change.date}`,
        ...(change.checkedIn && change.note !== undefined && { body: { note: change.note } }),
        key: 'check-in',
        failure: 'offline.saveCheckInFailed',
      };
  }
}
