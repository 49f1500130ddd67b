import { useMutation, useQueryClient } from '@tanstack/react-query';
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
}

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
  const removals = await runAll(removedIds.map((id) => () => calls.remove(id).then(() => id)));
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
  return {
    saved,
    removed: removals.results.filter((id) => id !== undefined),
    error: removals.error ?? writes.error,
    changed: removals.changed || writes.changed,
  };
}

/** Saves rows; once anything changed, waits for the refetched plan so the next step shows it. */
export function useSaveRows<D extends Draft>(calls: RowCalls<D>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ drafts, removedIds }: { drafts: readonly D[]; removedIds: readonly string[] }) =>
      saveRows(calls, drafts, removedIds),
    onSuccess: (result) => (result.changed ? invalidateOutcomes(queryClient) : undefined),
  });
}
