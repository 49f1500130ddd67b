import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  latestCheckInDate,
  SCHEDULE_MESSAGES,
  tacticSchema,
  type Tactic,
} from '#shared/schemas';
import { addDays } from '#shared/schedule';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import { NOT_FOUND, parseExactly, useWorkflowApp } from '#test/server/workflow-model.ts';

const today = () => new Date().toISOString().slice(0, 10);

const DATE = 'Dates must be real calendar dates from 2000-01-01 to 2100-12-31, written YYYY-MM-DD';
const LINK = 'Links must be web addresses starting with https://';
const RATING = 'Ratings are whole numbers from 1 to 5';
const REMIND_AT = 'Reminder times are written HH:MM, from 00:00 to 23:59';
const SLUG = 'Resource ids are short slugs of lowercase letters, digits and dashes';

describeWithDb(`tactic schedules, plans, ratings, links and check-ins (${dbKind})`, () => {
  const { signIn } = useWorkflowApp();

  const setUp = async () => {
    const api = await signIn('Scheduler');
    const goal = await api.goal('Run a 10k');
    const tactic = await api.tactic(goal.id, 'Run three times a week');
    return { api, goal, tactic };
  };

  describe('PATCH /api/tactics/:id with the new fields', () => {
    // [body, what the tactic shows after it]
    const goodChanges: Array<[string, Record<string, unknown>, Partial<Tactic>]> = [
      ['a due date', { dueDate: '2028-02-29' }, { dueDate: '2028-02-29' }],
      ['no due date', { dueDate: null }, { dueDate: null }],
      ['a daily repeat', { repeat: { frequency: 'daily' } }, { repeat: { frequency: 'daily' } }],
      [
        'a weekly repeat, days put in week order',
        { repeat: { frequency: 'weekly', days: ['fri', 'mon', 'wed'] } },
        { repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] } },
      ],
      [
        '3 times a week, any days',
        { repeat: { frequency: 'timesPerWeek', times: 3 } },
        { repeat: { frequency: 'timesPerWeek', times: 3 } },
      ],
      [
        'every 30 days from a leap day',
        { repeat: { frequency: 'everyNDays', interval: 30, anchor: '2028-02-29' } },
        { repeat: { frequency: 'everyNDays', interval: 30, anchor: '2028-02-29' } },
      ],
      [
        'monthly on the 31st',
        { repeat: { frequency: 'monthly', day: 31 } },
        { repeat: { frequency: 'monthly', day: 31 } },
      ],
      ['no repeat', { repeat: null }, { repeat: null }],
      [
        'an if-then plan, trimmed',
        { plan: { when: '  I get home from work ', then: ' Put on my running shoes  ' } },
        { plan: { when: 'I get home from work', then: 'Put on my running shoes' } },
      ],
      ['no plan', { plan: null }, { plan: null }],
      [
        'actual ratings',
        { actualEffort: 4, actualImpact: 2 },
        { actualEffort: 4, actualImpact: 2 },
      ],
      [
        'no actual ratings',
        { actualEffort: null, actualImpact: null },
        { actualEffort: null, actualImpact: null },
      ],
      [
        'a link and a resource',
        { link: 'https://www.sleepfoundation.org/sleep-hygiene', resourceId: 'sleep-hygiene-1' },
        { link: 'https://www.sleepfoundation.org/sleep-hygiene', resourceId: 'sleep-hygiene-1' },
      ],
      ['no link or resource', { link: null, resourceId: null }, { link: null, resourceId: null }],
      ['a reminder time', { remindAt: '22:30' }, { remindAt: '22:30' }],
      ['midnight', { remindAt: '00:00' }, { remindAt: '00:00' }],
      ['no reminder time', { remindAt: null }, { remindAt: null }],
    ];

    it('saves each field, answers the whole tactic and GET /api/outcomes shows the same', async () => {
      const { api, goal, tactic } = await setUp();
      let expected: Tactic = tactic;
      for (const [name, body, change] of goodChanges) {
        const response = await api.updateTactic(tactic.id, body);
        expect([name, response.statusCode]).toEqual([name, 200]);
        // When the repeat was set has its own test below.
        const repeatSetAt =
          body.repeat === undefined
            ? expected.repeatSetAt
            : body.repeat && (expect.any(String) as string);
        expected = { ...expected, ...change, repeatSetAt };
        const answered = parseExactly(tacticSchema, response.json());
        expect([name, answered]).toEqual([name, expected]);
        expected = { ...expected, repeatSetAt: answered.repeatSetAt };
        expect((await api.outcomes()).goals).toEqual([
          { ...goal, tactics: [expected], measurements: [] },
        ]);
      }
    });

    it('says when the repeat was set: kept when the same one is sent again, new when it changes', async () => {
      const { api, tactic } = await setUp();
      expect(tactic.repeatSetAt).toBeNull();
      const patch = async (body: Record<string, unknown>) => {
        const response = await api.updateTactic(tactic.id, body);
        expect(response.statusCode).toBe(200);
        return parseExactly(tacticSchema, response.json()).repeatSetAt;
      };
      const before = Date.now();
      const set = await patch({ repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] } });
      expect(set).not.toBeNull();
      expect(new Date(set!).toISOString()).toBe(set);
      expect(Date.parse(set!)).toBeGreaterThanOrEqual(before - 1000);
      // A retried or unchanged repeat keeps its start; a due date leaves it alone.
      expect(await patch({ repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] } })).toBe(
        set,
      );
      expect(await patch({ dueDate: today() })).toBe(set);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const changed = await patch({ repeat: { frequency: 'weekly', days: ['mon', 'wed'] } });
      expect(changed).not.toBe(set);
      expect(Date.parse(changed!)).toBeGreaterThan(Date.parse(set!));
      expect((await api.outcomes()).goals[0]!.tactics[0]!.repeatSetAt).toBe(changed);
      expect(await patch({ repeat: null })).toBeNull();
    });

    const badChanges: Array<[string, Record<string, unknown>, string]> = [
      ['a due date that does not exist', { dueDate: '2027-02-29' }, DATE],
      ['a due date in another format', { dueDate: '28/11/2027' }, DATE],
      ['a due date with a time', { dueDate: '2027-11-28T10:00:00Z' }, DATE],
      ['a due date as a number', { dueDate: 20271128 }, DATE],
      ['a due date before 2000', { dueDate: '1999-12-31' }, DATE],
      ['a due date after 2100', { dueDate: '2101-01-01' }, DATE],
      ['a due date in year 9999', { dueDate: '9999-12-31' }, DATE],
      ['month 13', { dueDate: '2027-13-01' }, DATE],
      [
        'a weekly repeat with no days',
        { repeat: { frequency: 'weekly', days: [] } },
        'Choose at least one day for a weekly repeat',
      ],
      [
        '7 times a week',
        { repeat: { frequency: 'timesPerWeek', times: 7 } },
        'Times a week is a whole number from 1 to 6',
      ],
      [
        'every day as every 1 day',
        { repeat: { frequency: 'everyNDays', interval: 1, anchor: '2027-01-01' } },
        'Every N days takes a whole number of days from 2 to 30',
      ],
      [
        'every N days without an anchor',
        { repeat: { frequency: 'everyNDays', interval: 3 } },
        DATE,
      ],
      [
        'monthly on the 32nd',
        { repeat: { frequency: 'monthly', day: 32 } },
        "A monthly repeat's day is a whole number from 1 to 31",
      ],
      [
        'monthly on day 1.5',
        { repeat: { frequency: 'monthly', day: 1.5 } },
        "A monthly repeat's day is a whole number from 1 to 31",
      ],
      [
        'a weekly repeat without days',
        { repeat: { frequency: 'weekly' } },
        'Choose the days of a weekly repeat',
      ],
      [
        'a day twice',
        { repeat: { frequency: 'weekly', days: ['mon', 'mon'] } },
        'Each day can be chosen only once',
      ],
      [
        'an unknown day',
        { repeat: { frequency: 'weekly', days: ['monday'] } },
        'Days are mon, tue, wed, thu, fri, sat, sun',
      ],
      [
        'a monthly repeat without its day',
        { repeat: { frequency: 'monthly' } },
        "A monthly repeat's day is a whole number from 1 to 31",
      ],
      [
        'a yearly repeat',
        { repeat: { frequency: 'yearly' } },
        'Repeat is null, {"frequency":"daily"}, {"frequency":"weekly","days":[...]}, ' +
          '{"frequency":"timesPerWeek","times":N}, {"frequency":"everyNDays","interval":N,"anchor":"YYYY-MM-DD"} ' +
          'or {"frequency":"monthly","day":N}',
      ],
      [
        'a daily repeat with days',
        { repeat: { frequency: 'daily', days: ['mon'] } },
        'Unrecognized key: "days"',
      ],
      ['a reminder at 24:00', { remindAt: '24:00' }, REMIND_AT],
      ['a reminder without its leading zero', { remindAt: '7:30' }, REMIND_AT],
      ['a reminder with seconds', { remindAt: '07:30:00' }, REMIND_AT],
      ['a reminder as a number', { remindAt: 730 }, REMIND_AT],
      [
        'a plan without its situation',
        { plan: { when: '  ', then: 'Run' } },
        'The plan needs its "When..." situation',
      ],
      [
        'a plan without its action',
        { plan: { when: 'After work' } },
        'The plan needs its "I will..." action',
      ],
      [
        'a plan part of 201 characters',
        { plan: { when: 'x'.repeat(201), then: 'Run' } },
        'Each part of a plan can be at most 200 characters',
      ],
      [
        'a plan with a NUL character',
        { plan: { when: 'After\u0000work', then: 'Run' } },
        'Plans cannot contain invalid characters',
      ],
      [
        'a plan as text',
        { plan: 'When I wake up' },
        'A plan is {"when": "...", "then": "..."} or null',
      ],
      ['actual effort 0', { actualEffort: 0 }, RATING],
      ['actual impact 6', { actualImpact: 6 }, RATING],
      ['actual impact 2.5', { actualImpact: 2.5 }, RATING],
      ['an http link', { link: 'http://example.com/' }, LINK],
      ['a javascript: link', { link: 'javascript:alert(1)' }, LINK],
      ['a data: link', { link: 'data:text/html,<b>hi</b>' }, LINK],
      ['a link that is not a URL', { link: 'sleep better' }, LINK],
      ['a link without host', { link: 'https://' }, LINK],
      ['a link with a space', { link: 'https://example.com/a b' }, LINK],
      ['a link with a newline', { link: 'https://exam\nple.com/' }, LINK],
      [
        'a link of 2,049 characters',
        { link: `https://example.com/${'a'.repeat(2049 - 20)}` },
        'Links can be at most 2048 characters',
      ],
      ['a resource id with capitals', { resourceId: 'Sleep-Hygiene' }, SLUG],
      ['an empty resource id', { resourceId: '' }, SLUG],
      ['a resource id of 81 characters', { resourceId: 'a'.repeat(81) }, SLUG],
      ['a resource id with a slash', { resourceId: '../admin' }, SLUG],
    ];
    for (const [name, body, message] of badChanges) {
      it(`refuses ${name} with 400 and changes nothing`, async () => {
        const { api, goal, tactic } = await setUp();
        const response = await api.updateTactic(tactic.id, { title: 'Changed', ...body });
        expect([response.statusCode, errorBodySchema.parse(response.json()).message]).toEqual([
          400,
          message,
        ]);
        expect((await api.outcomes()).goals).toEqual([
          { ...goal, tactics: [tactic], measurements: [] },
        ]);
      });
    }

    it('accepts a link of exactly 2,048 characters', async () => {
      const { api, tactic } = await setUp();
      const link = `https://example.com/${'a'.repeat(2048 - 20)}`;
      expect(link).toHaveLength(2048);
      const response = await api.updateTactic(tactic.id, { link });
      expect([response.statusCode, response.json<Tactic>().link]).toEqual([200, link]);
    });
  });

  describe('completion and repeats', () => {
    it('stamps completedAt once, keeps it on a repeated tick and clears it on untick', async () => {
      const { api, tactic } = await setUp();
      const first = (await api.updateTactic(tactic.id, { completed: true })).json<Tactic>();
      expect(Date.parse(first.completedAt!)).toBeGreaterThan(Date.now() - 60_000);
      const again = (await api.updateTactic(tactic.id, { completed: true })).json<Tactic>();
      expect(again.completedAt).toBe(first.completedAt);
      const undone = (await api.updateTactic(tactic.id, { completed: false })).json<Tactic>();
      expect([undone.completed, undone.completedAt]).toEqual([false, null]);
    });

    it('setting a repeat clears completion; a repeating tactic cannot be marked done (409)', async () => {
      const { api, goal, tactic } = await setUp();
      await api.updateTactic(tactic.id, { completed: true });
      const repeating = await api.updateTactic(tactic.id, { repeat: { frequency: 'daily' } });
      expect(repeating.json<Tactic>()).toMatchObject({ completed: false, completedAt: null });
      const before = await api.outcomes();

      for (const body of [
        { completed: true },
        { completed: true, title: 'Renamed' },
        { completed: true, repeat: { frequency: 'weekly', days: ['sun'] } },
      ]) {
        const response = await api.updateTactic(tactic.id, body);
        expect([response.statusCode, response.json()]).toEqual([
          409,
          refusal(SCHEDULE_MESSAGES.completedNeedsNoRepeat),
        ]);
      }
      expect(await api.outcomes()).toEqual(before);

      // Dropping the repeat in the same call makes it a one-off that can be done.
      const done = await api.updateTactic(tactic.id, { repeat: null, completed: true });
      expect(done.statusCode).toBe(200);
      expect(done.json<Tactic>()).toMatchObject({ repeat: null, completed: true });
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [done.json()], measurements: [] },
      ]);
    });
  });

  describe('PUT and DELETE /api/tactics/:id/check-ins/:date', () => {
    const repeatingTactic = async () => {
      const setup = await setUp();
      const response = await setup.api.updateTactic(setup.tactic.id, {
        repeat: { frequency: 'weekly', days: ['mon', 'thu'] },
      });
      expect(response.statusCode).toBe(200);
      return setup;
    };

    it('records a check-in once however often it is sent, and removes it idempotently', async () => {
      const { api, tactic } = await repeatingTactic();
      const dates = [addDays(today(), -8), today(), addDays(today(), -1)];
      for (const date of [...dates, dates[0]!]) {
        const response = await api.checkIn(tactic.id, date);
        expect([date, response.statusCode, response.body]).toEqual([date, 204, '']);
      }
      const checkIns = async () => (await api.outcomes()).goals[0]!.tactics[0]!.checkIns;
      expect(await checkIns()).toEqual([...dates].sort());

      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await api.removeCheckIn(tactic.id, dates[1]!);
        expect(response.statusCode).toBe(204);
      }
      expect(await checkIns()).toEqual([dates[0], dates[2]]);
      // The tactic's PATCH answer carries its check-ins too.
      const patched = await api.updateTactic(tactic.id, { title: 'Run twice a week' });
      expect(patched.json<Tactic>().checkIns).toEqual([dates[0], dates[2]]);
    });

    it('accepts the server’s tomorrow (time zones ahead of UTC) and refuses later days', async () => {
      const { api, tactic } = await repeatingTactic();
      const latest = latestCheckInDate(new Date());
      expect((await api.checkIn(tactic.id, latest)).statusCode).toBe(204);
      const tooLate = await api.checkIn(tactic.id, addDays(latest, 1));
      expect([tooLate.statusCode, tooLate.json()]).toEqual([
        400,
        refusal(SCHEDULE_MESSAGES.futureCheckIn),
      ]);
      expect((await api.outcomes()).goals[0]!.tactics[0]!.checkIns).toEqual([latest]);
    });

    for (const date of ['2027-02-30', 'today', '2027-1-5', '20271105', '1999-01-01']) {
      it(`refuses the date "${date}" with 400`, async () => {
        const { api, tactic } = await repeatingTactic();
        for (const response of [
          await api.checkIn(tactic.id, date),
          await api.removeCheckIn(tactic.id, date),
        ]) {
          expect([response.statusCode, errorBodySchema.parse(response.json()).message]).toEqual([
            400,
            DATE,
          ]);
        }
        expect((await api.outcomes()).goals[0]!.tactics[0]!.checkIns).toEqual([]);
      });
    }

    it('refuses a check-in on a one-off tactic with 409', async () => {
      const { api, tactic } = await setUp();
      const response = await api.checkIn(tactic.id, today());
      expect([response.statusCode, response.json()]).toEqual([
        409,
        refusal(SCHEDULE_MESSAGES.checkInNeedsRepeat),
      ]);
      expect((await api.outcomes()).goals[0]!.tactics[0]!.checkIns).toEqual([]);
    });

    it('answers 404 for a tactic that is not there, and its check-ins go with a deleted tactic', async () => {
      const { api, goal, tactic } = await repeatingTactic();
      for (const id of ['not-a-uuid', randomUUID(), goal.id]) {
        expect((await api.checkIn(id, today())).statusCode).toBe(404);
        expect((await api.removeCheckIn(id, today())).statusCode).toBe(404);
      }
      expect((await api.checkIn(tactic.id, today())).statusCode).toBe(204);
      expect((await api.deleteTactic(tactic.id)).statusCode).toBe(204);
      expect((await api.checkIn(tactic.id, today())).statusCode).toBe(404);
    });

    it('keeps check-ins as history when the repeat is removed', async () => {
      const { api, tactic } = await repeatingTactic();
      await api.checkIn(tactic.id, today());
      const oneOff = await api.updateTactic(tactic.id, { repeat: null });
      expect(oneOff.json<Tactic>()).toMatchObject({ repeat: null, checkIns: [today()] });
    });
  });

  describe('POST /api/tactics with the new fields', () => {
    it('creates a tactic with starting ratings, a link and a resource id', async () => {
      const { api, goal } = await setUp();
      const response = await api.createTactic({
        goalId: goal.id,
        title: 'Read: Why we sleep',
        effort: 2,
        impact: 4,
        link: 'https://example.com/why-we-sleep',
        resourceId: 'why-we-sleep',
      });
      expect(response.statusCode).toBe(201);
      expect(parseExactly(tacticSchema, response.json())).toMatchObject({
        effort: 2,
        impact: 4,
        link: 'https://example.com/why-we-sleep',
        resourceId: 'why-we-sleep',
        completed: false,
      });
    });

    for (const [name, body, message] of [
      ['an http link', { link: 'http://example.com' }, LINK],
      ['a javascript: link', { link: 'javascript:alert(1)' }, LINK],
      ['a bad resource id', { resourceId: 'Not A Slug' }, SLUG],
      ['effort 6', { effort: 6 }, RATING],
      ['an id that is not a uuid', { id: 'abc' }, 'Invalid UUID'],
    ] as Array<[string, Record<string, unknown>, string]>) {
      it(`refuses ${name} with 400 and creates nothing`, async () => {
        const { api, goal, tactic } = await setUp();
        const response = await api.createTactic({ goalId: goal.id, title: 'Extra', ...body });
        expect([response.statusCode, errorBodySchema.parse(response.json()).message]).toEqual([
          400,
          message,
        ]);
        expect((await api.outcomes()).goals).toEqual([
          { ...goal, tactics: [tactic], measurements: [] },
        ]);
      });
    }

    it('a retried POST with the same id answers 200 with the first tactic and adds one', async () => {
      const { api, goal, tactic } = await setUp();
      const body = { id: randomUUID(), goalId: goal.id, title: 'Stretch after runs' };
      const first = await api.createTactic(body);
      expect(first.statusCode).toBe(201);
      expect(first.json<Tactic>().id).toBe(body.id);
      const retry = await api.createTactic(body);
      expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
      expect((await api.outcomes()).goals).toEqual([
        { ...goal, tactics: [tactic, first.json()], measurements: [] },
      ]);
    });

    it('a double click (two concurrent POSTs with one id) adds one tactic', async () => {
      const { api, goal } = await setUp();
      const body = { id: randomUUID(), goalId: goal.id, title: 'Stretch after runs' };
      const responses = await Promise.all([1, 2, 3].map(() => api.createTactic(body)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
      const { tactics } = (await api.outcomes()).goals[0]!;
      expect(tactics.filter((saved) => saved.id === body.id)).toHaveLength(1);
      expect(tactics).toHaveLength(2);
    });

    it('another user’s tactic id answers exactly as an unknown goal, changing nothing', async () => {
      const alice = await setUp();
      const bob = await setUp();
      const alicePlan = await alice.api.outcomes();
      const response = await bob.api.createTactic({
        id: alice.tactic.id,
        goalId: bob.goal.id,
        title: 'Sneak',
      });
      const unknown = await bob.api.createTactic({
        id: randomUUID(),
        goalId: randomUUID(),
        title: 'Sneak',
      });
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
      expect(response.json()).toEqual(unknown.json());
      expect(await alice.api.outcomes()).toEqual(alicePlan);
      expect((await bob.api.outcomes()).goals[0]!.tactics).toEqual([bob.tactic]);
    });
  });
});
