import { afterEach, beforeEach, expect, vi } from 'vitest';
import { switchLocale } from '#client/lib/i18n.tsx';
import { MESSAGE_ID } from '#test/message-ids.ts';

/**
 * The tests of this file (or `describe` block) run in Spanish and end in English, so the next
 * file starts as the product does (docs/decisions/291-momentum-in-your-language.md); with `now`,
 * on a clock stopped at that local time, so dates and weekdays read the same on every run.
 */
export function inSpanish(now?: Date) {
  beforeEach(async () => {
    if (now) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
    }
    await switchLocale('es');
  });
  afterEach(async () => {
    if (now) vi.useRealTimers();
    await switchLocale('en');
  });
}

/** Texts a person meets besides the visible text: accessible names, tooltips, hints. */
const WORDED_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'aria-valuetext'];

/** Neither the text nor any label, title or placeholder in `container` is a raw message id. */
export function expectNoMessageIds(container: Element = document.body) {
  expect(container.textContent).not.toMatch(MESSAGE_ID);
  for (const element of container.querySelectorAll('*'))
    for (const name of WORDED_ATTRIBUTES)
      expect(element.getAttribute(name) ?? '', name).not.toMatch(MESSAGE_ID);
}
