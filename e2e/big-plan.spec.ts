/**
 * A plan far longer than a screen (Brainstorm, the action plan, the summary, Prioritize and Today render only what is on screen,
 * src/client/components/ui/virtual-list.tsx): every item is reached by scrolling and by the
 * keyboard, and printing shows them all.
 */
import { benchPlanFiles } from '../scripts/lib/bench-plan.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount, expect, openSignedIn, saved, test } from './support/fixtures.ts';

const TACTICS = 200;

/** Signs in a new account whose plan is `plan` (by default the bench's plan of TACTICS tactics, one file). */
async function signInWithBigPlan(
  page: Page,
  request: APIRequestContext,
  plan: object = benchPlanFiles(TACTICS)[0]!,
) {
  const owner = await createAccount({ name: 'Big Planner' });
  const headers = { authorization: `Bearer ${owner.idToken}`, 'firebase-id': owner.uid };
  const profile = await request.post('/api/users', {
    headers,
    data: { email: owner.email, displayName: owner.name },
  });
  expect(profile.ok()).toBe(true);
  const imported = await request.post('/api/import', { headers, data: plan });
  expect(imported.status()).toBe(201);
  await openSignedIn(page, { email: owner.email });
}

/**
 * Where the rendered items of the page's long list overlap, or leave more than `gap` px between
 * them (TanStack Virtual places each item from its measured size, decision 229): none, once
 * shown.
 */
function misplacedItems(page: Page, gap: number) {
  return page.evaluate((gap) => {
    const items = [...document.querySelectorAll('main li[aria-posinset]')]
      .map((item) => ({
        place: Number(item.getAttribute('aria-posinset')),
        box: item.getBoundingClientRect(),
      }))
      .sort((a, b) => a.place - b.place);
    return items.slice(1).flatMap(({ place, box }, index) => {
      const before = items[index]!;
      if (place !== before.place + 1) return [];
      const space = Math.round(box.top - before.box.bottom);
      return space === gap ? [] : [`${space} px between items ${before.place} and ${place}`];
    });
  }, gap);
}

test('a plan of 200 tactics shows what is on screen, scrolls to the last, and prints all', async ({
  page,
  request,
}) => {
  test.slow();
  await signInWithBigPlan(page, request);

  await page.goto('/action-plan');
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const shown = await boxes.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(TACTICS / 2);
  // Each card sits below the one before it, the list's gap apart, whatever its height.
  await expect.poll(() => misplacedItems(page, 12)).toEqual([]);

  // The keyboard moves past the rendered cards: the next ones render as focus reaches them.
  await boxes.first().focus();
  for (let press = 0; press < shown * 4; press++) await page.keyboard.press('Tab');
  const focusedTop = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
  expect(focusedTop).toBeGreaterThanOrEqual(0);
  expect(focusedTop).toBeLessThan(await page.evaluate(() => window.innerHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // The last open tactic of the ranking (done ones are in Done) is there at the end of the page.
  const open = Number(
    await page.locator('main li[aria-setsize]').first().getAttribute('aria-setsize'),
  );
  expect(open).toBeGreaterThan(TACTICS / 2);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator(`main li[aria-posinset="${open}"]`)).toBeVisible();
  await expect.poll(() => misplacedItems(page, 12)).toEqual([]);

  // Printing renders every card, and the screen goes back to the window after.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect.poll(() => boxes.count()).toBeGreaterThanOrEqual(open);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect.poll(() => boxes.count()).toBeLessThan(TACTICS / 2);

  // The summary too: ranks run to the last.
  await page.goto('/summary');
  await expect(page.getByText('#1', { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByText(`#${open}`, { exact: true })).toBeVisible();

  // Prioritize: two sliders a tactic, only for the tactics on screen.
  await page.goto('/evaluate');
  const sliders = page.getByRole('slider');
  await expect(sliders.first()).toBeVisible();
  expect(await sliders.count()).toBeLessThan(TACTICS / 2);
  expect(await page.locator('main li[aria-setsize]').first().getAttribute('aria-setsize')).toBe(
    String(TACTICS),
  );
  // Tab runs from slider to slider past the tactics first rendered, two a tactic, none skipped
  // however fast the presses come (decision 226).
  await sliders.first().focus();
  const rendered = await page.locator('main li[aria-posinset]').count();
  const presses = rendered * 3;
  for (let press = 0; press < presses; press++) await page.keyboard.press('Tab');
  const reached = await page.evaluate(() =>
    Number(document.activeElement!.closest('li[aria-posinset]')?.getAttribute('aria-posinset')),
  );
  expect(reached).toBeGreaterThan(rendered);
  expect(reached).toBe(1 + Math.floor(presses / 2));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // The last tactic (effort 5) is rated by keyboard, and its rating stays when it leaves the screen.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const last = page.locator(`main li[aria-posinset="${TACTICS}"]`);
  const lastEffort = last.getByRole('slider', { name: /^Effort for / });
  await expect(lastEffort).toBeVisible();
  await lastEffort.focus();
  await page.keyboard.press('Home');
  await expect(lastEffort).toHaveAttribute('aria-valuenow', '1');
  // Scrolled away while it has focus, the item stays rendered: the keyboard keeps its place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('main li[aria-posinset="1"]')).toBeVisible();
  await expect(lastEffort).toBeFocused();
  // From there the keyboard goes back to the tactic before it, which only its place beside the
  // focus keeps rendered, and on again: focus is not lost on the way (decision 226).
  const focusedPlace = () =>
    page.evaluate(() =>
      Number(document.activeElement!.closest('li[aria-posinset]')?.getAttribute('aria-posinset')),
    );
  await page.keyboard.press('Shift+Tab');
  await expect.poll(focusedPlace).toBe(TACTICS - 1);
  await page.keyboard.press('Tab');
  await expect(lastEffort).toBeFocused();
  // Once focus moves on, it goes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('main li[aria-posinset="1"]')).toBeVisible();
  await lastEffort.blur();
  await expect(last).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(lastEffort).toHaveAttribute('aria-valuenow', '1');

  // On a phone the windowed list scrolls only down.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expect(page.locator('main li[aria-posinset]').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('Brainstorm renders the goal cards on screen, and Continue takes focus to an error off screen', async ({
  page,
  request,
}) => {
  test.slow();
  await signInWithBigPlan(page, request);
  await page.goto('/tactics');
  const row = (n: number, goal: number) =>
    page.getByRole('textbox', { name: `Tactic ${n} for Goal ${goal}`, exact: true });
  const lastGoal = TACTICS / 50;
  const first = row(1, 1);
  await expect(first).toHaveValue('Tactic 1');
  await expect(row(50, lastGoal)).toHaveCount(0);
  // The windowed list has replaced the plain one shown while its code loaded (the test below
  // types during that change).
  await expect(page.locator('main li[aria-posinset]').first()).toBeAttached();
  // Only the card on screen is rendered: the first, several screens tall.
  await expect(row(1, 2)).toHaveCount(0);

  // The keyboard goes on from the first card's last row into the second card.
  await row(50, 1).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove tactic 50 for Goal 1' })).toBeFocused();
  await page.keyboard.press('Tab'); // the card's last control: Browse ideas in Explore
  await page.keyboard.press('Tab');
  await expect(row(1, 2)).toBeFocused();
  await expect(row(1, 2)).toHaveValue('Tactic 51');
  await page.evaluate(() => window.scrollTo(0, 0));

  // The first tactic emptied is an error. At the end of the page its card is still rendered
  // while it has focus, and goes once focus moves on.
  await first.fill('');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(row(50, lastGoal)).toHaveValue(`Tactic ${TACTICS}`);
  await expect(first).toBeFocused();
  await first.blur();
  await expect(first).toHaveCount(0);

  // Continue brings the error's card back and moves focus to it.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(first).toBeFocused();
  await expect(first).toHaveValue('');
  await expect(page.getByRole('alert').filter({ hasText: 'Tactic is required' })).toBeVisible();
  await expect(row(50, lastGoal)).toHaveCount(0);
});

/** The windowed list's code. */
const WINDOWED_LIST_CODE = /\/assets\/windowed-list-[^/]*\.js$/;

/**
 * Signs in with the big plan and opens `path`, holding the windowed list's code back until the
 * function returned is called: the page shows the plain list meanwhile.
 */
async function openWithListHeld(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(WINDOWED_LIST_CODE, async (route) => {
    await held;
    await route.continue();
  });
  await signInWithBigPlan(page, request);
  await page.goto(path);
  return release;
}

test.describe('while the windowed list loads', () => {
  // The list's code is held back; a service worker would serve it past the test's routes.
  test.use({ serviceWorkers: 'block' });

  test('a field focused before the windowed list arrives keeps focus and what is typed', async ({
    page,
    request,
  }) => {
    test.slow();
    const release = await openWithListHeld(page, request, '/tactics');
    const first = page.getByRole('textbox', { name: 'Tactic 1 for Goal 1', exact: true });
    await expect(first).toHaveValue('Tactic 1');
    await expect(page.locator('main li[aria-posinset]')).toHaveCount(0);

    await first.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' a');
    release();
    await expect(page.locator('main li[aria-posinset]').first()).toBeAttached();
    await expect(first).toBeFocused();
    await page.keyboard.type('nd b');
    await expect(first).toHaveValue('Tactic 1 and b');
  });

  /** A press on the first checkbox: a pointer held down, or Space held on it (it acts on release). */
  const presses = {
    pointer: {
      down: async (page: Page, box: Locator) => {
        const place = (await box.boundingBox())!;
        await page.mouse.move(place.x + place.width / 2, place.y + place.height / 2);
        await page.mouse.down();
      },
      up: (page: Page) => page.mouse.up(),
    },
    Space: {
      down: async (page: Page, box: Locator) => {
        await box.focus();
        await page.keyboard.down(' ');
      },
      up: (page: Page) => page.keyboard.up(' '),
    },
  };
  for (const [way, press] of Object.entries(presses)) {
    test(`a tick pressed (${way}) as the windowed list arrives is saved: the list waits for the release`, async ({
      page,
      request,
    }) => {
      test.slow();
      const release = await openWithListHeld(page, request, '/action-plan');
      const box = page.getByRole('main').getByRole('checkbox').first();
      await expect(box).toHaveAttribute('aria-checked', 'false');
      await expect(page.locator('main li[aria-posinset]')).toHaveCount(0);

      // The press begins on the plain list; the windowed list's code arrives before the release.
      await press.down(page, box);
      const arrived = page.waitForResponse(WINDOWED_LIST_CODE);
      release();
      await (await arrived).finished();
      // Time for the list to take the plain one's place, were it not waiting for the release.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
      await expect(page.locator('main li[aria-posinset]')).toHaveCount(0);
      const tickSaved = saved(page, 'PATCH', /^\/api\/tactics\//, '"completed":true');
      await press.up(page);
      await tickSaved;
      await expect(page.locator('main li[aria-posinset]').first()).toBeAttached();
      await expect(
        page.getByRole('main').getByRole('checkbox', { checked: true }).first(),
      ).toBeVisible();
    });
  }
});

/** Today's long lists: 70 tactics repeating daily and 70 overdue one-offs (goals of 50 at most). */
const DAILY = 70;
const OVERDUE = 70;
function todayPlan() {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
  const local = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const tactics = [
    ...Array.from({ length: DAILY }, (_, i) => ({
      title: `Daily ${i + 1}`,
      effort: 2,
      impact: 4,
      repeat: { frequency: 'daily' },
      checkIns: [{ date: local(day(-1)) }, { date: local(day(-2)) }],
    })),
    ...Array.from({ length: OVERDUE }, (_, i) => ({
      title: `Overdue ${i + 1}`,
      effort: 3,
      impact: 3,
      dueDate: local(day(-3)),
    })),
  ];
  const goals = Array.from({ length: Math.ceil(tactics.length / 50) }, (_, g) => ({
    title: `Goal ${g + 1}`,
    tactics: tactics.slice(g * 50, g * 50 + 50),
  }));
  return { version: 1, exportedAt: new Date().toISOString(), goals };
}

test('Today with 70 daily and 70 overdue tactics renders what is on screen, reaches all and prints all', async ({
  page,
  request,
}) => {
  test.slow();
  await signInWithBigPlan(page, request, todayPlan());
  await page.goto('/today');
  const region = (name: string) => page.getByRole('region', { name });
  const due = region('Due today');
  const repeating = region('Repeating today');
  const comingUp = region('Coming up');

  // Each long list renders a window of its items, each knowing its place in the whole.
  await expect(due.getByRole('checkbox').first()).toBeVisible();
  expect(await due.getByRole('checkbox').count()).toBeLessThan(OVERDUE);
  await expect(due.locator('li[aria-setsize]').first()).toHaveAttribute(
    'aria-setsize',
    String(OVERDUE),
  );

  // The keyboard reaches every item in turn, past the ones first rendered: the overdue list to
  // its last, then on to the repeating tactics' Check in buttons. One press at a time, as a
  // person reads: presses sent faster than the page renders can skip what is not rendered yet.
  await due.getByRole('checkbox').first().focus();
  for (let item = 2; item <= OVERDUE; item++) {
    await page.keyboard.press('Tab');
    await expect(due.getByRole('checkbox', { name: `Overdue ${item}`, exact: true })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(
    repeating.getByRole('button', { name: 'Check in: Daily 1', exact: true }),
  ).toBeFocused();

  // The last repeating tactic checks in, reached by scrolling.
  const lastDaily = repeating.getByRole('button', { name: `Check in: Daily ${DAILY}` });
  await page.evaluate(() => {
    const list = [...document.querySelectorAll('section')]
      .find((section) => section.querySelector('h2')?.textContent === 'Repeating today')!
      .querySelector('ul')!;
    window.scrollTo(0, list.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
  });
  await lastDaily.click();
  await expect(lastDaily).toHaveAttribute('aria-pressed', 'true');

  // Coming up shows its first occurrences until asked for all of them (docs/decisions/253), then
  // a window of them all.
  const week = DAILY * 7;
  await expect(comingUp).toContainText(`8 of ${week} occurrences in the next 7 days`);
  await comingUp.getByRole('button', { name: `Show all ${week} occurrences` }).click();
  await expect(comingUp.locator('li[aria-setsize]').first()).toHaveAttribute(
    'aria-setsize',
    String(week),
  );

  // Coming up, the third list down: wherever it is scrolled to, its rows fill the screen (it
  // knows where it starts though the lists above grew as they were measured), to its last row.
  const comingUpRowAtMiddle = () =>
    page.evaluate(() => {
      const list = [...document.querySelectorAll('section')]
        .find((section) => section.querySelector('h2')?.textContent === 'Coming up')!
        .querySelector('ul')!;
      const { top, bottom } = list.getBoundingClientRect();
      return { top: top + window.scrollY, bottom: bottom + window.scrollY };
    });
  const { top, bottom } = await comingUpRowAtMiddle();
  for (const y of [top + (bottom - top) / 2, bottom - 400]) {
    await page.evaluate((to) => window.scrollTo(0, to - window.innerHeight / 2), y);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Boolean(
            document
              .elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
              ?.closest('li[aria-posinset]'),
          ),
        ),
      )
      .toBe(true);
  }
  await expect(comingUp.locator(`li[aria-posinset="${week}"]`)).toContainText(`Daily ${DAILY}`);

  // Printing renders every row of every list; the screen goes back to the window after.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect.poll(() => comingUp.getByRole('listitem').count()).toBe(week);
  await expect.poll(() => due.getByRole('checkbox').count()).toBe(OVERDUE);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect.poll(() => comingUp.getByRole('listitem').count()).toBeLessThan(week);
});
