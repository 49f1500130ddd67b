import type { LocalDate, Repeat } from '#shared/schedule';
import type { NewWrite } from './queue.ts';

/**
 * The changes that may wait for the network (docs/decisions/046-what-waits-for-the-network.md):
 * each one sets an absolute value or is a PUT/DELETE, so sending it twice leaves the server as
 * sending it once. Anything else (creating goals and tactics, deleting, Explore links, the
 * account) is sent at once and refused offline with NEEDS_CONNECTION (lib/api.ts).
 */
export type OfflineChange =
  | { kind: 'completed'; id: string; completed: boolean }
  | { kind: 'ratings'; id: string; effort: number; impact: number }
  | { kind: 'schedule'; id: string; dueDate: LocalDate | null; repeat: Repeat | null }
  | { kind: 'check-in'; id: string; date: LocalDate; checkedIn: boolean };

const TACTIC_FAILURE = 'Failed to update tactic';
const CHECK_IN_FAILURE = 'Failed to save check-in';

/** The request that makes a change, as the queue keeps and sends it. */
export function requestFor(change: OfflineChange): Omit<NewWrite, 'uid'> {
  const tactic = `/api/tactics/${change.id}`;
  switch (change.kind) {
    case 'completed':
      return {
        method: 'PATCH',
        path: tactic,
        body: { completed: change.completed },
        key: 'completed',
        failure: TACTIC_FAILURE,
      };
    case 'ratings':
      return {
        method: 'PATCH',
        path: tactic,
        body: { effort: change.effort, impact: change.impact },
        key: 'ratings',
        failure: TACTIC_FAILURE,
      };
    case 'schedule':
      return {
        method: 'PATCH',
        path: tactic,
        body: { dueDate: change.dueDate, repeat: change.repeat },
        key: 'schedule',
        failure: TACTIC_FAILURE,
      };
    case 'check-in':
      // One path per day: checking in and out of the same day replace each other in the queue.
      return {
        method: change.checkedIn ? 'PUT' : 'DELETE',
        path: `${tactic}/check-ins/${change.date}`,
        key: 'check-in',
        failure: CHECK_IN_FAILURE,
      };
  }
}
