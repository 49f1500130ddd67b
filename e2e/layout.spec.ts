/**
 * Layout in Chromium: Explore's cards end level in every row (docs/product.md, Explore), no page
 * scrolls sideways at 360 px, and screenshots at 360, 1280 and 1920 px of the landing page, every
 * step with a long plan (6 goals, 20 tactics), Explore and a category, kept as test artifacts.
 */
import type { Page, TestInfo } from '@playwright/test';
import { CATEGORY_IDS } from '../src/shared/categories.ts';
import {
  createAccount,
  createGoalFor,
  expect,
  openSignedIn,
  saved,
  test,
} from './support/fixtures.ts';
import { apiAs } from './support/measured-plan.ts';

const WIDTHS = [360, 1280, 1920];
/** Cards side by side may differ by rounding, never by content. */
const ROW_TOLERANCE_PX = 3;

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading your plan...')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

/**
 * The cards of each visual row (cards that overlap vertically), where a row has two or more: the
 * spread of their tops and of their heights. Grouping by overlap, not by equal tops, so that
 * cards that drift out of line still count as one row.
 */
function cardRows(page: Page) {
  return page.locator('main article').evaluateAll((cards) => {
    const boxes = cards
      .map((card) => card.getBoundingClientRect())
      .map((box) => ({ top: box.top + window.scrollY, height: box.height }))
      .sort((a, b) => a.top - b.top);
    const rows: Array<typeof boxes> = [];
    for (const box of boxes) {
      const row = rows.at(-1);
      if (row && box.top < row[0]!.top + row[0]!.height) row.push(box);
      else rows.push([box]);
    }
    const spread = (values: number[]) => Math.round(Math.max(...values) - Math.min(...values));
    return rows
      .filter((row) => row.length > 1)
      .map((row) => ({
        heights: row.map((box) => Math.round(box.height)),
        topSpread: spread(row.map((box) => box.top)),
        heightSpread: spread(row.map((box) => box.height)),
      }));
  });
}

test('Explore cards in one row share a height on every category page at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page);
  let rowsChecked = 0;
  for (const id of CATEGORY_IDS) {
    await page.goto(`/explore/${id}`);
    await settle(page);
    const rows = await cardRows(page);
    for (const { heights, topSpread, heightSpread } of rows) {
      const where = `cards of heights ${heights.join(', ')} on ${id}`;
      expect.soft(heightSpread, `height spread of ${where}`).toBeLessThanOrEqual(ROW_TOLERANCE_PX);
      expect.soft(topSpread, `top spread of ${where}`).toBeLessThanOrEqual(ROW_TOLERANCE_PX);
    }
    rowsChecked += rows.length;
  }
  // The check means something only if cards do sit side by side.
  expect(rowsChecked).toBeGreaterThan(CATEGORY_IDS.length);
});

const LONG_PLAN = [
  [
    'Sleep 8 hours a night',
    [
      'No screens after 10 pm',
      'Same bedtime every day',
      'Cool, dark bedroom',
      'No coffee after noon',
    ],
  ],
  [
    'Run a half marathon in the spring',
    [
      'Long run on Sundays',
      'Run three times a week',
      'Join the Saturday club run',
      'Stretch for ten minutes daily',
    ],
  ],
  [
    'Better work-life balance',
    [
      'Turn off work notifications after 7 pm',
      'Leave the laptop at the office',
      'Plan one evening out a week',
    ],
  ],
  [
    'Read 20 books this year',
    ['Read 20 pages before bed', 'Carry a book everywhere', 'Join a book club'],
  ],
  [
    'Save for a home deposit',
    [
      'Move 10% of pay to savings on payday',
      'Cook at home on weekdays',
      'Cancel unused subscriptions',
    ],
  ],
  [
    'Learn conversational Spanish',
    [
      'Fifteen minutes of lessons each morning',
      'Weekly call with a tutor',
      'Watch a film in Spanish on Sundays',
    ],
  ],
] as const;

/** A new account with the long plan, saved through the API (ratings spread over 1-5). */
async function seedLongPlan(baseURL: string) {
  const account = await createAccount();
  const headers = {
    authorization: `Bearer ${account.idToken}`,
    'firebase-id': account.uid,
    'content-type': 'application/json',
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(new URL(path, baseURL), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
    return (await response.json()) as { id: string };
  };
  await post('/api/users', { email: account.email, displayName: account.name });
  let n = 0;
  for (const [title, tactics] of LONG_PLAN) {
    const goal = await post('/api/goals', { title });
    for (const tactic of tactics) {
      n++;
      await post('/api/tactics', {
        goalId: goal.id,
        title: tactic,
        effort: (n % 5) + 1,
        impact: ((n * 3) % 5) + 1,
      });
    }
  }
  expect(n).toBe(20);
  return account;
}

test('screenshots at 360, 1280 and 1920 px: landing, every step with a long plan, Explore', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await settle(page);
    await expectNoSidewaysScroll(page, `landing at ${width}`);
    await shoot(page, testInfo, `landing-${width}`);
  }
  const account = await seedLongPlan(baseURL!);
  await openSignedIn(page, { email: account.email });
  const pages = [
    ['step1', '/'],
    ['step2', '/tactics'],
    ['step3', '/evaluate'],
    ['step4', '/summary'],
    ['step5', '/action-plan'],
    ['explore', '/explore'],
    ['category', '/explore/better-sleep'],
  ] as const;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, pathname] of pages) {
      await page.goto(pathname);
      await settle(page);
      await expectNoSidewaysScroll(page, `${pathname} at ${width}`);
      await shoot(page, testInfo, `${name}-${width}`);
    }
  }
});

/** The phone, tablet and desktop widths the layout is checked at, in both themes. */
const LAYOUT_WIDTHS = [320, 360, 768, 1280, 1920];
const THEMES = ['light', 'dark'] as const;

/**
 * Words inside `selector` that the browser split over two lines ("scree ns"): each word's own
 * line boxes, from a Range around it, must share one line.
 */
function brokenWords(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((roots) => {
    const broken: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0 && rect.height > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/**
 * The workflow's steps on Brainstorm Tactics: under 640 px one row of targets at least 44 px
 * square, the current step named beside its circle and the others their circle alone; from 640 px
 * a column of named steps. Either way the current one is marked for screen readers and a step is
 * reached by keyboard.
 */
async function expectStepper(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Goal Workflow' });
  const steps = nav.getByRole('link');
  await expect(steps).toHaveCount(5);
  const current = nav.locator('[aria-current="step"]');
  await expect(current).toHaveAccessibleName('Brainstorm Tactics');
  await expect(steps.nth(0)).toHaveAccessibleName('Set Goals, done');
  const boxes = await Promise.all(
    (await steps.all()).map(async (step) => (await step.boundingBox())!),
  );
  const rows = new Set(boxes.map((box) => Math.round(box.y)));
  if (width < 640) {
    expect(rows.size, `stepper rows at ${width}`).toBe(1);
    for (const box of boxes) {
      expect(box.height, `step height at ${width}`).toBeGreaterThanOrEqual(44);
      expect(box.width, `step width at ${width}`).toBeGreaterThanOrEqual(44);
    }
    // The current step is wider than a circle: its name shows; the others are their circle alone.
    expect(boxes[1]!.width).toBeGreaterThan(boxes[2]!.width + 40);
    expect(boxes[2]!.width, `a step's circle alone at ${width}`).toBeLessThan(56);
    expect(await brokenWords(page, '[data-stepper]'), `stepper words at ${width}`).toEqual([]);
  } else {
    expect(rows.size, `sidebar rows at ${width}`).toBe(5);
  }
  // Each step by keyboard: it becomes the current one, and its name fits whole in its place.
  for (const [index, name] of [
    'Set Goals',
    'Brainstorm Tactics',
    'Prioritize',
    'Summary',
    'Your Action Plan',
  ].entries()) {
    // A step reached from another moves focus to its heading: focus the link after that.
    if (index > 0) await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await steps.nth(index).focus();
    await page.keyboard.press('Enter');
    await expect(nav.locator('[aria-current="step"]')).toHaveAccessibleName(name);
    const fits = await nav
      .locator('[aria-current="step"]')
      .evaluate((link) => link.scrollWidth <= link.clientWidth);
    expect(fits, `${name} fits its step at ${width}`).toBe(true);
    expect(await brokenWords(page, '[data-stepper]'), `${name} at ${width}`).toEqual([]);
  }
}

// A test per width, so that the widths run side by side.
for (const width of LAYOUT_WIDTHS) {
  test(`at ${width} px, light and dark: nothing scrolls sideways and no matrix word breaks`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const owner = await seedLongPlan(baseURL!);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, { email: owner.email });
    const pages = ['/', '/tactics', '/evaluate', '/summary', '/action-plan', '/today', '/explore'];
    /** Each theme on the page as it is: the colour scheme changes without a reload. */
    const inBothThemes = async (check: (where: string) => Promise<void>) => {
      for (const colorScheme of THEMES) {
        await page.emulateMedia({ colorScheme });
        await check(colorScheme);
      }
    };
    await page.goto('/today');
    await settle(page);
    // The activity chart's week labels are whole, not cut short ("26 O…").
    const clipped = await page.getByRole('figure', { name: /^Last 8 weeks/ }).evaluate((figure) =>
      [...figure.querySelectorAll('span')]
        .filter((span) => span.textContent?.trim() && getComputedStyle(span).display !== 'inline')
        .filter((span) => span.scrollWidth > span.clientWidth + 1)
        .map((span) => span.textContent),
    );
    expect(clipped, `chart labels at ${width}`).toEqual([]);
    // The tab bar: at the bottom with Account on phones, in the top bar without it from 640 px.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const account = nav.getByRole('link', { name: 'Account' });
    const box = (await nav.boundingBox())!;
    if (width < 640) {
      expect(box.y + box.height, `bottom bar at ${width}`).toBeGreaterThan(900 - 2);
      await expect(account).toBeVisible();
      for (const tab of await nav.getByRole('link').all())
        expect((await tab.boundingBox())!.height, `tab height at ${width}`).toBeGreaterThanOrEqual(
          44,
        );
      // One tap from anywhere to Today.
      await page.goto('/explore');
      await settle(page);
      await nav.getByRole('link', { name: 'Today' }).click();
      await expect(page).toHaveURL(/\/today$/);
    } else {
      expect(box.y, `top bar at ${width}`).toBeLessThan(64);
      await expect(account).toBeHidden();
    }
    await page.goto('/tactics');
    await settle(page);
    await expectStepper(page, width);
    for (const pathname of [...pages, '/explore/better-sleep']) {
      await page.goto(pathname);
      await settle(page);
      await inBothThemes((theme) =>
        expectNoSidewaysScroll(page, `${pathname} at ${width} (${theme})`),
      );
    }
    // The questions that open over or inside a page: Add to plan's dialog, How did it go?.
    await page.goto('/explore/better-sleep');
    await settle(page);
    await page
      .getByRole('button', { name: /^Add to plan: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add to plan' });
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await inBothThemes((theme) =>
      expectNoSidewaysScroll(page, `Add to plan at ${width} (${theme})`),
    );
    await page.keyboard.press('Escape');
    await page.goto('/action-plan');
    await settle(page);
    const first = page.getByRole('checkbox').first();
    await first.click();
    const asked = page.getByRole('form', { name: /^How did it go\? / });
    await expect(asked).toBeVisible();
    await inBothThemes((theme) =>
      expectNoSidewaysScroll(page, `How did it go? at ${width} (${theme})`),
    );
    await asked.getByRole('button', { name: 'Skip' }).click();
    // Open again, and saved before the page is left: the summary's matrix below counts every
    // open tactic.
    const reopened = saved(page, 'PATCH', /^\/api\/tactics\//, '"completed":false');
    await first.click();
    await expect(first).toHaveAttribute('aria-checked', 'false');
    await reopened;
    await page.goto('/summary');
    await settle(page);
    await page.getByRole('button', { name: 'Matrix', exact: true }).click();
    const matrix = page.getByRole('group', { name: 'Effort and impact matrix' });
    await expect(matrix.getByRole('button')).toHaveCount(20);
    await inBothThemes(async (theme) => {
      await expectNoSidewaysScroll(page, `the matrix at ${width} (${theme})`);
      // Chips and the key under a phone's matrix: every word on one line.
      expect(
        await brokenWords(page, '[aria-label="Effort and impact matrix"], [data-matrix-key]'),
        `words broken in the matrix at ${width} (${theme})`,
      ).toEqual([]);
    });
    // A phone's matrix lists every tactic by rank with its full title; wider screens don't.
    const key = page.locator('[data-matrix-key]');
    if (width < 640) {
      await expect(key.locator('li')).toHaveCount(20);
      await expect(key).toContainText('#1');
    } else await expect(key).toBeHidden();
  });
}

/** A pasted link: one word far wider than a phone. */
const URL_GOAL =
  'Read more at https://www.goodreads.com/user/show/12345678-alice-tester-reading-challenge';
const LONG_WORD_TACTIC =
  'Log every book at goodreads.com/review/list/12345678-alice-tester?shelf=read';

test('a title with a long unbroken word wraps: nothing scrolls sideways at 320 or 360 px', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await createAccount();
  const goalId = await createGoalFor(request, account, URL_GOAL);
  const call = apiAs(request, account);
  const tactic = await call<{ id: string }>('POST', '/api/tactics', {
    goalId,
    title: LONG_WORD_TACTIC,
    effort: 2,
    impact: 4,
  });
  await call('POST', '/api/tactics', { goalId, title: 'Read daily', effort: 1, impact: 3 });
  // Due today, so Today lists it too.
  await call('PATCH', `/api/tactics/${tactic.id}`, {
    dueDate: new Date().toLocaleDateString('sv'),
  });
  await openSignedIn(page, { email: account.email });
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const pathname of [
      '/',
      '/tactics',
      '/evaluate',
      '/summary',
      '/action-plan',
      '/today',
      '/outcomes',
      '/review',
    ]) {
      await page.goto(pathname);
      await settle(page);
      await expectNoSidewaysScroll(page, `${pathname} at ${width}`);
    }
    await page.goto('/summary');
    await settle(page);
    await page.getByRole('button', { name: 'Matrix', exact: true }).click();
    await expect(page.locator('[data-matrix-key] li')).toHaveCount(2);
    await expectNoSidewaysScroll(page, `the matrix at ${width}`);
  }
});
