/**
 * Keyboard only: the landing page's Tab stops and skip link, the Tab order on a phone, and step 1
 * typed without a mouse. Each stop shows a visible focus indicator.
 */
import { expect, openSignedIn, test } from './support/fixtures.ts';
import { expectVisibleFocus, settle, tabTo } from './support/screens.ts';

test.describe('keyboard only', () => {
  test('Tab reaches the skip link, then every sign-in button on the landing page, each with visible focus', async ({
    page,
  }) => {
    await page.goto('/');
    await settle(page);

    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await page.keyboard.press('Tab');
    await expectVisibleFocus(skip);
    await expect(skip).toBeInViewport();

    const header = page.getByRole('banner').getByRole('button', { name: 'Sign in with Google' });
    const getStarted = page.getByRole('button', { name: 'Get Started with Google' });
    const startJourney = page.getByRole('button', { name: 'Start Your Journey Now' });
    for (const button of [header, getStarted, startJourney]) {
      await tabTo(page, button);
      await expectVisibleFocus(button);
      await expect(button).toBeInViewport();
    }
  });

  test('the skip link moves focus past the top bar', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Get Started with Google' })).toBeFocused();
  });

  test('at 360 px Tab goes skip link, top bar, page, then the bottom tab bar', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openSignedIn(page);
    for (const pathname of ['/', '/account']) {
      await page.goto(pathname);
      await settle(page);
      // Where each Tab stop lands, until focus leaves the bottom bar (or 80 presses).
      const stops: Array<{ where: string; name: string }> = [];
      for (let presses = 0; presses < 80; presses++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const focused = document.activeElement;
          const name = focused?.textContent?.trim() ?? '';
          if (!focused || focused === document.body) return { where: 'nowhere', name };
          if (focused.matches('a[href="#main-content"]')) return { where: 'skip link', name };
          if (focused.closest('nav[aria-label="Main"]')) return { where: 'bottom bar', name };
          if (focused.closest('header')) return { where: 'top bar', name };
          if (focused.closest('#main-content')) return { where: 'page', name };
          return { where: focused.outerHTML.slice(0, 80), name };
        });
        if (stops.at(-1)?.where === 'bottom bar' && stop.where !== 'bottom bar') break;
        stops.push(stop);
      }
      const places = stops.map((stop) => stop.where);
      const order = places.filter((where, index) => where !== places[index - 1]);
      expect(order, `Tab order on ${pathname}`).toEqual([
        'skip link',
        'top bar',
        'page',
        'bottom bar',
      ]);
      expect(places.filter((where) => where === 'page').length, pathname).toBeGreaterThan(1);
      // The bar's four tabs, each reached once, last.
      expect(stops.slice(-4).map((stop) => stop.name)).toEqual([
        'Goals',
        'Today',
        'Explore',
        'Account',
      ]);
      const bar = page.getByRole('navigation', { name: 'Main' });
      expect((await bar.boundingBox())!.y).toBeGreaterThan(700);
    }
  });

  test('step 1 by keyboard: type goals, add a row, Continue', async ({ page }) => {
    await openSignedIn(page);
    await page.goto('/');
    await settle(page);

    const goal1 = page.getByLabel('Goal 1', { exact: true });
    await tabTo(page, goal1);
    await expectVisibleFocus(goal1);
    await page.keyboard.type('Run a 10 km race in the spring');

    const addGoal = page.getByRole('button', { name: 'Add Another Goal' });
    await tabTo(page, addGoal);
    await expectVisibleFocus(addGoal);
    await page.keyboard.press('Enter');

    const goal2 = page.getByLabel('Goal 2', { exact: true });
    if (!(await goal2.evaluate((element) => element === document.activeElement))) {
      await tabTo(page, goal2);
    }
    await page.keyboard.type('Read one book a month');

    const continueButton = page.getByRole('button', { name: 'Continue' });
    await tabTo(page, continueButton);
    await expectVisibleFocus(continueButton);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/tactics$/);
    await expect(page.getByText('Run a 10 km race in the spring').first()).toBeVisible();
    await expect(page.getByText('Read one book a month').first()).toBeVisible();
  });
});
