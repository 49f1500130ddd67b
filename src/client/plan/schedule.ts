import type { LocalDate, Repeat } from '#shared/schedule';
import { useQueuedTacticChange } from './queued-change.ts';

/** A tactic's schedule as the Schedule panel sets it (docs/decisions/013-scheduling.md). */
export interface Schedule {
  dueDate: LocalDate | null;
  repeat: Repeat | null;
}

/**
 * Saves a tactic's due date and repeat; setting a repeat clears "done" (docs/product.md, The API).
 * Offline it waits in the queue (docs/decisions/019-offline.md).
 */
export const useSetSchedule = () =>
  useQueuedTacticChange('schedule', ({ rhythmBefore, ...tactic }, { dueDate, repeat }) => ({
    ...tactic,
    // A read's summary of the check-ins before its window holds for the schedule it was walked
    // by: another one is walked over the window alone until the read comes again.
    ...(rhythmBefore &&
      dueDate === tactic.dueDate &&
      JSON.stringify(repeat) === JSON.stringify(tactic.repeat) && { rhythmBefore }),
    dueDate,
    repeat,
    // As the server does: a new or changed repeat starts now, the same one keeps its start.
    repeatSetAt:
      repeat && JSON.stringify(repeat) === JSON.stringify(tactic.repeat)
        ? tactic.repeatSetAt
        : repeat && new Date().toISOString(),
    ...(repeat && { completed: false, completedAt: null }),
  }));

/** Sets or clears a tactic's reminder time; offline it waits in the queue like the schedule. */
export const useSetRemindAt = () =>
  useQueuedTacticChange('remind-at', (tactic, { remindAt }) => ({ ...tactic, remindAt }));

/**
 * The notes of check-ins unticked in this visit, by tactic and date: the server sets them aside
 * and brings each back when its day is ticked again without a note (docs/product.md, Notes), and
 * the screen shows that at once. The plan itself carries only the notes of check-ins.
 */
const uncheckedNotes = new Map<string, string>();

/** Records (or removes) a repeating tactic's check-in for one local date; twice is still one. */
export const useSetCheckIn = () =>
  useQueuedTacticChange('check-in', (tactic, { date, checkedIn, note }) => {
    const day = `${tactic.id} ${date}`;
    const otherNotes = tactic.checkInNotes.filter((entry) => entry.date !== date);
    const kept = tactic.checkInNotes.find((entry) => entry.date === date)?.note ?? null;
    if (!checkedIn && kept !== null) uncheckedNotes.set(day, kept);
    const dayNote = note === undefined ? (kept ?? uncheckedNotes.get(day) ?? null) : note;
    if (checkedIn) uncheckedNotes.delete(day);
    return {
      ...tactic,
      checkIns: checkedIn
        ? [...new Set([...tactic.checkIns, date])].sort()
        : tactic.checkIns.filter((day) => day !== date),
      checkInNotes:
        checkedIn && dayNote
          ? [...otherNotes, { date, note: dayNote }].sort((a, b) => a.date.localeCompare(b.date))
          : otherNotes,
    };
  });
