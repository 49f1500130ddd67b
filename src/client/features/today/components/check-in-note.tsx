import type { LocalDate } from '#shared/schedule';
import type { Tactic } from '#shared/schemas';
import { NoteEditor } from '#client/components/ui/note-editor.tsx';
import { useSetCheckIn } from '#client/plan/schedule.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';

/** The note on today's check-in ("felt great"): shown, added or edited (docs/product.md, Notes). */
export function CheckInNote({ tactic, today }: { tactic: Tactic; today: LocalDate }) {
  const t = useT();
  const setCheckIn = useSetCheckIn();
  const saved = tactic.checkInNotes.find((entry) => entry.date === today)?.note ?? null;
  return (
    <NoteEditor
      saved={saved}
      label={t('today.checkInNoteLabel', { title: tactic.title })}
      visibleLabel={t('today.checkInNote')}
      onSave={(note) => setCheckIn.mutate({ id: tactic.id, date: today, checkedIn: true, note })}
      formClassName="flex w-full flex-wrap gap-2"
      closed={(button) => (
        <p className="flex w-full flex-wrap items-center gap-2 text-sm">
          {saved && <span>{t('today.noteSaved', { note: saved })}</span>}
          {button}
        </p>
      )}
    />
  );
}
