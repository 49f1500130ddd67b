import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';
import type { Words } from './error-message.ts';
import { invalidateOutcomes } from './outcomes.ts';
import { runAll } from './run-all.ts';

/** A title row on screen: `id` and `savedTitle` once the server has it (docs/decisions/005-saved-goals-and-tactics-are-editable.md, 009-retries-never-duplicate.md). */
export interface Draft {
  key: string;
  id?: string;
  title: string;
  savedTitle?: string;
}

/** A row the server does not have yet, or whose title changed since it was saved. */
export const needsSave = (draft: Draft) =>
  draft.id === undefined || draft.title.trim() !== draft.savedTitle;

interface SavedRow {
  id: string;
  title: string;
}

/** The calls that save one kind of row. */
export interface RowCalls<D extends Draft> {
  /** `position`: the row's place among the rows of its list, as typed (docs/product.md, Order kept). */
  create: (draft: D, title: string, position: number) => Promise<SavedRow>;
  update: (id: string, title: string) => Promise<SavedRow>;
  remove: (id: string) => Promise<unknown>;
  /** Which list a row belongs to (a tactic's goal); rows are numbered within their list. */
  listOf?: (draft: D) => string;
  /** What a save says when a row's list or row was deleted elsewhere (a 404), instead of 'Not found'. */
  gone?: Words;
}

/** A 404: the row, or the goal it belongs to, was deleted in another tab or device. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Each row's place in its list, counted in the order the rows stand on screen. */
function positionsInLists<D extends Draft>(calls: RowCalls<D>, drafts: readonly D[]) {
  const counts = new Map<string, number>();
  return new Map(
    drafts.map((draft) => {
      const list = calls.listOf?.(draft) ?? '';
      const position = counts.get(list) ?? 0;
      counts.set(list, position + 1);
      return [draft.key, position];
    }),
  );
}

export interface RowsSaved {
  /** Rows the server now has, by draft key, with their ids and saved titles. */
  saved: Map<string, SavedRow>;
  /** Ids of removed rows that are gone from the server. */
  removed: string[];
  /** The first failure, if any call failed. */
  error?: unknown;
  changed: boolean;
}

/**
 * Saves what is unsaved or changed: removed rows are deleted first (freeing their places under
 * the limits), then new rows are created and changed titles updated, one call per row, in
 * parallel; a new row carries its place on screen, so arrival order does not matter. Every call
 * runs to the end, so a retry after a partial failure resends only the
 * rows that failed (docs/decisions/009-retries-never-duplicate.md).
 */
export async function saveRows<D extends Draft>(
  calls: RowCalls<D>,
  drafts: readonly D[],
  removedIds: readonly string[],
): Promise<RowsSaved> {
  // A row already deleted elsewhere is as removed as this save wanted it.
  const removals = await runAll(
    removedIds.map(
      (id) => () =>
        calls.remove(id).then(
          () => id,
          (error: unknown) => {
            if (isGone(error)) return id;
            throw error;
          },
        ),
    ),
  );
  const pending = drafts.filter(needsSave);
  const positions = positionsInLists(calls, drafts);
  const writes = await runAll(
    pending.map((draft) => () => {
      const title = draft.title.trim();
      return draft.id === undefined
        ? calls.create(draft, title, positions.get(draft.key)!)
        : calls.update(draft.id, title);
    }),
  );
  const saved = new Map<string, SavedRow>();
  pending.forEach((draft, index) => {
    const row = writes.results[index];
    if (row) saved.set(draft.key, { id: row.id, title: row.title });
  });
  const error = removals.error ?? writes.error;
  return {
    saved,
    removed: removals.results.filter((id) => id !== undefined),
    // A goal deleted elsewhere: the message says what was saved (docs/product.md, Unsaved changes).
    error: isGone(error) && calls.gone ? new ApiError(404, calls.gone()) : error,
    changed: removals.changed || writes.changed,
  };
}

/**
 * Saves rows; once anything changed, or a row answered that it or its goal is gone, waits for the
 * refetched plan, so the next step, or this one, shows the plan as it is now.
 */
export function useSaveRows<D extends Draft>(calls: RowCalls<D>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ drafts, removedIds }: { drafts: readonly D[]; removedIds: readonly string[] }) =>
      saveRows(calls, drafts, removedIds),
    onSuccess: (result) =>
      result.changed || isGone(result.error) ? invalidateOutcomes(queryClient) : undefined,
  });
}
