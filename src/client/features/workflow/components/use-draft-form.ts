import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { Draft, RowsSaved } from '../../../plan/save-rows.ts';
import type { Step } from '../steps.ts';
import { useSaveAndContinue, type SaveMessages } from './use-save-and-continue.ts';

/** The id of a row's input, so a form can move focus to it. */
export const draftInputId = (idPrefix: string, key: string) => `${idPrefix}-${key}`;

/** Moves focus to the input of the first row with an error. */
export function focusFirstError(
  idPrefix: string,
  drafts: readonly Draft[],
  errors: Map<string, string>,
) {
  const first = drafts.find((draft) => errors.has(draft.key));
  if (first) document.getElementById(draftInputId(idPrefix, first.key))?.focus();
}

let lastKey = 0;
const newKey = () => `new-${++lastKey}`;

/** A row for a title the server already has. */
export const savedDraft = (row: { id: string; title: string }): Draft => ({
  key: row.id,
  id: row.id,
  title: row.title,
  savedTitle: row.title,
});

/** An empty row to type into. */
export const emptyDraft = (): Draft => ({ key: newKey(), title: '' });

/** Each row's error under the schema's wording, by row key. */
export function rowErrors(drafts: readonly Draft[], schema: z.ZodType): Map<string, string> {
  const errors = new Map<string, string>();
  for (const draft of drafts) {
    const result = schema.safeParse(draft.title);
    if (!result.success) errors.set(draft.key, result.error.issues[0]?.message ?? 'Invalid');
  }
  return errors;
}

export const hasText = (drafts: readonly Draft[]) => drafts.some((draft) => draft.title.trim());

/**
 * The rows of a title form and the saved rows removed from it. Saved results are merged in by
 * row key, so what the server has keeps its id and a retry sends only the rest (docs/decisions/009-retries-never-duplicate.md).
 */
export function useDrafts<D extends Draft>(initial: () => D[]) {
  const [drafts, setDrafts] = useState(initial);
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  /** The row added last, whose input takes focus when it appears. */
  const [addedKey, setAddedKey] = useState<string>();

  return {
    drafts,
    removedIds,
    addedKey,
    /** Adds an empty row after the last one of its group (the rows sharing `fields`). */
    add: (fields: Omit<D, keyof Draft>) => {
      const draft = { ...fields, ...emptyDraft() } as D;
      const inGroup = (row: D) =>
        Object.entries(fields).every(([name, value]) => row[name as keyof D] === value);
      setDrafts((current) => {
        const at = current.findLastIndex(inGroup) + 1 || current.length;
        return [...current.slice(0, at), draft, ...current.slice(at)];
      });
      setAddedKey(draft.key);
    },
    change: (key: string, title: string) => {
      setDrafts((current) =>
        current.map((draft) => (draft.key === key ? { ...draft, title } : draft)),
      );
    },
    remove: (key: string) => {
      const id = drafts.find((draft) => draft.key === key)?.id;
      if (id !== undefined) setRemovedIds((current) => [...current, id]);
      setDrafts((current) => current.filter((draft) => draft.key !== key));
    },
    applySaved: ({ saved, removed }: RowsSaved) => {
      setDrafts((current) =>
        current.map((draft) => {
          const row = saved.get(draft.key);
          return row ? { ...draft, id: row.id, savedTitle: row.title } : draft;
        }),
      );
      setRemovedIds((current) => current.filter((id) => !removed.includes(id)));
    },
  };
}

/** A form's errors: per row, and per list of rows (a goal's tactics, or all goals). */
export interface Validation {
  rows: Map<string, string>;
  lists: Map<string, string>;
}

const NO_ERRORS: Validation = { rows: new Map(), lists: new Map() };

export interface DraftFormOptions<D extends Draft> {
  initial: () => D[];
  validate: (drafts: readonly D[]) => Validation;
  save: UseMutationResult<
    RowsSaved,
    Error,
    { drafts: readonly D[]; removedIds: readonly string[] }
  >;
  /** The step this form belongs to; Continue goes where the step table says. */
  step: Step;
  messages: SaveMessages;
}

/**
 * A title form (steps 1 and 2): its rows, validation shown from the first Continue on, and
 * Continue saving what is unsaved or changed, then a toast and the next step.
 */
export function useDraftForm<D extends Draft>(options: DraftFormOptions<D>) {
  const rows = useDrafts(options.initial);
  const idPrefix = useId();
  const saveAndContinue = useSaveAndContinue(options.step, options.messages);
  const [submitted, setSubmitted] = useState(false);
  const { save } = options;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setSubmitted(true);
    const found = options.validate(rows.drafts);
    if (found.rows.size > 0 || found.lists.size > 0) {
      focusFirstError(idPrefix, rows.drafts, found.rows);
      return;
    }
    await saveAndContinue(
      () => save.mutateAsync({ drafts: rows.drafts, removedIds: rows.removedIds }),
      rows.applySaved,
    );
  }

  return {
    ...rows,
    idPrefix,
    errors: submitted ? options.validate(rows.drafts) : NO_ERRORS,
    pending: save.isPending,
    submit: (event: FormEvent) => void submit(event),
  };
}
