import { useState, type FormEvent } from 'react';
import type { LocalDate } from '#shared/schedule';
import { noteSchema, type Tactic } from '#shared/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { textFieldClass } from '../../../components/ui/text-field.ts';
import { useSetCheckIn } from '../../../plan/schedule.ts';

/** The note on today's check-in ("felt great"): shown, added or edited (docs/product.md, Notes). */
export function CheckInNote({ tactic, today }: { tactic: Tactic; today: LocalDate }) {
  const setCheckIn = useSetCheckIn();
  const saved = tactic.checkInNotes.find((entry) => entry.date === today)?.note ?? null;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(saved ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = noteSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setCheckIn.mutate({ id: tactic.id, date: today, checkedIn: true, note: parsed.data });
    setEditing(false);
  };
  if (!editing) {
    return (
      <p className="flex w-full flex-wrap items-center gap-2 text-sm">
        {saved && <span className="break-words">Note: “{saved}”</span>}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setText(saved ?? '');
            setEditing(true);
          }}
        >
          {saved ? 'Edit note' : 'Add a note'}
        </Button>
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="flex w-full flex-wrap gap-2" noValidate>
      <input
        aria-label={`Note on today’s check-in: ${tactic.title}`}
        className={textFieldClass(Boolean(error))}
        value={text}
        maxLength={280}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="sm">
        Save note
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
