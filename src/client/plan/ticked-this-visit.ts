/**
 * One-off tactics ticked in this browser tab. The action plan keeps them in place, checked and
 * struck through, until the tab is closed, so a slip is undone where it happened; tactics done
 * on an earlier visit wait in the collapsed Done section (docs/product.md, Goals that finish).
 * Kept in sessionStorage, so a reload keeps them in place too.
 */
const STORAGE_KEY = 'momentum.ticked-this-visit';

export function tickedThisVisit(): ReadonlySet<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/** Notes a tick (or untick) made on this visit. */
export function noteTicked(id: string, completed: boolean) {
  const ids = new Set(tickedThisVisit());
  if (completed) ids.add(id);
  else ids.delete(id);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // No session storage: a tick moves to Done at once, which loses nothing.
  }
}
