/**
 * What the screen tour (screens.spec.ts) and the keyboard passes (keyboard.spec.ts) share:
 * waiting for a page to settle, axe in both themes, and where focus goes.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect } from './fixtures.ts';

export const SCHEMES = ['light', 'dark'] as const;

/** Waits for entrance animations to finish: axe would measure a fading-in text's contrast. */
export const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

/**
 * axe's findings on the page as it is, in the light theme and then the dark one, keyed by theme
 * (`{}` when there are none). The theme changes without a reload, so both are checked in the same
 * state, and the plan each test builds is built once for both.
 */
export async function axeInBothThemes(page: Page) {
  const found: Partial<
    Record<(typeof SCHEMES)[number], Awaited<ReturnType<typeof axeViolations>>>
  > = {};
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await animationsDone(page); // colours that ease into the new theme
    const violations = await axeViolations(page);
    if (violations.length) found[colorScheme] = violations;
  }
  return found;
}

/** Waits for the page's one h1, and for cosmetic entrance animations to finish. */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading your plan...')).toHaveCount(0);
  await animationsDone(page);
}

/** The element with focus shows a visible indicator: a solid outline at least 2 px wide. */
export async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const style = await locator.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: `${computed.outlineStyle} ${computed.outlineWidth}`,
    };
  });
  expect(style.focusVisible).toBe(true);
  expect(style.outline).toMatch(/^(solid|auto) ([2-9]|\d{2,})(\.\d+)?px$/);
}

/** Presses Tab until `target` has focus (at most `limit` times), returning how many it took. */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
