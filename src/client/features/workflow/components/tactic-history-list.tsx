import { formatDay, localDateOf } from '#shared/schedule';
import type { Tactic } from '#shared/schemas';
import { NoteEditor } from '../../../components/ui/note-editor.tsx';
import { useSetCompleted } from '../../../plan/completion.ts';

/** The entries of a tactic's history (tactic-history.tsx), loaded when it is first opened. */
export function TacticHistoryList({ tactic }: { tactic: Tactic }) {
  const notes = new Map(tactic.checkInNotes.map(({ date, note }) => [date, note]));
  const recent = tactic.checkIns.slice(-10).reverse();
  return (
    <ul className="mt-1 space-y-1">
      {tactic.completed && (
        <li>
          Done{tactic.completedAt ? ` on ${formatDay(localDateOf(tactic.completedAt))}` : ''}
          {tactic.completionNote && <>: “{tactic.completionNote}”</>}
          <CompletionNote tactic={tactic} />
        </li>
      )}
      {recent.map((date) => (
        <li key={date}>
          Checked in {formatDay(date)}
          {notes.has(date) && <>: “{notes.get(date)}”</>}
        </li>
      ))}
    </ul>
  );
}

function CompletionNote({ tactic }: { tactic: Tactic }) {
  const setCompleted = useSetCompleted();
  return (
    <NoteEditor
      saved={tactic.completionNote}
      label={`Note on completing ${tactic.title}`}
      onSave={(note) =>
        setCompleted.mutate({ id: tactic.id, completed: true, completionNote: note })
      }
      buttonClassName="ml-2"
      formClassName="mt-1 flex flex-wrap gap-2"
    />
  );
}
