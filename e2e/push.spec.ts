/**
 * Reminders in the service worker (docs/decisions/155-push-in-the-service-worker.md): a pushed
 * ReminderMessage shows a notification with Done / Check in and Open, and its Done / Check in is
 * saved through the app's offline queue: it reaches the server once, even when acted on twice, and
 * when the worker has no usable token the open app sends it as its own queued change.
 *
 * Chromium's DevTools protocol delivers the push straight to the worker (no push service). It
 * offers no way to click a notification's action, so the test calls the worker's own
 * `onnotificationclick` handler with the shown notification, as the browser would.
 */
import type { APIRequestContext, BrowserContext, Page, Worker } from '@playwright/test';
import type { ReminderMessage } from '#shared/push';
import type { Outcomes, Tactic } from '#shared/schemas';
import { axeViolations } from './support/axe.ts';
import {
  apiHeaders,
  createAccount,
  createGoalFor,
  type EmulatorAccount,
  expect,
  openSignedIn,
  test,
} from './support/fixtures.ts';

test.use({ timezoneId: 'UTC' });

const GOAL = 'Sleep better';
const DAILY = 'Lights out at 22:30';
const ONE_OFF = 'Buy blackout curtains';

const headers = apiHeaders;

async function seedPlan(request: APIRequestContext, account: EmulatorAccount) {
  const goalId = await createGoalFor(request, account, GOAL);
  const ids: Record<string, string> = {};
  for (const title of [DAILY, ONE_OFF]) {
    const tactic = await request.post('/api/tactics', {
      headers: headers(account),
      data: { goalId, title },
    });
    expect(tactic.status()).toBe(201);
    ids[title] = ((await tactic.json()) as { id: string }).id;
  }
  const repeat = await request.patch(`/api/tactics/${ids[DAILY]}`, {
    headers: headers(account),
    data: { repeat: { frequency: 'daily' } },
  });
  expect(repeat.status()).toBe(200);
  return { dailyId: ids[DAILY]!, oneOffId: ids[ONE_OFF]! };
}

async function serverTactic(request: APIRequestContext, account: EmulatorAccount, id: string) {
  const response = await request.get('/api/outcomes', { headers: headers(account) });
  const outcomes = (await response.json()) as Outcomes;
  return outcomes.goals.flatMap((goal) => goal.tactics).find((tactic) => tactic.id === id)!;
}

/**
 * A value in the app's local store (src/client/lib/local-store.ts), read in the page; with
 * `expireSession`, the worker's session is first made to look expired.
 */
const readLocal = (page: Page, key: string, expireSession = false) =>
  page.evaluate(
    async ({ key, expireSession }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('momentum');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('No local store'));
      });
      try {
        return await new Promise<unknown>((resolve, reject) => {
          const transaction = db.transaction('offline', 'readwrite');
          const store = transaction.objectStore('offline');
          const read = store.get(key);
          read.onsuccess = () => {
            if (expireSession) store.put({ ...read.result, expiresAt: 0 }, key);
            resolve(read.result);
          };
          transaction.onerror = () => reject(transaction.error ?? new Error('Not read'));
        });
      } finally {
        db.close();
      }
    },
    { key, expireSession },
  );

/** The worker controls the page and holds the page's session (src/client/lib/worker-session.ts). */
async function waitForWorkerSession(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await expect.poll(() => readLocal(page, 'worker-session')).toBeDefined();
}

/** Delivers a push message to the page's worker through the DevTools protocol. */
async function pushTo(context: BrowserContext, page: Page, message: ReminderMessage) {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(message),
  });
  await cdp.detach();
}

/**
 * Pushes `message` until the worker shows it. A delivery through the DevTools protocol now and
 * then reaches no handler (about one run in three on a busy machine; the cause was not found);
 * sending it again is harmless, since a reminder's tag makes it replace its earlier copy.
 */
async function pushUntilShown(context: BrowserContext, page: Page, message: ReminderMessage) {
  await expect(async () => {
    await pushTo(context, page, message);
    await expect
      .poll(async () => (await shown(page)).map((each) => each.title), { timeout: 5_000 })
      .toContain(message.title);
  }).toPass({ timeout: 30_000 });
}

/** The notifications the worker shows, read in the page. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((notification) => ({
      title: notification.title,
      tag: notification.tag,
      data: notification.data as unknown,
      actions: (
        notification as Notification & { actions: Array<{ action: string; title: string }> }
      ).actions.map(({ action, title }) => ({ action, title })),
    }));
  });

/**
 * Calls the worker's click handler for the notification tagged `tag` with `action`, `times`
 * times at once, as if the person pressed the button that often; resolves when all are handled.
 */
function act(worker: Worker, tag: string, action: string, times = 1) {
  return worker.evaluate(
    async ({ tag, action, times }) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        onnotificationclick: (event: unknown) => void;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`No notification tagged ${tag}`);
      const pending: Array<Promise<unknown>> = [];
      for (let index = 0; index < times; index += 1) {
        scope.onnotificationclick({
          notification,
          action,
          waitUntil: (promise: Promise<unknown>) => pending.push(promise),
        });
      }
      await Promise.all(pending);
    },
    { tag, action, times },
  );
}

async function signedInWithWorker(page: Page, context: BrowserContext, email: string) {
  await context.grantPermissions(['notifications']);
  await openSignedIn(page, { email });
  await page.goto('/today');
  await waitForWorkerSession(page);
  const worker = context.serviceWorkers().find((each) => each.url().endsWith('/sw.js'));
  expect(worker, 'the service worker runs').toBeDefined();
  return worker!;
}

const today = () => new Date().toISOString().slice(0, 10);

test('a pushed reminder shows, and Check in from it reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const owner = await createAccount({ name: 'Reminder Owner' });
  const { dailyId, oneOffId } = await seedPlan(request, owner);
  const worker = await signedInWithWorker(page, context, owner.email);
  const workerRequests: string[] = [];
  context.on('request', (sent) => {
    if (sent.serviceWorker() && sent.url().includes('/api/')) {
      workerRequests.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
    }
  });

  const date = today();
  const message: ReminderMessage = {
    title: `${DAILY} - ${GOAL}`,
    tacticId: dailyId,
    date,
    kind: 'repeating',
    url: '/today',
  };
  await pushUntilShown(context, page, message);
  await expect
    .poll(() => shown(page))
    .toEqual([
      {
        title: message.title,
        tag: `reminder:${dailyId}:${date}`,
        data: message,
        actions: [
          { action: 'check-in', title: 'Check in' },
          { action: 'open', title: 'Open' },
        ],
      },
    ]);
  // The same reminder again (a late send) replaces the first: one notification, the late one.
  // Waiting for its title also makes sure it is shown before the action below closes it.
  const late: ReminderMessage = { ...message, title: `${message.title} (late)` };
  await pushUntilShown(context, page, late);
  await expect
    .poll(async () => (await shown(page)).map((notification) => notification.title))
    .toEqual([late.title]);

  // Pressed twice at once: the server has the check-in once, the queue is empty.
  await act(worker, `reminder:${dailyId}:${date}`, 'check-in', 2);
  expect((await serverTactic(request, owner, dailyId)).checkIns).toEqual([date]);
  // Sent by the worker itself, with the app's idempotent request, and nothing is left queued.
  expect(workerRequests.length).toBeGreaterThanOrEqual(1);
  expect(new Set(workerRequests)).toEqual(
    new Set([`PUT /api/tactics/${dailyId}/check-ins/${date}`]),
  );
  expect(await readLocal(page, 'queue')).toEqual([]);
  await expect.poll(() => shown(page)).toEqual([]);
  // The open page heard of it and shows it checked in.
  await expect(page.getByRole('button', { name: `Check in: ${DAILY}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A one-off's reminder offers Done, which completes it.
  const oneOff: ReminderMessage = {
    title: `${ONE_OFF} - ${GOAL}`,
    tacticId: oneOffId,
    date,
    kind: 'one-off',
    url: '/today',
  };
  await pushUntilShown(context, page, oneOff);
  await expect
    .poll(async () => (await shown(page)).map((each) => each.actions[0]))
    .toEqual([{ action: 'done', title: 'Done' }]);
  await act(worker, `reminder:${oneOffId}:${date}`, 'done');
  const completed: Tactic = await serverTactic(request, owner, oneOffId);
  expect(completed.completed).toBe(true);
});

test('without a usable token the worker queues Check in and the open app sends it once', async ({
  page,
  context,
  request,
}) => {
  const owner = await createAccount({ name: 'Reminder Queue' });
  const { dailyId } = await seedPlan(request, owner);
  const worker = await signedInWithWorker(page, context, owner.email);

  // The page's token as the worker sees it has run out (the app was closed for over an hour).
  await readLocal(page, 'worker-session', true);
  const pageCheckIns: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/check-ins/')) pageCheckIns.push(sent.method());
  });

  const date = today();
  await pushUntilShown(context, page, {
    title: `${DAILY} - ${GOAL}`,
    tacticId: dailyId,
    date,
    kind: 'repeating',
    url: '/today',
  });
  await expect.poll(async () => (await shown(page)).length).toBe(1);
  await act(worker, `reminder:${dailyId}:${date}`, 'check-in', 2);

  // The page, told by the worker, sent the queued change; the server has it once.
  await expect
    .poll(async () => (await serverTactic(request, owner, dailyId)).checkIns)
    .toEqual([date]);
  // Sent by the page with the app's idempotent request (twice at most, if the page sent the first
  // press before the second was queued), and nothing is left queued.
  expect(pageCheckIns.length).toBeGreaterThanOrEqual(1);
  expect(new Set(pageCheckIns)).toEqual(new Set(['PUT']));
  await expect.poll(() => readLocal(page, 'queue')).toEqual([]);
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the switch and Today's offer are accessible, say what failed, and the offer goes for good", async ({
    page,
    context,
    request,
  }) => {
    const owner = await createAccount({ name: 'Reminder Switch' });
    await seedPlan(request, owner);
    await context.grantPermissions(['notifications']);
    await openSignedIn(page, { email: owner.email });
    await page.goto('/today');
    await waitForWorkerSession(page);

    const offer = page.getByRole('region', { name: 'Get a reminder at the time you chose' });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/today');
      await expect(offer).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/account');
      const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
      await expect(toggle).toBeEnabled();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'nothing wider than the screen',
      ).toBeLessThanOrEqual(360);
    }

    // Keyboard: the switch is reached with Tab and pressed with Space. Subscribing needs the
    // browser's push service (Google's for Chromium), out of reach here: the server's key is
    // fetched, then a clear error shows and the switch stays off.
    const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
    const keyRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/push/key' && response.ok(),
    );
    await toggle.focus();
    await page.keyboard.press('Space');
    await keyRead;
    await expect(page.getByRole('alert')).toHaveText(
      'This browser could not reach its notification service. Please check your connection and try again.',
    );
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectNoAxeViolations(page);

    // Dismissed on Today, the offer never comes back on this device.
    await page.goto('/today');
    await offer.getByRole('button', { name: /^Dismiss/ }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(offer).toBeHidden();
  });
});
