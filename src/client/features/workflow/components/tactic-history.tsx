import { useState, type FormEvent } from 'react';
import { formatDay, localDateOf } from '#shared/schedule';
import { noteSchema, type Tactic } from '#shared/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { textFieldClass } from '../../../components/ui/text-field.ts';
import { useSetCompleted } from '../../../plan/completion.ts';

/**
 * What happened to a tactic: when a one-off was done and its note (which can be added or edited
 * here), and the check-ins of a repeating one with their notes (docs/product.md, "Notes").
 */
export function TacticHistory({ tactic }: { tactic: Tactic }) {
  const notes = new Map(tactic.checkInNotes.map(({ date, note }) => [date, note]));
  const recent = tactic.checkIns.slice(-10).reverse();
  if (!tactic.completed && recent.length === 0) return null;
  return (
    <details className="w-full text-sm">
      <summary className="cursor-pointer py-1 font-medium">History</summary>
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
    </details>
  );
}

function CompletionNote({ tactic }: { tactic: Tactic }) {
  const setCompleted = useSetCompleted();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(tactic.completionNote ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = noteSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setCompleted.mutate({ id: tactic.id, completed: true, completionNote: parsed.data });
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
