/** The signed-in page's frame (the shell's), which the skip link and lost focus land on. */
export const MAIN_CONTENT_ID = 'main-content';

/** How long a row may take to leave (its change is saved, then the plan is read again). */
const GIVE_UP_AFTER_MS = 10_000;

/**
 * Keeps a keyboard or screen-reader user's place when a button removes its own row (Mark as
 * achieved, Reopen): once the row has left, focus goes to the same button of the next row, else
 * of the previous one, else to the list's disclosure, else to the page. Without this, focus falls
 * to the document's body. If the row stays (the change was refused), focus is left alone.
 */
export function focusAfterRemoval(button: HTMLElement, sameButton: string) {
  const row = button.closest('li');
  const neighbour = (
    row?.nextElementSibling ?? row?.previousElementSibling
  )?.querySelector<HTMLElement>(sameButton);
  const disclosure = button.closest('details')?.querySelector('summary');
  const startedAt = performance.now();
  const check = () => {
    if (button.isConnected) {
      if (performance.now() - startedAt < GIVE_UP_AFTER_MS) requestAnimationFrame(check);
      return;
    }
    // Nothing else took focus meanwhile (the user may have moved on).
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = [neighbour, disclosure, document.getElementById(MAIN_CONTENT_ID)].find(
      (element) => element?.isConnected,
    );
    target?.focus();
  };
  requestAnimationFrame(check);
}
