import { connect } from 'node:net';
import { Writable } from 'node:stream';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { FEED_REQUESTS_PER_MINUTE } from '#shared/limits';
import { calendarLinkSchema, calendarStatusSchema } from '#shared/schemas';
import {
  createTestApp,
  dbKind,
  describeWithDb,
  signInTestUser,
  refusal,
} from '#test/server/test-app.ts';
import { parseExactly, useWorkflowApp, type WorkflowApi } from '#test/server/workflow-model.ts';

/** Everything the app logs, as text, to prove the feed's secret never appears in it. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const NOW = new Date('2027-03-10T08:30:00Z');

describeWithDb(`calendar link and feed (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp({
    now: () => NOW,
    // As deployed behind one load balancer (TRUST_PROXY=1): its forwarded headers are believed.
    trustProxy: 1,
    logger: { level: 'info', stream: logStream },
  });

  const createLink = async (api: WorkflowApi, headers: Record<string, string> = {}) => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/calendar/link',
      headers: { ...api.user.headers, ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return parseExactly(calendarLinkSchema, response.json()).url;
  };
  const status = async (api: WorkflowApi) => {
    const response = await api.send('GET', '/api/calendar');
    expect(response.statusCode).toBe(200);
    return parseExactly(calendarStatusSchema, response.json());
  };
  /** Fetches a feed as a calendar app would: no identity, from some address. */
  const fetchFeed = (url: string, remoteAddress = '203.0.113.7') =>
    context().app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress });

  it('creates a link of at least 128 random bits, shows its status, and revokes it', async () => {
    const api = await signIn('Subscriber');
    expect(await status(api)).toEqual({ active: false, createdAt: null });
    const url = await createLink(api);
    const secret = /^http:\/\/localhost:80\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1];
    expect(secret, url).toBeDefined();
    // base64url carries 6 bits a character.
    expect(secret!.length * 6).toBeGreaterThanOrEqual(128);
    const active = await status(api);
    expect(active.active).toBe(true);
    expect(Date.parse(active.createdAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await fetchFeed(url)).statusCode).toBe(200);

    const revoked = await api.send('DELETE', '/api/calendar/link');
    expect(revoked.statusCode).toBe(204);
    expect((await api.send('DELETE', '/api/calendar/link')).statusCode).toBe(204);
    expect(await status(api)).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('builds the URL from the trusted proxy’s forwarded protocol and host', async () => {
    const api = await signIn('Proxied');
    const url = await createLink(api, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'momentum.example.org',
    });
    expect(url).toMatch(/^https:\/\/momentum\.example\.org\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });

  it('reset: a new link works and the old URL answers 404', async () => {
    const api = await signIn('Resetter');
    const old = await createLink(api);
    const fresh = await createLink(api);
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
  });

  it('answers 404 to unknown, malformed or extension-less secrets', async () => {
    const api = await signIn('Prober');
    const url = await createLink(api);
    const secret = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const paths = [
      `/calendar/${'A'.repeat(43)}.ics`,
      `/calendar/${secret}`,
      `/calendar/${secret}.ics.ics`,
      `/calendar/${secret.slice(1)}.ics`,
      '/calendar/.ics',
      `/calendar/${encodeURIComponent("' or 1=1 --")}.ics`,
    ];
    for (const path of paths) {
      const response = await context().app.inject({ method: 'GET', url: path });
      expect([path, response.statusCode]).toEqual([path, 404]);
    }
  });

  it('serves the plan as RFC 5545 that a real parser reads: events, repeats, UIDs, alarms', async () => {
    const api = await signIn('Planner');
    const sleep = await api.goal('Sleep, better; "really"');
    const run = await api.goal('Run a 10k');
    const dated = await api.tactic(sleep.id, 'Buy blackout curtains');
    const done = await api.tactic(sleep.id, 'Done already');
    const undated = await api.tactic(sleep.id, 'No date');
    const daily = await api.tactic(sleep.id, 'Lights out by 22:30');
    const weekly = await api.tactic(run.id, 'Run, easy pace');
    const changes: Array<[string, Record<string, unknown>]> = [
      [dated.id, { dueDate: '2027-03-12', link: 'https://example.com/curtains' }],
      [done.id, { dueDate: '2027-03-11', completed: true }],
      [daily.id, { repeat: { frequency: 'daily' } }],
      [
        weekly.id,
        {
          dueDate: '2027-03-09',
          repeat: { frequency: 'weekly', days: ['fri', 'mon', 'wed'] },
          plan: { when: 'I get home from work', then: 'Put on my running shoes' },
        },
      ],
    ];
    for (const [id, body] of changes) {
      expect((await api.updateTactic(id, body)).statusCode).toBe(200);
    }
    const response = await fetchFeed(await createLink(api));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const byUid = new Map(events.map((event) => [event.uid, event]));
    // One-offs: only dated and open ones; the undated and the done tactic have no event.
    expect([...byUid.keys()].sort()).toEqual(
      [dated.id, daily.id, weekly.id].map((id) => `${id}@momentum`).sort(),
    );
    expect(byUid.has(`${undated.id}@momentum`)).toBe(false);

    const curtains = byUid.get(`${dated.id}@momentum`)!;
    expect(curtains.summary).toBe('Buy blackout curtains');
    expect(curtains.startDate.isDate).toBe(true);
    expect(curtains.startDate.toString()).toBe('2027-03-12');
    expect(curtains.isRecurring()).toBe(false);
    expect(curtains.description).toBe(
      'Goal: Sleep, better; "really"\nhttps://example.com/curtains',
    );
    const alarm = curtains.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('PT9H');

    const lightsOut = byUid.get(`${daily.id}@momentum`)!;
    expect(lightsOut.isRecurring()).toBe(true);
    expect(lightsOut.component.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=DAILY');
    // No due date: the repeat starts the day it was set (the server's date).
    expect(lightsOut.startDate.toString()).toBe(new Date().toISOString().slice(0, 10));

    const running = byUid.get(`${weekly.id}@momentum`)!;
    expect(running.summary).toBe('Run, easy pace');
    expect(running.component.getFirstPropertyValue('rrule')!.toString()).toBe(
      'FREQ=WEEKLY;BYDAY=MO,WE,FR',
    );
    expect(running.description).toBe(
      'Goal: Run a 10k\nWhen I get home from work, I will put on my running shoes',
    );
    // Due Tuesday 9 March, so the first occurrence is Wednesday 10 March.
    const iterator = running.iterator();
    const occurrences = [1, 2, 3, 4].map(() => iterator.next().toString());
    expect(occurrences).toEqual(['2027-03-10', '2027-03-12', '2027-03-15', '2027-03-17']);
    expect(running.component.getFirstPropertyValue('dtstamp')!.toString()).toBe(
      '2027-03-10T08:30:00Z',
    );
  });

  it('times a tactic with a reminder at that local time in the person’s zone, across a DST change', async () => {
    const api = await signIn('Sleeper');
    const zone = await api.send('PATCH', '/api/users/me', { timeZone: 'Europe/Berlin' });
    expect(zone.statusCode, zone.body).toBe(200);
    const goal = await api.goal('Sleep 8 hours a night');
    const lightsOut = await api.tactic(goal.id, 'Lights out');
    const curtains = await api.tactic(goal.id, 'Buy blackout curtains');
    const changes: Array<[string, Record<string, unknown>]> = [
      [lightsOut.id, { dueDate: '2027-03-26', repeat: { frequency: 'daily' }, remindAt: '22:30' }],
      [curtains.id, { dueDate: '2027-03-27' }],
    ];
    for (const [id, body] of changes) {
      expect((await api.updateTactic(id, body)).statusCode).toBe(200);
    }
    const response = await fetchFeed(await createLink(api));
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Berlin']);
    ICAL.TimezoneService.register(zones[0]!);
    const [timed, allDay] = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));

    // Berlin moves to summer time on 28 March 2027: 22:30 is 21:30 UTC before, 20:30 UTC after.
    const iterator = timed!.iterator();
    const occurrences = [1, 2, 3, 4].map(() => iterator.next().toJSDate().toISOString());
    expect(occurrences).toEqual([
      '2027-03-26T21:30:00.000Z',
      '2027-03-27T21:30:00.000Z',
      '2027-03-28T20:30:00.000Z',
      '2027-03-29T20:30:00.000Z',
    ]);
    const alarm = timed!.component.getFirstSubcomponent('valarm')!;
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('PT0S');
    // Without a reminder time, the tactic stays an all-day event with the morning alarm.
    expect(allDay!.startDate.isDate).toBe(true);
    const morning = allDay!.component.getFirstSubcomponent('valarm')!;
    expect(String(morning.getFirstPropertyValue('trigger'))).toBe('PT9H');
  });

  it('covers every active outcome, and stops repeats at their goal’s target date', async () => {
    const api = await signIn('Two plans');
    const race = await api.outcome('Run a half marathon');
    const old = await api.outcome('Learn Spanish');
    const training = await api.createGoal({ title: 'Training', outcomeId: race.id });
    const sleep = await api.goal('Sleep better');
    const lessons = await api.createGoal({ title: 'Lessons', outcomeId: old.id });
    const done = await api.goal('Drink water');
    const run = await api.tactic(training.json<{ id: string }>().id, 'Run, easy pace');
    const rest = await api.tactic(sleep.id, 'Lights out');
    const lesson = await api.tactic(lessons.json<{ id: string }>().id, 'Lesson');
    const glass = await api.tactic(done.id, 'A glass at breakfast');
    for (const id of [run.id, rest.id, lesson.id, glass.id]) {
      const weekly = { repeat: { frequency: 'weekly', days: ['mon'] }, dueDate: '2027-03-01' };
      expect((await api.updateTactic(id, weekly)).statusCode).toBe(200);
    }
    const target = { targetDate: '2027-03-15' };
    expect((await api.updateGoal(training.json<{ id: string }>().id, target)).statusCode).toBe(200);
    expect((await api.updateOutcome(old.id, { status: 'archived' })).statusCode).toBe(200);
    expect((await api.updateGoal(done.id, { status: 'achieved' })).statusCode).toBe(200);

    const calendar = new ICAL.Component(ICAL.parse((await fetchFeed(await createLink(api))).body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    // The archived outcome's and the achieved goal's tactics are not in the feed; both active
    // outcomes are.
    expect(events.map((event) => event.summary).sort()).toEqual(['Lights out', 'Run, easy pace']);
    const running = events.find((event) => event.summary === 'Run, easy pace')!;
    expect(running.component.getFirstPropertyValue('rrule')!.toString()).toBe(
      'FREQ=WEEKLY;BYDAY=MO;UNTIL=20270315',
    );
    const iterator = running.iterator();
    const dates: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) dates.push(next.toString());
    expect(dates).toEqual(['2027-03-01', '2027-03-08', '2027-03-15']);
  });

  it('another user’s calendar routes act only on their own link', async () => {
    const [alice, bob] = await Promise.all([signIn('Alice'), signIn('Bob')]);
    const aliceUrl = await createLink(alice);
    expect((await bob.send('DELETE', '/api/calendar/link')).statusCode).toBe(204);
    expect(await status(bob)).toEqual({ active: false, createdAt: null });
    await createLink(bob);
    expect((await fetchFeed(aliceUrl)).statusCode).toBe(200);
    expect((await status(alice)).active).toBe(true);
  });

  it('limits feed requests per address (429) and never logs the secret', async () => {
    const api = await signIn('Poller');
    const url = await createLink(api);
    const secret = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const statuses: number[] = [];
    for (let count = 0; count <= FEED_REQUESTS_PER_MINUTE; count++) {
      statuses.push((await fetchFeed(url, '198.51.100.20')).statusCode);
    }
    expect(statuses.slice(0, FEED_REQUESTS_PER_MINUTE).every((code) => code === 200)).toBe(true);
    const limited = await fetchFeed(url, '198.51.100.20');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await fetchFeed(url, '198.51.100.21')).statusCode).toBe(200);

    const log = logLines.join('');
    expect(log).toContain('/calendar/[secret].ics');
    expect(log).not.toContain(secret);
  });

  it('keeps the secret out of the log when the request line is an absolute URL', async () => {
    const api = await signIn('Absolute');
    const secret = /calendar\/(.+)\.ics$/.exec(await createLink(api))![1]!;
    const { app } = context();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      socket.write(
        `GET http://momentum.example/calendar/${secret}.ics HTTP/1.1\r\nHost: momentum.example\r\nConnection: close\r\n\r\n`,
      );
    });
    // Served like any feed request, and logged without its credential.
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('BEGIN:VCALENDAR');
    const log = logLines.join('');
    expect(log).not.toContain(secret);
  });

  // A second app of its own, database included: it gets the time of a set-up, not of a test.
  it(
    'builds the link on PUBLIC_URL, whatever Host header the caller sends',
    { timeout: 60_000 },
    async () => {
      const deployed = await createTestApp({ publicUrl: 'https://plan.example.com' });
      try {
        const user = await signInTestUser('Deployed');
        const response = await deployed.app.inject({
          method: 'POST',
          url: '/api/calendar/link',
          headers: { ...user.headers, host: 'attacker.example' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json<{ url: string }>().url).toMatch(
          /^https:\/\/plan\.example\.com\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
        );
      } finally {
        await deployed.close();
      }
    },
  );

  describe('without a verified caller', () => {
    for (const [method, url] of [
      ['GET', '/api/calendar'],
      ['POST', '/api/calendar/link'],
      ['DELETE', '/api/calendar/link'],
    ] as const) {
      it(`${method} ${url} answers 401`, async () => {
        const response = await context().app.inject({ method, url });
        expect([response.statusCode, response.json()]).toEqual([401, refusal('Unauthorized')]);
      });
    }
  });
});
