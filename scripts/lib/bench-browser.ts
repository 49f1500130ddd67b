/**
 * The bench's browser part, in Debian's Chromium against the production server and the Auth
 * emulator: what a browser really downloads on each route (cold cache; what the service worker
 * fetches counted apart), how long every signed-in page (the five workflow steps, Today,
 * Outcomes, the weekly review, Account) takes to show a plan of 10, 1,000, 2,500 and 50,000
 * tactics (the limits) with a year of check-ins, at 1280 and 360 px (long tasks, time to the
 * page's content, elements), the bytes of each read the client makes, and how soon a tick on the
 * action plan and a check-in on Today show, each against a yardstick: the same click, timed the
 * same way, on a bare page with no app (what "the next frame" costs in this browser on this
 * machine). Each plan is imported the way a person
 * would import one (scripts/lib/bench-plan.ts).
 */
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInWithGoogleOnEmulator } from '#test/emulator-sign-in.ts';
import { benchPlanFiles, importPlanFiles, LIMITS_TACTICS } from './bench-plan.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { prepareContext } from './offline-context.ts';

/**
 * The plans measured, the first the yardstick of the others; BENCH_PLAN_SIZES=10,2500 for a
 * shorter run (the limits' plan takes minutes to import, and its pages the longest to time).
 */
export const PLAN_SIZES: readonly number[] = process.env.BENCH_PLAN_SIZES?.split(',').map(
  Number,
) ?? [10, 1_000, 2_500, LIMITS_TACTICS];
/** The plan whose reads' bytes the biggest one's are compared with (issue 53's target). */
export const READ_BYTES_BASE = 2_500;
/** A phone and a laptop, as the e2e tests use them. */
export const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 360, height: 740 },
] as const;
/**
 * Visits of each page at the smallest and the biggest plan, alternating, per viewport: each pair
 * gives a ratio, and their spread goes with the figure. Other sizes are visited once.
 */
export const PAGE_PAIRS = 3;

/** What shows that a page's content is on screen: an element, with this text if given. */
interface Ready {
  selector: string;
  text?: string;
}

/** Each measured page (every signed-in page), and what shows its content. */
const PAGES: Record<string, Ready> = {
  // Set Goals: a row per goal of the current outcome.
  '/goals': { selector: 'main input[type="text"]' },
  // Brainstorm: a form with a row per tactic.
  '/tactics': { selector: 'main input[type="text"]' },
  '/evaluate': { selector: 'main [role="slider"]' },
  '/summary': { selector: 'ol[aria-label="Tactics ranked by score"] li' },
  '/action-plan': { selector: 'main [role="checkbox"]' },
  '/today': { selector: 'main h1', text: 'Today' },
  '/outcomes': { selector: 'main h3 a' },
  '/review': { selector: 'main #review-last-week' },
  '/account': { selector: 'main h2', text: 'Your data' },
};
/** Routes whose downloads are counted. */
const ROUTES: Record<string, Ready> = {
  ...PAGES,
  '/explore': { selector: 'main h1' },
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Account {
  tactics: number;
  email: string;
  state: StorageState;
}

export interface RouteBytes {
  route: string;
  requests: number;
  js: number;
  css: number;
  api: number;
  other: number;
  workerRequests: number;
  worker: number;
}

export interface PageTiming {
  route: string;
  tactics: number;
  /** The viewport's width, px. */
  width: number;
  /** From navigation to the page's content on screen. */
  shownMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** Main-thread time in long tasks (above 50 ms each), from navigation to a second after. */
  longTaskMs: number;
  /** Elements in the document a second after the content showed. */
  elements: number;
  /** The machine's 1-minute load average once the visit ended. */
  loadAverage: number;
}

/** The bare page's tick (or check-in): the median of its ticks, and the time between frames. */
export interface BareTick {
  kind: TickKind;
  tickMs: number;
  frameMs: number;
}

export interface TickTiming {
  tactics: number;
  /** What was timed: a tick on the action plan, or a check-in on Today. */
  kind: TickKind;
  /** From the click to the end of the first frame that paints the tick: median of the ticks. */
  tickMs: number;
  /** Each tick's time, in the order they were made. */
  ticksMs: number[];
  /** The longest task in the 2 s after each tick. */
  longestTaskMs: number;
  /** Plan reads (GET /api/outcomes) the ticks caused. */
  planReads: number;
}

/** The headers of an API call as the bench account `email` (a fresh token each time). */
export async function headersOf(emulatorHost: string, email: string) {
  const { idToken, localId } = await signInWithGoogleOnEmulator(emulatorHost, {
    sub: email,
    email,
    name: email.split('@')[0]!,
  });
  return { authorization: `Bearer ${idToken}`, 'firebase-id': localId };
}

async function importPlan(baseUrl: string, emulatorHost: string, tactics: number) {
  const email = `bench-${tactics}-${Date.now()}@example.com`;
  const headers = await headersOf(emulatorHost, email);
  const profile = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, displayName: email.split('@')[0] }),
  });
  if (!profile.ok) throw new Error(`POST /api/users: ${profile.status}`);
  await importPlanFiles(baseUrl, headers, benchPlanFiles(tactics));
  return email;
}

/** Signs in through the emulator's Google popup with an account it lists; returns the storage. */
async function signIn(browser: Browser, baseUrl: string, email: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  await prepareContext(context);
  const page = await context.newPage();
  await page.goto('/');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Get Started with Google', exact: true }).click();
  const popup = await popupOpened;
  await popup.locator('li.js-reuse-account').filter({ hasText: email }).click();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor({ timeout: 60_000 });
  // Firebase keeps the session in IndexedDB; a new context starts from this copy of it.
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

async function newContext(
  browser: Browser,
  baseUrl: string,
  state?: StorageState,
  viewport: (typeof VIEWPORTS)[number] = VIEWPORTS[0],
) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState: state, viewport });
  await prepareContext(context);
  return context;
}

/**
 * Placed by an init script: records in `window.__shownAt` the performance.now() of the first
 * animation frame in which `ready` holds. The check runs in the page as a few lines of its own,
 * because Playwright's `waitForFunction` first loads its injected script into the page, a long
 * task of its own (about 170 ms here) that the long-task observer would count as the app's
 * (docs/decisions/228-the-bench-waits-without-a-task-of-its-own.md). A string, not a function:
 * tsx would wrap an inner function in a helper the page lacks.
 */
const shownWatch = ({ selector, text }: Ready) => `(() => {
  const holds = () => [...document.querySelectorAll(${JSON.stringify(selector)})].some(
    (element) => ${text === undefined ? 'true' : `element.textContent === ${JSON.stringify(text)}`},
  );
  const check = () => {
    if (holds()) window.__shownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Opens a page of `context` that records when `ready` first holds (read it with `shown`). */
async function watchedPage(context: BrowserContext, ready: Ready) {
  await context.addInitScript(shownWatch(ready));
  return context.newPage();
}

/** How long a page may take to show before the bench gives up on it (the limits' plan's pages once took 140 s). */
const SHOWN_WITHIN_MS = 300_000;
class NotShown extends Error {}

/**
 * The performance.now() at which the page opened by `watchedPage` showed what it waits for.
 * Read through the DevTools protocol, which puts no script into the page, every 50 ms (the
 * figure itself was taken in the page, in the frame that showed it).
 */
async function shown(page: Page): Promise<number> {
  const devtools = await page.context().newCDPSession(page);
  try {
    for (const deadline = Date.now() + SHOWN_WITHIN_MS; Date.now() < deadline;) {
      const { result } = (await devtools.send('Runtime.evaluate', {
        expression: 'window.__shownAt',
        returnByValue: true,
      })) as { result: { value?: unknown } };
      if (typeof result.value === 'number') return result.value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new NotShown(`${page.url()} did not show within ${SHOWN_WITHIN_MS / 1000} s`);
  } finally {
    await devtools.detach();
  }
}

const LONG_TASKS_SCRIPT = `window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });`;
const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));

/** What one cold visit of `route` downloads: by the page, and by the service worker. */
async function routeBytes(browser: Browser, baseUrl: string, route: string, state?: StorageState) {
  const context = await newContext(browser, baseUrl, state);
  const totals: RouteBytes = {
    route,
    requests: 0,
    js: 0,
    css: 0,
    api: 0,
    other: 0,
    workerRequests: 0,
    worker: 0,
  };
  const counted: Array<Promise<void>> = [];
  context.on('requestfinished', (request) => {
    counted.push(
      (async () => {
        const response = await request.response();
        // Answered by the worker's cache: nothing crossed the network for it.
        if (!response || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        if (request.serviceWorker()) {
          totals.workerRequests += 1;
          totals.worker += bytes;
          return;
        }
        totals.requests += 1;
        const { pathname } = new URL(request.url());
        if (process.env.BENCH_VERBOSE) console.log(`  ${route}: ${pathname} ${bytes} B`);
        if (pathname.endsWith('.js')) totals.js += bytes;
        else if (pathname.endsWith('.css')) totals.css += bytes;
        else if (pathname.startsWith('/api/')) totals.api += bytes;
        else totals.other += bytes;
      })().catch((error: unknown) => {
        // One that finishes as the visit's context closes is read too late: it was not waited for.
        if (!context.pages().length) return;
        throw error;
      }),
    );
  });
  const page = await watchedPage(context, ROUTES[route] ?? { selector: 'h1' });
  await page.goto(route);
  await shown(page);
  await page.waitForLoadState('networkidle');
  // The worker registers after load and precaches in the background.
  if (state) await page.waitForTimeout(3_000);
  await page.waitForLoadState('networkidle');
  await Promise.allSettled(counted);
  await context.close();
  return totals;
}

/**
 * BENCH_TRACE_DIR: a Chromium trace of each timed page visit (tasks, scripts, style, layout and
 * JavaScript samples), written there as `<page>-<tactics>.json`, and of each plan's ticks
 * (`tick-<tactics>.json`); DevTools' Performance panel opens it.
 */
async function startTrace(browser: Browser, page: Page) {
  const directory = process.env.BENCH_TRACE_DIR;
  if (!directory) return null;
  await mkdir(directory, { recursive: true });
  return {
    async start(name: string) {
      await browser.startTracing(page, {
        path: join(directory, `${name}.json`),
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
    },
    stop: () => browser.stopTracing(),
  };
}

async function pageTiming(
  browser: Browser,
  baseUrl: string,
  account: Account,
  route: string,
  viewport: (typeof VIEWPORTS)[number],
): Promise<PageTiming> {
  const context = await newContext(browser, baseUrl, account.state, viewport);
  await context.addInitScript(LONG_TASKS_SCRIPT);
  const page = await watchedPage(context, PAGES[route]!);
  const trace = await startTrace(browser, page);
  await trace?.start(`${route.slice(1)}-${account.tactics}-${viewport.width}`);
  await page.goto(route);
  // A page that never shows is a figure too (infinite), not the end of the run.
  const shownMs = await shown(page).catch((error: unknown) => {
    if (error instanceof NotShown) return Infinity;
    throw error;
  });
  await page.waitForTimeout(1_000);
  const tasks = await longTasks(page);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  await trace?.stop();
  await context.close();
  return {
    route,
    tactics: account.tactics,
    width: viewport.width,
    shownMs,
    longTasks: tasks.length,
    longestTaskMs: Math.max(0, ...tasks),
    longTaskMs: tasks.reduce((total, task) => total + task, 0),
    elements,
    loadAverage: loadavg()[0]!,
  };
}

/**
 * What the bench times as "a tick": the first open box of the page, and what shows it done. On
 * the action plan, a one-off tactic's tick box (aria-checked); on Today, a repeat's Check in
 * toggle button (aria-pressed), at the limits one of 100 repeats due today. The bare page of each
 * has the same control, toggled in the click's own handler.
 */
export type TickKind = 'tick' | 'check-in';
const TICK_CONTROLS = {
  tick: {
    route: '/action-plan',
    box: 'main [role="checkbox"][aria-checked="false"]:not([disabled])',
    attribute: 'aria-checked',
    bare: (n: number) =>
      `<p><span role="checkbox" aria-checked="false" tabindex="0">Box ${n}</span></p>`,
    save: (method: string, pathname: string) =>
      method === 'PATCH' && pathname.startsWith('/api/tactics/'),
  },
  'check-in': {
    route: '/today',
    box: 'main button[aria-pressed="false"][aria-label^="Check in: "]',
    attribute: 'aria-pressed',
    bare: (n: number) =>
      `<p><button type="button" aria-pressed="false" aria-label="Check in: ${n}">Check in</button></p>`,
    // A check-in is a PUT, taking it back a DELETE.
    save: (method: string, pathname: string) =>
      method !== 'GET' && /^\/api\/tactics\/[^/]+\/check-ins\//.test(pathname),
  },
} as const;
/** Ticks per plan size (a new box each time), and on the bare page; the median is reported. */
const TICKS = 5;
const BARE_TICKS = 5;

/**
 * The yardstick for "the next frame": a page with no app, whose controls toggle their state in
 * the click's own handler, ticked and timed exactly as the app's are, in the same browser.
 */
const barePage = (kind: TickKind) => {
  const { attribute, bare } = TICK_CONTROLS[kind];
  return `<!doctype html><html lang="en"><title>Bare</title><main>${Array.from(
    { length: BARE_TICKS },
    (_, index) => bare(index + 1),
  ).join('')}</main><script>
  document.querySelector('main').addEventListener('click', (event) => {
    const box = event.target.closest('[${attribute}]');
    if (box) box.setAttribute('${attribute}', String(box.getAttribute('${attribute}') !== 'true'));
  });
</script></html>`;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Clicks the first open box of `page` and times it: from the click (its event's time) to just
 * after the frame that paints a box checked, the first frame after the change to the page (a
 * task queued in it runs once it is painted). Any box of the list: a card the list renders again
 * may come back as a new element.
 */
async function timeTick(page: Page, kind: TickKind) {
  const { box, attribute } = TICK_CONTROLS[kind];
  // The box is on screen before it is clicked, as a person's is: a scroll just before the click
  // would have its frame's work (a long list rendering the rows scrolled to) timed as the tick's.
  await page.evaluate((selector) => {
    document.querySelector(selector)!.scrollIntoView({ block: 'center' });
  }, box);
  await page.waitForTimeout(500);
  await page.evaluate((attribute) => {
    const list = document.querySelector('main')!;
    // No named functions in here: the bench's loader would wrap them in a helper the page lacks.
    const checked = `[${attribute}="true"]`;
    const before = list.querySelectorAll(checked).length;
    const clicked = new Promise<number>((resolve) =>
      window.addEventListener('click', (event) => resolve(event.timeStamp), {
        capture: true,
        once: true,
      }),
    );
    const painted = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (list.querySelectorAll(checked).length <= before) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
      });
      observer.observe(list, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: [attribute],
      });
    });
    (window as unknown as { __tick: Promise<number> }).__tick = Promise.all([
      clicked,
      painted,
    ]).then(([start, end]) => end - start);
  }, attribute);
  // A real click (trusted input, as a person's), not a script's element.click().
  await page.locator(box).first().click();
  return page.evaluate(() =>
    Promise.race([
      (window as unknown as { __tick: Promise<number> }).__tick,
      new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error('No checked box was painted within 30 s')), 30_000),
      ),
    ]),
  );
}

/** The bare page's tick (or check-in), median of BARE_TICKS, in a context of its own. */
async function bareTickTiming(browser: Browser, kind: TickKind) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(barePage(kind));
  // The time between two frames here: the median gap of 30 frames in a row, before the ticks.
  const frameMs = await page.evaluate(async () => {
    const stamps: number[] = [];
    for (let frame = 0; frame <= 30; frame += 1) {
      stamps.push(await new Promise<number>((resolve) => requestAnimationFrame(resolve)));
    }
    const gaps = stamps.slice(1).map((stamp, index) => stamp - stamps[index]!);
    return gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  });
  const times: number[] = [];
  for (let tick = 0; tick < BARE_TICKS; tick += 1) {
    times.push(await timeTick(page, kind));
    await page.waitForTimeout(500);
  }
  await context.close();
  return { kind, tickMs: median(times), frameMs };
}

/**
 * Ticks open one-off tactics of the action plan (or checks in repeats on Today), one after the
 * other, and times each.
 */
async function tickTiming(browser: Browser, baseUrl: string, account: Account, kind: TickKind) {
  const { route, save } = TICK_CONTROLS[kind];
  const context = await newContext(browser, baseUrl, account.state);
  await context.addInitScript(LONG_TASKS_SCRIPT);
  const page = await watchedPage(context, PAGES[route]!);
  await page.goto(route);
  await shown(page);
  await page.waitForLoadState('networkidle');
  await longTasks(page);
  const trace = await startTrace(browser, page);
  await trace?.start(`${kind}-${account.tactics}`);
  let planReads = 0;
  let saves = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/outcomes') planReads += 1;
    if (save(request.method(), pathname)) saves += 1;
  });
  const times: number[] = [];
  const tasks: number[] = [];
  for (let tick = 0; tick < TICKS; tick += 1) {
    times.push(await timeTick(page, kind));
    await page.waitForTimeout(2_000);
    await page.waitForLoadState('networkidle');
    tasks.push(...(await longTasks(page)));
    if (kind === 'check-in') {
      // A small plan has one repeat: each check-in is taken back, untimed, for the next.
      await page.locator(TICK_CONTROLS[kind].box.replace('false', 'true')).first().click();
      await page.waitForTimeout(2_000);
      await page.waitForLoadState('networkidle');
      await longTasks(page);
    }
  }
  await trace?.stop();
  await context.close();
  // A tick whose save never left would be timed for less work than a real one.
  const expected = kind === 'check-in' ? 2 * TICKS : TICKS;
  if (saves !== expected) throw new Error(`${TICKS} ${kind}s sent ${saves} saves`);
  return {
    tactics: account.tactics,
    kind,
    tickMs: median(times),
    ticksMs: times,
    longestTaskMs: Math.max(0, ...tasks),
    planReads,
  };
}

/** A read the client makes, as the bench names it, and its path for one account. */
export interface ClientRead {
  name: string;
  path: string;
  /**
   * Answered for old clients only: no screen reads it (docs/decisions/250). Its bytes are shown;
   * the server's memory is measured over what the client reads.
   */
  oldContract?: true;
}

/**
 * Every read of the plan the client makes (src/client/plan/outcomes.ts, planKeys), for the
 * account `headers` sign in as: the outcome list, Today's, the weekly review's, the current
 * outcome with its recent check-ins (the workflow steps), one outcome with every check-in (its
 * history); and the whole plan, the old contract no screen reads. The outcome is the account's
 * first.
 */
export async function clientReads(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<ClientRead[]> {
  const response = await fetch(`${baseUrl}/api/outcomes?include=list`, { headers });
  if (!response.ok) throw new Error(`GET /api/outcomes?include=list: ${response.status}`);
  const { outcomes } = (await response.json()) as {
    outcomes: Array<{ id: string; position: number }>;
  };
  const first = [...outcomes].sort((a, b) => a.position - b.position)[0]!.id;
  // The machine's date: the bench's accounts keep the server's default day.
  const today = new Date().toISOString().slice(0, 10);
  return [
    { name: 'outcome list', path: '/api/outcomes?include=list' },
    { name: 'Today', path: `/api/outcomes?include=today&today=${today}` },
    { name: 'weekly review', path: `/api/outcomes?include=review&today=${today}` },
    { name: 'current outcome', path: `/api/outcomes/${first}?checkIns=recent` },
    { name: 'one outcome, all check-ins', path: `/api/outcomes/${first}` },
    { name: 'whole plan (old contract)', path: '/api/outcomes', oldContract: true },
  ];
}

export interface ReadBytes {
  tactics: number;
  read: string;
  /** The JSON as the server makes it, and as sent to a browser that accepts Brotli. */
  raw: number;
  brotli: number;
  /** Time to the whole answer, uncompressed, ms. */
  ms: number;
}

/** The body of `path` as sent with `encoding` (node:http, which leaves it compressed). */
function bodyBytes(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  encoding: string,
) {
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      `${baseUrl}${path}`,
      { headers: { ...headers, 'accept-encoding': encoding } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(bytes)
            : reject(new Error(`GET ${path}: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Each client read of each plan: its bytes, raw and as a browser gets them. */
async function readBytes(baseUrl: string, emulatorHost: string, accounts: readonly Account[]) {
  const sizes: ReadBytes[] = [];
  for (const account of accounts) {
    const headers = await headersOf(emulatorHost, account.email);
    for (const read of await clientReads(baseUrl, headers)) {
      const started = performance.now();
      const raw = await bodyBytes(baseUrl, read.path, headers, 'identity');
      const ms = performance.now() - started;
      const brotli = await bodyBytes(baseUrl, read.path, headers, 'br');
      sizes.push({ tactics: account.tactics, read: read.name, raw, brotli, ms });
    }
  }
  return sizes;
}

/** The plans' accounts, for the bench's own API calls (headersOf gives a fresh token). */
export interface BenchAccount {
  tactics: number;
  email: string;
}

export async function runBrowserBench(baseUrl: string, emulatorHost: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const accounts: Account[] = [];
    for (const tactics of PLAN_SIZES) {
      const started = performance.now();
      const email = await importPlan(baseUrl, emulatorHost, tactics);
      const importMs = performance.now() - started;
      console.log(
        `  ${tactics.toLocaleString('en')} tactics imported in ${Math.round(importMs / 1000)} s`,
      );
      accounts.push({ tactics, email, state: await signIn(browser, baseUrl, email) });
    }
    const smallest = accounts[0]!;
    const biggest = accounts.at(-1)!;
    const bytes: RouteBytes[] = [];
    const timings: PageTiming[] = [];
    const reads = await readBytes(baseUrl, emulatorHost, accounts);
    const plans: BenchAccount[] = accounts.map(({ tactics, email }) => ({ tactics, email }));
    // BENCH_TICK_ONLY=1: the tick alone (with its yardstick), for work on the tick.
    // BENCH_PAGES=/today,/summary: those pages' timings alone, for work on a page.
    // BENCH_CHECK_IN_ONLY=1: Today's check-ins alone (with their yardstick), for work on them;
    // with BENCH_PAGES, those pages too.
    const onlyPages = process.env.BENCH_PAGES?.split(',');
    const checkInOnly = Boolean(process.env.BENCH_CHECK_IN_ONLY);
    if (!process.env.BENCH_TICK_ONLY && (onlyPages || !checkInOnly)) {
      if (!onlyPages) bytes.push(await routeBytes(browser, baseUrl, '/'));
      for (const route of onlyPages ? [] : Object.keys(ROUTES)) {
        bytes.push(await routeBytes(browser, baseUrl, route, biggest.state));
      }
      for (const route of onlyPages ?? Object.keys(PAGES)) {
        if (!(route in PAGES)) throw new Error(`BENCH_PAGES: no page ${route}`);
        for (const viewport of VIEWPORTS) {
          console.log(`  ${route} at ${viewport.width} px...`);
          // The smallest and the biggest plan in alternating pairs, so that a noisy moment of a
          // shared machine hits both alike; the sizes between them once.
          for (let pair = 0; pair < PAGE_PAIRS; pair += 1) {
            for (const account of biggest === smallest ? [smallest] : [smallest, biggest]) {
              timings.push(await pageTiming(browser, baseUrl, account, route, viewport));
            }
          }
          for (const account of accounts.slice(1, -1)) {
            timings.push(await pageTiming(browser, baseUrl, account, route, viewport));
          }
        }
      }
    }
    const ticks: TickTiming[] = [];
    const bareTicks: BareTick[] = [];
    const kinds: TickKind[] = checkInOnly ? ['check-in'] : ['tick', 'check-in'];
    if (onlyPages && !checkInOnly) return { bytes, timings, reads, plans, ticks, bareTicks };
    for (const kind of kinds) {
      // The yardstick before and after the plans, so that a change in the machine's load shows.
      bareTicks.push(await bareTickTiming(browser, kind));
      for (const account of accounts) ticks.push(await tickTiming(browser, baseUrl, account, kind));
      bareTicks.push(await bareTickTiming(browser, kind));
    }
    return { bytes, timings, reads, plans, ticks, bareTicks };
  } finally {
    await browser.close();
  }
}
