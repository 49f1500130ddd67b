import type { LocalDate } from '#shared/schedule';
import type { Tactic } from '#shared/schemas';
import { NoteEditor } from '#client/components/ui/note-editor.tsx';
import { useSetCheckIn } from '#client/plan/schedule.ts';

/** The note on today's check-in ("felt great"): shown, added or edited (docs/product.md, Notes). */
export function CheckInNote({ tactic, today }: { tactic: Tactic; today: LocalDate }) {
  const setCheckIn = useSetCheckIn();
  const saved = tactic.checkInNotes.find((entry) => entry.date === today)?.note ?? null;
  return (
    <NoteEditor
      saved={saved}
      label={`Note on today’s check-in: ${tactic.title}`}
      visibleLabel="Note on today’s check-in"
      onSave={(note) => setCheckIn.mutate({ id: tactic.id, date: today, checkedIn: true, note })}
      formClassName="flex w-full flex-wrap gap-2"
      closed={(button) => (
        <p className="flex w-full flex-wrap items-center gap-2 text-sm">
          {saved && <span>Note: “{saved}”</span>}
          {button}
        </p>
      )}
    />
  );
}
