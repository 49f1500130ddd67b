/**
 * Unsaved edits of the workflow's steps 1 to 3, kept in this browser tab until Continue saves them
 * (docs/product.md, Unsaved changes; docs/decisions/193-unsaved-steps-are-kept-as-drafts.md). One
 * entry per signed-in person, outcome and step, in sessionStorage: it survives moving around the
 * app and a reload, never reaches another tab, and signing out forgets every entry.
 */
const PREFIX = 'momentum.step-draft:';

export interface StepDraftKey {
  uid: string;
  /** The outcome whose goals the step shows; none before the first goal is saved. */
  outcomeId: string | undefined;
  step: number;
}

const storageKey = ({ uid, outcomeId, step }: StepDraftKey) =>
  `${PREFIX}${uid}:${outcomeId ?? 'none'}:${step}`;

/** The draft kept for this step, if any. Its shape is checked by whoever restores it. */
export function readStepDraft(key: StepDraftKey): unknown {
  try {
    const text = sessionStorage.getItem(storageKey(key));
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined; // Storage refused or an unreadable entry: the step starts from the saved plan.
  }
}

/** Keeps `draft` for this step, or forgets the step's draft when `draft` is undefined. */
export function writeStepDraft(key: StepDraftKey, draft: unknown) {
  try {
    if (draft === undefined) sessionStorage.removeItem(storageKey(key));
    else sessionStorage.setItem(storageKey(key), JSON.stringify(draft));
  } catch {
    // Storage refused or full: the edits stay on screen until the step is left, as before.
  }
}

/** How many times every draft was forgotten: a write planned before then is dropped. */
let forgotten = 0;
export const forgetCount = () => forgotten;

/** Forgets the drafts of every person and step (signing out, deleting the account). */
export function forgetStepDrafts() {
  forgotten++;
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing was kept.
  }
}
