import { useQueuedTacticChange } from './queued-change.ts';
import { noteTicked } from './ticked-this-visit.ts';

/**
 * Ticks or unticks an action-plan item (docs/decisions/006-completion-is-saved.md). The screen
 * changes at once; the change goes through the offline queue (docs/decisions/019-offline.md), so
 * it is kept while offline and sent on reconnecting.
 */
export const useSetCompleted = () =>
  useQueuedTacticChange('completed', (tactic, { completed, completionNote }) => {
    noteTicked(tactic.id, completed);
    return {
      ...tactic,
      completed,
      completedAt: completed ? new Date().toISOString() : null,
      // Reopening clears the note, as the server does.
      completionNote:
        completionNote !== undefined ? completionNote : completed ? tactic.completionNote : null,
    };
  });

/** The tactic's sub-steps, the whole list at once (ids are made here, so a retry is safe). */
export const useSetSteps = () =>
  useQueuedTacticChange('steps', (tactic, { steps }) => ({ ...tactic, steps }));
