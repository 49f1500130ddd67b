import { useState, type FormEvent } from 'react';
import { formatDay, localDateOf } from '#shared/schedule';
import { checkNote } from '#shared/measure-checks';
import type { Tactic } from '#shared/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { textFieldClass } from '../../../components/ui/text-field.ts';
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
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(tactic.completionNote ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkNote(text);
    if (!parsed.ok) return setError(parsed.message);
    setCompleted.mutate({ id: tactic.id, completed: true, completionNote: parsed.value });
    setEditing(false);
  };
  if (!editing) {
    return (
      <Button variant="ghost" size="sm" className="ml-2" onClick={() => setEditing(true)}>
        {tactic.completionNote ? 'Edit note' : 'Add a note'}
      </Button>
    );
  }
  return (
    <form onSubmit={submit} className="mt-1 flex flex-wrap gap-2" noValidate>
      <input
        aria-label={`Note on completing ${tactic.title}`}
        className={textFieldClass(Boolean(error))}
        value={text}
        maxLength={280}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="sm">
        Save note
      </Button>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
