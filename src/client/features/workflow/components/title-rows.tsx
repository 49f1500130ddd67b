import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { TITLE_MAX_LENGTH } from '#shared/limits';
import { Button } from '#client/components/ui/button.tsx';
import type { Draft } from '#client/plan/save-rows.ts';
import { draftInputId, type Validation } from './use-draft-form.ts';
import { textFieldClass } from '#client/components/ui/text-field.ts';
import { checkWords } from '#client/lib/check-words.ts';

/** What the rows need from their form (see useDraftForm). */
export interface RowsForm {
  idPrefix: string;
  errors: Validation;
  /** The row just added, whose input takes focus. */
  addedKey?: string | undefined;
  pending: boolean;
  change: (key: string, title: string) => void;
  remove: (key: string) => void;
}

export interface TitleRowsProps {
  form: RowsForm;
  drafts: readonly Draft[];
  /** The key of this list's own error ('At least one ... is required') in `form.errors.lists`. */
  listKey: string;
  /** The visible label of row `n` (1-based). */
  label: (n: number) => ReactNode;
  placeholder: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: ReactNode;
  onAdd: () => void;
  /** At this many rows no more can be added; `limitMessage` says why. */
  maxRows: number;
  limitMessage: string;
  /** Anything shown under row `index`'s input, e.g. a tactic's Open resource link. */
  rowExtra?: (index: number) => ReactNode;
}

/** Labelled title inputs, one per row, with remove buttons (from two rows up) and an add button. */
export function TitleRows(props: TitleRowsProps) {
  const { form, drafts } = props;
  const { idPrefix, pending: readOnly } = form;
  const errors = form.errors.rows;
  const listError = form.errors.lists.get(props.listKey);
  const removable = drafts.length > 1;
  const canAdd = drafts.length < props.maxRows;

  function remove(index: number, key: string) {
    // Focus stays in the list: on the row before, or the one after when the first goes.
    const neighbour = drafts[index === 0 ? 1 : index - 1];
    form.remove(key);
    if (neighbour) document.getElementById(draftInputId(idPrefix, neighbour.key))?.focus();
  }

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {drafts.map((draft, index) => {
          const n = index + 1;
          const inputId = draftInputId(idPrefix, draft.key);
          const error = errors.get(draft.key);
          const errorId = `${inputId}-error`;
          return (
            <li key={draft.key} className="space-y-1">
              <label htmlFor={inputId} className="block text-sm font-medium">
                {props.label(n)}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={inputId}
                  type="text"
                  value={draft.title}
                  onChange={(event) => form.change(draft.key, event.target.value)}
                  placeholder={props.placeholder(n)}
                  maxLength={TITLE_MAX_LENGTH}
                  readOnly={readOnly}
                  autoFocus={draft.key === form.addedKey}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className={textFieldClass(Boolean(error))}
                />
                {removable && (
                  <Button
                    variant="destructive"
                    size="icon"
                    className="shrink-0"
                    aria-label={props.removeLabel(n)}
                    disabled={readOnly}
                    onClick={() => remove(index, draft.key)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                )}
              </div>
              {error && (
                <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                  {checkWords(error)}
                </p>
              )}
              {props.rowExtra?.(index)}
            </li>
          );
        })}
      </ol>
      <Button variant="outline" onClick={props.onAdd} disabled={readOnly || !canAdd}>
        <Plus aria-hidden className="size-4" />
        {props.addLabel}
      </Button>
      {!canAdd && <p className="text-sm text-muted-foreground">{checkWords(props.limitMessage)}</p>}
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
    </div>
  );
}
