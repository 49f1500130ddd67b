import { useEffect, useRef, useState } from 'react';
import { useAuth } from '#client/auth/auth-provider.tsx';
import {
  forgetCount,
  readStepDraft,
  writeStepDraft,
  type StepDraftKey,
} from '#client/lib/step-drafts.ts';
import { useCurrentOutcome } from '#client/plan/current-outcome.ts';
import type { Step } from '../steps.ts';

/**
 * A step's unsaved edits kept as a draft (docs/product.md, Unsaved changes): `stored` is what was
 * kept when the step was last left, read once as the form starts; `forget` drops it once Continue
 * saved. `useKeepDraft` writes the form's state as it changes (Discard changes puts back the saved
 * rows, so the draft goes with them). Without a signed-in person nothing is kept.
 */
export function useStepDraft(step: Step) {
  const auth = useAuth();
  const { outcome } = useCurrentOutcome();
  const key: StepDraftKey | undefined =
    auth.status === 'signedIn'
      ? { uid: auth.user.uid, outcomeId: outcome?.id, step: step.number }
      : undefined;
  const [stored] = useState(() => (key ? readStepDraft(key) : undefined));
  // Once saved or discarded, a last render of the leaving form must not write the draft again.
  const done = useRef(false);
  return {
    key,
    stored,
    done,
    forget: () => {
      done.current = true;
      if (key) writeStepDraft(key, undefined);
    },
  };
}

/** How long a draft waits for the typing to pause before it is written (docs/decisions/212-drafts-are-written-when-typing-pauses.md). */
export const DRAFT_WRITE_DELAY_MS = 300;

/**
 * Keeps `value` as the step's draft while `unsaved`, and no draft otherwise. A big step's draft
 * is a few hundred kilobytes of JSON, so it is written once the changes pause, and at once when
 * the step is left or the page hidden (a tab closed, a reload), so nothing typed is lost.
 */
export function useKeepDraft(
  draft: ReturnType<typeof useStepDraft>,
  value: unknown,
  unsaved: boolean,
) {
  const { done } = draft;
  const { uid, outcomeId, step } = draft.key ?? {};
  // The first goal saved makes the outcome: the draft then moves to it rather than stay behind.
  const writtenTo = useRef<StepDraftKey>(undefined);
  /** The write still waiting, if any. */
  const pending = useRef<() => void>(undefined);
  useEffect(() => {
    pending.current = undefined; // Signed out, or saved: nothing is left to write.
    if (uid === undefined || step === undefined || done.current) return;
    const key = { uid, outcomeId, step };
    if (writtenTo.current && writtenTo.current.outcomeId !== outcomeId)
      writeStepDraft(writtenTo.current, undefined);
    writtenTo.current = key;
    const planned = forgetCount();
    const write = (pending.current = () => {
      pending.current = undefined;
      // Saved meanwhile (Continue dropped the draft), or signed out (every draft forgotten).
      if (!done.current && planned === forgetCount())
        writeStepDraft(key, unsaved ? value : undefined);
    });
    const timer = setTimeout(write, DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [uid, outcomeId, step, done, value, unsaved]);
  useEffect(() => {
    const flush = () => pending.current?.();
    addEventListener('pagehide', flush);
    return () => {
      removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
}

/** The fields a restored row keeps from its draft; the rest come from the saved plan. */
interface DraftRow {
  key: string;
  id?: string;
  title: string;
  savedTitle?: string;
}

const isDraftRow = (row: unknown): row is DraftRow =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as DraftRow).key === 'string' &&
  typeof (row as DraftRow).title === 'string';

/** What steps 1 and 2 keep: their rows and the saved rows removed from them. */
export interface RowsDraft<D> {
  rows: D[];
  removedIds: string[];
}

/**
 * A title form's rows as restored from a draft over the saved plan as it is now. The saved plan
 * wins wherever it changed underneath: a row whose saved goal or tactic is gone is dropped, a row
 * whose saved title changed shows the new title, text typed in a group (`applies`) that is gone
 * is kept (the step lists it as not saved), and rows saved since the draft was kept are added to
 * their group (`groupOf`).
 * `fresh` are the rows the form would start with; `renew` gives a new row a fresh key.
 */
export function restoreRows<D extends DraftRow>(
  stored: unknown,
  fresh: D[],
  options: {
    groupOf: (row: D) => string;
    applies: (row: D) => boolean;
    renew: (row: D) => D;
  },
): RowsDraft<D> | undefined {
  const draft = stored as Partial<RowsDraft<unknown>> | undefined;
  if (!Array.isArray(draft?.rows) || !Array.isArray(draft.removedIds)) return undefined;
  const saved = new Map(fresh.flatMap((row) => (row.id === undefined ? [] : [[row.id, row]])));
  const removedIds = draft.removedIds.filter(
    (id): id is string => typeof id === 'string' && saved.has(id),
  );
  const rows: D[] = [];
  const shown = new Set<string>();
  for (const row of draft.rows.filter(isDraftRow) as D[]) {
    const now = row.id === undefined ? undefined : saved.get(row.id);
    if (!now) {
      // Text typed for a group that is gone stays, to be listed as not saved; so does a new row.
      const typed = row.title.trim() !== '' && row.title.trim() !== row.savedTitle;
      if (options.applies(row) ? row.id === undefined : typed) rows.push(options.renew(row));
      continue;
    }
    if (shown.has(now.id!)) continue;
    shown.add(now.id!);
    rows.push(now.savedTitle === row.savedTitle ? { ...now, title: row.title } : now);
  }
  for (const row of fresh) {
    if (row.id === undefined || shown.has(row.id) || removedIds.includes(row.id)) continue;
    const at = rows.findLastIndex((other) => options.groupOf(other) === options.groupOf(row)) + 1;
    rows.splice(at || rows.length, 0, row);
  }
  // A group left with no row at all starts with the empty row it had before (a tactic's goal).
  for (const row of fresh) {
    if (
      row.id === undefined &&
      !rows.some((other) => options.groupOf(other) === options.groupOf(row))
    )
      rows.push(row);
  }
  return { rows, removedIds };
}
