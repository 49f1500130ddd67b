import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { NOTE_MAX_LENGTH } from '#shared/limits';
import { checkNote } from '#shared/measure-checks';
import { useT } from '#client/lib/i18n.tsx';
import { Button } from './button.tsx';
import { textFieldClass } from './text-field.ts';
import { checkWords } from '#client/lib/check-words.ts';

/**
 * A short note behind a button, "Add a note" or "Edit note" (docs/product.md, Notes). The form
 * opens on the saved text and checks it with the shared note rule; `onSave` gets the checked note,
 * null once it is cleared. `closed` wraps the button while the form is shut, e.g. beside the note.
 */
export function NoteEditor({
  saved,
  label,
  visibleLabel,
  onSave,
  closed = (button) => button,
  buttonClassName,
  formClassName,
}: {
  saved: string | null;
  /** The field's accessible name, naming what the note is about. */
  label: string;
  /** The words shown above the field; the accessible name starts with them (WCAG 2.5.3). */
  visibleLabel?: string;
  onSave: (note: string | null) => void;
  closed?: (button: ReactNode) => ReactNode;
  buttonClassName?: string;
  formClassName?: string;
}) {
  const t = useT();
  const fieldId = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkNote(text);
    if (!parsed.ok) return setError(parsed.message);
    setError(undefined);
    onSave(parsed.value);
    setEditing(false);
  };
  if (!editing) {
    return closed(
      <Button
        variant="ghost"
        size="sm"
        className={buttonClassName}
        onClick={() => {
          setText(saved ?? '');
          setEditing(true);
        }}
      >
        {saved ? t('common.editNote') : t('common.addNote')}
      </Button>,
    );
  }
  return (
    <form onSubmit={submit} className={formClassName} noValidate>
      {visibleLabel && (
        <label htmlFor={fieldId} className="w-full text-sm font-medium">
          {visibleLabel}
        </label>
      )}
      <input
        id={fieldId}
        aria-label={label}
        className={textFieldClass(Boolean(error))}
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="sm">
        {t('common.saveNote')}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {checkWords(error)}
        </p>
      )}
    </form>
  );
}
