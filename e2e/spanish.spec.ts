/**
 * Momentum in Spanish (docs/decisions/291-momentum-in-your-language.md): a browser that prefers
 * Spanish gets the landing page and every signed-in screen in Spanish, with no message id left
 * showing, nothing scrolling sideways at 360 px (Spanish words are longer), and axe clean in both
 * themes at 360 and 1280 px. The rest of the e2e suite runs in English and checks the brief's
 * words unchanged.
 */
import type { Page } from '@playwright/test';
import { flatten } from '#shared/i18n/catalogue';
import en from '../src/shared/i18n/en.json' with { type: 'json' };
import es from '../src/shared/i18n/es.json' with { type: 'json' };
import { explorePath, PATHS } from '#client/lib/paths.ts';
import { MESSAGE_ID } from '#test/message-ids.ts';
import { expect, openSignedIn, test } from './support/fixtures.ts';
import { seedMeasuredPlan } from './support/measured-plan.ts';
import { axeInBothThemes, settle } from './support/screens.ts';

test.use({ locale: 'es-ES' });

const spanish = flatten(es);
/** English messages whose Spanish differs: one of these on a Spanish screen was left untranslated. */
const ENGLISH_ONLY = new Set(
  Object.entries(flatten(en))
    .filter(([id, english]) => spanish[id] !== english && !/[{<]/.test(english))
    .map(([, english]) => english),
);

/** The page is in Spanish, whole, and readable at 360 and 1280 px in both themes. */
async function checkSpanish(page: Page, screen: string) {
  await expect(page.locator('html'), screen).toHaveAttribute('lang', 'es');
  const text = await page.locator('body').innerText();
  expect(text.match(MESSAGE_ID)?.[0], `${screen}: a message id shows`).toBeUndefined();
  const lines = text.split('\n').map((line) => line.trim());
  expect(
    lines.filter((line) => ENGLISH_ONLY.has(line)),
    `${screen}: left in English`,
  ).toEqual([]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${screen} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    expect(await axeInBothThemes(page), `${screen} at ${width} px`).toEqual({});
  }
}

test('a Spanish browser gets the landing page and every screen in Spanish', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('button', { name: es.landing.getStarted })).toBeVisible();
  await checkSpanish(page, 'landing');

  const plan = await seedMeasuredPlan(request, { measured: true, name: 'Lucía', locale: 'es' });
  await openSignedIn(page, { email: plan.account.email });
  const screens = [
    PATHS.goals,
    PATHS.tactics,
    PATHS.evaluate,
    PATHS.summary,
    PATHS.actionPlan,
    PATHS.today,
    PATHS.outcomes,
    PATHS.review,
    PATHS.explore,
    explorePath('better-sleep'),
    PATHS.account,
    '/no-such-page',
  ];
  for (const path of screens) {
    await page.goto(path);
    await settle(page);
    await checkSpanish(page, path);
  }

  // Account's Language: English at once, kept on the profile across a reload.
  await page.goto(PATHS.account);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith('/api/users/me'),
  );
  await page.getByRole('combobox', { name: es.language.label }).selectOption('en');
  expect((await saved).ok()).toBe(true);
  const nav = page.getByRole('navigation', { name: en.shell.mainNavigation });
  await expect(nav.getByRole('link', { name: en.shell.today })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(nav.getByRole('link', { name: en.shell.today })).toBeVisible();
});
