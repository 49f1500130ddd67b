import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { titleProblem } from '#shared/titles';
import { needsSave, type Draft, type RowsSaved } from '#client/plan/save-rows.ts';
import type { Step } from '../steps.ts';
import {
  useSaveAndContinue,
  type SaveMessages,
  type SuccessExtras,
} from './use-save-and-continue.ts';
import { restoreRows, useKeepDraft, useStepDraft, type RowsDraft } from './use-step-draft.ts';

/** The id of a row's input, so a form can move focus to it. */
export const draftInputId = (idPrefix: string, key: string) => `${idPrefix}-${key}`;

/** Frames to wait for a revealed row to render before giving up on moving focus to it. */
const REVEAL_FRAMES = 10;

/**
 * Moves focus to the input of the first row with an error. A row a windowed list has not
 * rendered is revealed first (`reveal`), and focused once it is on the page.
 */
export function focusFirstError<D extends Draft>(
  idPrefix: string,
  drafts: readonly D[],
  errors: Map<string, string>,
  reveal?: (draft: D) => void,
) {
  const first = drafts.find((draft) => errors.has(draft.key));
  if (!first) return;
  const focus = (framesLeft: number) => {
    const input = document.getElementById(draftInputId(idPrefix, first.key));
    if (input) input.focus();
    else if (framesLeft > 0) requestAnimationFrame(() => focus(framesLeft - 1));
  };
  if (!document.getElementById(draftInputId(idPrefix, first.key))) reveal?.(first);
  focus(REVEAL_FRAMES);
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
export function rowErrors(drafts: readonly Draft[], requiredMessage: string): Map<string, string> {
  const errors = new Map<string, string>();
  for (const draft of drafts) {
    const problem = titleProblem(draft.title, requiredMessage);
    if (problem) errors.set(draft.key, problem);
  }
  return errors;
}

/**
 * Whether the form holds something Continue would save: a new row with text, a changed title, or a
 * saved row removed. An empty new row alone is not worth keeping.
 */
export const hasUnsavedRows = (drafts: readonly Draft[], removedIds: readonly string[]) =>
  removedIds.length > 0 ||
  drafts.some((draft) => needsSave(draft) && (draft.id !== undefined || draft.title.trim() !== ''));

export const hasText = (drafts: readonly Draft[]) => drafts.some((draft) => draft.title.trim());

/**
 * Whether a list needs its own 'At least one ... is required': it has no text, and none of its rows
 * already says so under itself (one empty row shows one message, docs/product.md, Errors).
 */
export const needsListError = (drafts: readonly Draft[], rowErrors: Map<string, string>) =>
  !hasText(drafts) && !drafts.some((draft) => rowErrors.has(draft.key));

/**
 * The rows of a title form and the saved rows removed from it. Saved results are merged in by
 * row key, so what the server has keeps its id and a retry sends only the rest (docs/decisions/009-retries-never-duplicate.md).
 */
export function useDrafts<D extends Draft>(initial: () => RowsDraft<D>) {
  const [start] = useState(initial);
  const [drafts, setDrafts] = useState(start.rows);
  const [removedIds, setRemovedIds] = useState(start.removedIds);
  /** The row added last, whose input takes focus when it appears. */
  const [addedKey, setAddedKey] = useState<string>();

  return {
    drafts,
    removedIds,
    addedKey,
    /**
     * Adds a row after the last one of its group (the rows sharing `fields`): an empty one, or
     * one filled with `filled` (a tactic idea), which takes the place of the group's unsaved
     * empty row if it has one, so that blank row never blocks Continue.
     */
    add: (fields: Omit<D, keyof Draft>, filled?: Partial<D>) => {
      const draft = { ...fields, ...emptyDraft(), ...filled } as D;
      const inGroup = (row: D) =>
        Object.entries(fields).every(([name, value]) => row[name as keyof D] === value);
      setDrafts((current) => {
        const blank = filled
          ? current.findIndex((row) => inGroup(row) && row.id === undefined && !row.title.trim())
          : -1;
        if (blank >= 0) return current.with(blank, draft);
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
    reset: (start: RowsDraft<D>) => {
      setDrafts(start.rows);
      setRemovedIds(start.removedIds);
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
  /** The rows as the saved plan has them: where the form starts when no draft is kept. */
  initial: () => D[];
  /** The plan `initial` reads: a form nothing was typed into starts again when it changes. */
  plan: unknown;
  /** The group a row belongs to (a tactic's goal), where rows saved since a draft are added. */
  groupOf?: (draft: D) => string;
  /** Whether a row still has a place (its goal is still there); one that has none is not saved. */
  applies?: (draft: D) => boolean;
  validate: (drafts: readonly D[]) => Validation;
  save: UseMutationResult<
    RowsSaved,
    Error,
    { drafts: readonly D[]; removedIds: readonly string[] }
  >;
  /** The step this form belongs to; Continue goes where the step table says. */
  step: Step;
  messages: SaveMessages;
  /**
   * Given what is about to be saved, whether removed rows wait for the success toast's Undo (step 1,
   * docs/product.md, Undo): if so, the save leaves them alone and the returned extras hold them.
   */
  holdRemovals?: (
    drafts: readonly D[],
    removedIds: readonly string[],
  ) => (() => SuccessExtras) | undefined;
  /** Brings a row that is not rendered (a windowed list's) on screen, to focus its error. */
  reveal?: (draft: D) => void;
}

/**
 * A title form (steps 1 and 2): its rows, validation shown from the first Continue on, and
 * Continue saving what is unsaved or changed, then a toast and the next step.
 */
export function useDraftForm<D extends Draft>(options: DraftFormOptions<D>) {
  const draft = useStepDraft(options.step);
  const rows = useDrafts<D>(() => {
    const fresh = options.initial();
    return (
      restoreRows(draft.stored, fresh, {
        groupOf: options.groupOf ?? (() => ''),
        applies: options.applies ?? (() => true),
        renew: (row) => ({ ...row, key: emptyDraft().key }),
      }) ?? { rows: fresh, removedIds: [] }
    );
  });
  // A reload puts back the saved copy of the plan, then the server's answer follows
  // (docs/offline.md): a form nothing was typed into and no draft was restored to starts again
  // from the answer. Every edit makes new rows, so the rows it started with say it is untouched.
  const [from, setFrom] = useState([options.plan, !draft.stored && rows.drafts]);
  if (from[0] !== options.plan) {
    const fresh = from[1] === rows.drafts && options.initial();
    setFrom([options.plan, fresh]);
    if (fresh) rows.reset({ rows: fresh, removedIds: [] });
  }
  const unsaved = hasUnsavedRows(rows.drafts, rows.removedIds);
  const kept = useMemo(
    () => ({ rows: rows.drafts, removedIds: rows.removedIds }),
    [rows.drafts, rows.removedIds],
  );
  useKeepDraft(draft, kept, unsaved);
  const idPrefix = useId();
  const saveAndContinue = useSaveAndContinue(options.step, options.messages, draft.forget);
  const [submitted, setSubmitted] = useState(false);
  const { save, applies } = options;
  // Rows whose goal was deleted elsewhere are listed as not saved, never sent (docs/product.md,
  // Unsaved changes).
  const live = applies ? rows.drafts.filter(applies) : rows.drafts;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setSubmitted(true);
    const found = options.validate(live);
    if (found.rows.size > 0 || found.lists.size > 0) {
      focusFirstError(idPrefix, live, found.rows, options.reveal);
      return;
    }
    const held = rows.removedIds.length ? options.holdRemovals?.(live, rows.removedIds) : undefined;
    await saveAndContinue(
      () => save.mutateAsync({ drafts: live, removedIds: held ? [] : rows.removedIds }),
      rows.applySaved,
      held,
    );
  }

  return {
    ...rows,
    idPrefix,
    errors: submitted ? options.validate(live) : NO_ERRORS,
    pending: save.isPending,
    submit: (event: FormEvent) => void submit(event),
    /** Whether the form holds edits Continue would save (kept as the step's draft meanwhile). */
    unsaved,
    /** Drops the edits: the rows are the saved plan's again. */
    discard: () => {
      setSubmitted(false);
      rows.reset({ rows: options.initial(), removedIds: [] });
    },
  };
}
