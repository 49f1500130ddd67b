import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECK_IN_HISTORY_DAYS, HISTORY_PAGE_MAX, TODAY_CHECK_IN_DAYS } from '#shared/limits';
import {
  addDays,
  isScheduledOn,
  weekdayOf,
  type LocalDate,
  type Pause,
  type Repeat,
} from '#shared/schedule';
import { describeRhythm, describeStreak, streak } from '#shared/rhythm';
import {
  outcomePlanSchema,
  tacticHistorySchema,
  todayPlanSchema,
  type Tactic,
} from '#shared/schemas';
import { checkIns, tactics } from '#server/db/schema.ts';
import { dbKind, describeWithDb } from '#test/server/test-app.ts';
import {
  JUNK_IDS,
  NOT_FOUND,
  parseExactly,
  useWorkflowApp,
  type WorkflowApi,
} from '#test/server/workflow-model.ts';
import { english } from '#test/words.ts';

/** The English words, as the brief writes them. */

const today = () => new Date().toISOString().slice(0, 10);
const daysBack = (days: number) => addDays(today(), -days);

describeWithDb(`A tactic's history on demand (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp();

  /** A repeating tactic with check-ins on the given dates, written as an import would. */
  async function repeating(api: WorkflowApi, repeat: Repeat, dates: LocalDate[], note = false) {
    const goal = await api.goal('Get fit');
    const tactic = await api.tactic(goal.id, 'Run');
    expect((await api.updateTactic(tactic.id, { repeat })).statusCode).toBe(200);
    if (dates.length) {
      await context()
        .database.db.insert(checkIns)
        .values(
          dates.map((date) => ({ tacticId: tactic.id, date, note: note ? `on ${date}` : null })),
        );
    }
    return tactic;
  }
  const planTactic = async (api: WorkflowApi) => (await api.outcomes()).goals[0]!.tactics[0]!;

  it('GET /api/outcomes carries 8 weeks of check-ins; the history route pages through all of them', async () => {
    const api = await signIn('Historian');
    // Daily for 41 days, then nothing for 19 days: older check-ins belong to no current streak.
    const recent = Array.from({ length: 41 }, (_, i) => daysBack(i));
    const old = Array.from({ length: 60 }, (_, i) => daysBack(60 + i * 3));
    const tactic = await repeating(api, { frequency: 'daily' }, [...recent, ...old], true);

    const inPlan = await planTactic(api);
    expect(inPlan.checkIns).toEqual([...recent].sort());
    expect(inPlan.checkInNotes.length).toBe(inPlan.checkIns.length);

    const everything = [...recent, ...old].sort().reverse();
    const seen: LocalDate[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: string = before ? `?limit=30&before=${before}` : '?limit=30';
      const response = await api.send('GET', `/api/tactics/${tactic.id}/history${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = parseExactly(tacticHistorySchema, response.json());
      expect(page.checkIns.every(({ date, note }) => note === `on ${date}`)).toBe(true);
      seen.push(...page.checkIns.map(({ date }) => date));
      before = page.nextBefore;
      pages++;
    } while (before !== null);
    expect(seen).toEqual(everything);
    expect(pages).toBe(Math.ceil(everything.length / 30));

    // The default page is the newest 50; an outcome's own history still counts every check-in.
    const first = await api.send('GET', `/api/tactics/${tactic.id}/history`);
    expect(first.json<{ checkIns: unknown[] }>().checkIns).toHaveLength(50);
    const outcomeId = (await api.outcomes()).outcomes[0]!.id;
    const plan = parseExactly(
      outcomePlanSchema,
      (await api.send('GET', `/api/outcomes/${outcomeId}`)).json(),
    );
    expect(plan.goals[0]!.tactics[0]!.checkIns).toEqual([...everything].reverse());
  });

  it('a streak longer than the 8 weeks is reported whole, daily and weekly', async () => {
    const api = await signIn('Streaker');
    const year = Array.from({ length: 300 }, (_, i) => daysBack(i));
    // A gap of more than a week ends the run: what is older no streak can count.
    await repeating(api, { frequency: 'daily' }, [...year, daysBack(302), daysBack(310)]);
    const daily = await planTactic(api);
    expect(describeStreak(streak(daily, today()), english)).toBe('300-day streak');
    expect(daily.checkIns).toContain(daysBack(302));
    expect(daily.checkIns).not.toContain(daysBack(310));

    const weekly = await signIn('Weekly streaker');
    // Every Monday and Thursday of this week (as far as it came) and the 30 weeks before.
    const monday = addDays(today(), -((new Date(`${today()}T00:00:00Z`).getUTCDay() + 6) % 7));
    const days = Array.from({ length: 31 }, (_, week) => [
      addDays(monday, -7 * week),
      addDays(monday, -7 * week + 3),
    ])
      .flat()
      .filter((date) => date <= today());
    await repeating(weekly, { frequency: 'weekly', days: ['mon', 'thu'] }, days);
    const tactic = await planTactic(weekly);
    // This week counts (its Monday is checked in, Thursday is either done or still to come).
    expect(describeStreak(streak(tactic, today()), english)).toBe('31-week streak');
  });

  it('a monthly streak, its check-ins a month apart, reaches back whole; a daily one as far as rest days bridge', async () => {
    const api = await signIn('Monthly streaker');
    // The 1st of this month and of the 11 before it: a month between each.
    const [year, month] = today().split('-').map(Number) as [number, number];
    const firsts = Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(year, month - 1 - i, 1)).toISOString().slice(0, 10),
    );
    await repeating(api, { frequency: 'monthly', day: 1 }, firsts);
    const monthly = await planTactic(api);
    expect(monthly.checkIns).toEqual([...firsts].sort());
    expect(describeStreak(streak(monthly, today()), english)).toBe('12-month streak');

    // Daily with a missed day every 7th (a rest day each time): the run goes on past the window;
    // a gap of 4 days (three missed, more than two rest days) ends what it reaches.
    const daily = await signIn('Resting streaker');
    const run = Array.from({ length: 140 }, (_, i) => i + 1).filter((i) => i % 7 !== 0);
    await repeating(daily, { frequency: 'daily' }, [...run.map(daysBack), daysBack(143)]);
    const tactic = await planTactic(daily);
    expect(tactic.checkIns).toContain(daysBack(139));
    expect(tactic.checkIns).not.toContain(daysBack(143));
  });

  it('a broken streak sends nothing older than 8 weeks', async () => {
    const api = await signIn('Restarter');
    const recent = Array.from({ length: CHECK_IN_HISTORY_DAYS - 10 }, (_, i) => daysBack(i));
    const older = Array.from({ length: 100 }, (_, i) => daysBack(CHECK_IN_HISTORY_DAYS + 1 + i));
    await repeating(api, { frequency: 'daily' }, [...recent, ...older]);
    const tactic = await planTactic(api);
    expect(tactic.checkIns).toEqual([...recent].sort());
    expect(describeStreak(streak(tactic, today()), english)).toBe(`${recent.length}-day streak`);
  });

  /** The tactic as Today's read on `day` carries it, and as the current outcome's read does. */
  const todayTactic = async (api: WorkflowApi, day = today()): Promise<Tactic> => {
    const response = await api.send('GET', `/api/outcomes?include=today&today=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    return parseExactly(todayPlanSchema, response.json()).goals[0]!.tactics[0]!;
  };
  const currentTactic = async (api: WorkflowApi): Promise<Tactic> => {
    const outcomeId = (await api.outcomes()).outcomes[0]!.id;
    const response = await api.send('GET', `/api/outcomes/${outcomeId}?checkIns=recent`);
    expect(response.statusCode, response.body).toBe(200);
    return parseExactly(outcomePlanSchema, response.json()).goals[0]!.tactics[0]!;
  };
  /** No date sent lies before the window's first week: 12 weeks for Today, 8 for the outcome. */
  const expectWindow = (tactic: Tactic, days: number, day = today()) => {
    expect(tactic.checkIns.length).toBeLessThanOrEqual(days + 7);
    expect(tactic.checkIns.every((date) => date >= addDays(day, -(days + 6)))).toBe(true);
  };

  it('Today and the current outcome send weeks of check-ins, and the streak of 300 days before them summed up', async () => {
    const api = await signIn('Summed up');
    const year = Array.from({ length: 300 }, (_, i) => daysBack(i + 1));
    const tactic = await repeating(api, { frequency: 'daily' }, year);
    const onToday = await todayTactic(api);
    expectWindow(onToday, TODAY_CHECK_IN_DAYS);
    expect(onToday.rhythmBefore?.streak.count).toBeGreaterThan(200);
    expect(describeRhythm(onToday, today(), 'monday', english).streak).toBe('300-day streak');
    const current = await currentTactic(api);
    expectWindow(current, CHECK_IN_HISTORY_DAYS);
    expect(describeRhythm(current, today(), 'monday', english).streak).toBe('300-day streak');
    // The whole plan still carries the run, as old clients read it.
    expect((await planTactic(api)).checkIns).toHaveLength(300);
    expect((await planTactic(api)).rhythmBefore).toBeUndefined();

    // A check-in today adds a day; taken back, the streak is as it was.
    expect((await api.checkIn(tactic.id, today())).statusCode).toBe(204);
    expect(describeRhythm(await todayTactic(api), today(), 'monday', english).streak).toBe(
      '301-day streak',
    );
    expect((await api.removeCheckIn(tactic.id, today())).statusCode).toBe(204);
    expect(describeRhythm(await todayTactic(api), today(), 'monday', english).streak).toBe(
      '300-day streak',
    );
  });

  it('sums up weekly, monthly and Sunday-week streaks, and a paused week stands still', async () => {
    const weekly = await signIn('Weekly summed up');
    const monday = addDays(today(), -((new Date(`${today()}T00:00:00Z`).getUTCDay() + 6) % 7));
    // This week's Monday (today, or done) and the 39 before it.
    const mondays = Array.from({ length: 40 }, (_, week) => addDays(monday, -7 * week));
    await repeating(weekly, { frequency: 'weekly', days: ['mon'] }, mondays);
    const week = await todayTactic(weekly);
    expectWindow(week, TODAY_CHECK_IN_DAYS);
    expect(weekdayOf(week.rhythmBefore!.from)).toBe('mon');
    expect(describeStreak(streak(week, today()), english)).toBe('40-week streak');

    const sunday = await signIn('Sunday summed up');
    const setWeek = await sunday.send('PATCH', '/api/users/me', { weekStartsOn: 'sunday' });
    expect(setWeek.statusCode, setWeek.body).toBe(200);
    await repeating(sunday, { frequency: 'weekly', days: ['mon'] }, mondays);
    const sundayWeeks = await todayTactic(sunday);
    expect(weekdayOf(sundayWeeks.rhythmBefore!.from)).toBe('sun');
    expect(describeStreak(streak(sundayWeeks, today(), 'sunday'), english)).toBe('40-week streak');

    const monthly = await signIn('Monthly summed up');
    const repeat: Repeat = { frequency: 'monthly', day: Number(today().slice(8, 10)) };
    const months = Array.from({ length: 500 }, (_, i) => daysBack(i + 1))
      .filter((date) => isScheduledOn(repeat, date))
      .slice(0, 14);
    await repeating(monthly, repeat, months);
    // Scheduled today: Today lists it, this month open.
    const month = await todayTactic(monthly);
    expectWindow(month, TODAY_CHECK_IN_DAYS);
    expect(month.rhythmBefore).toBeDefined();
    expect(describeStreak(streak(month, today()), english)).toBe('14-month streak');

    const paused = await signIn('Paused summed up');
    // Daily for 200 days but the 7 days from 100 days back, which were paused.
    const pause: Pause = { from: daysBack(106), until: daysBack(100) };
    const days = Array.from({ length: 200 }, (_, i) => daysBack(i + 1)).filter(
      (date) => date < pause.from || date > pause.until,
    );
    const tactic = await repeating(paused, { frequency: 'daily' }, days);
    await context()
      .database.db.update(tactics)
      .set({ pauses: [pause] })
      .where(eq(tactics.id, tactic.id));
    const frozen = await todayTactic(paused);
    expectWindow(frozen, TODAY_CHECK_IN_DAYS);
    expect(describeRhythm(frozen, today(), 'monday', english).streak).toBe('193-day streak');
  });

  // With the day starting at 03:00, at 01:30 the person's today is the server's yesterday.
  it('walks the streak to the person’s today, which the day start may put before the server’s', async () => {
    const api = await signIn('Night owl');
    const setDay = await api.send('PATCH', '/api/users/me', { dayStartsAt: '03:00' });
    expect(setDay.statusCode, setDay.body).toBe(200);
    const theirToday = daysBack(1);
    const tactic = await repeating(
      api,
      { frequency: 'daily' },
      Array.from({ length: 300 }, (_, i) => daysBack(i + 2)),
    );
    const before = await todayTactic(api, theirToday);
    expectWindow(before, TODAY_CHECK_IN_DAYS, theirToday);
    expect(describeRhythm(before, theirToday, 'monday', english).streak).toBe('300-day streak');
    expect((await api.checkIn(tactic.id, theirToday)).statusCode).toBe(204);
    expect(
      describeRhythm(await todayTactic(api, theirToday), theirToday, 'monday', english).streak,
    ).toBe('301-day streak');
  });

  it('another person’s tactic, a partner’s included, answers 404 exactly like an unknown id', async () => {
    const owner = await signIn('Owner');
    const tactic = await repeating(owner, { frequency: 'daily' }, [today()], true);
    const outcomeId = (await owner.outcomes()).outcomes[0]!.id;
    const invitation = await owner.send('POST', `/api/outcomes/${outcomeId}/invitations`);
    expect(invitation.statusCode, invitation.body).toBe(201);
    const { url } = invitation.json<{ url: string }>();
    const partner = await signIn('Partner');
    const token = url.split('/').at(-1)!;
    expect((await partner.send('POST', `/api/invitations/${token}/accept`)).statusCode).toBe(200);
    const stranger = await signIn('Stranger');
    for (const api of [partner, stranger]) {
      for (const id of [tactic.id, ...JUNK_IDS]) {
        const response = await api.send('GET', `/api/tactics/${encodeURIComponent(id)}/history`);
        expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
      }
    }
    const mine = await owner.send('GET', `/api/tactics/${tactic.id}/history`);
    expect(mine.json()).toEqual({
      checkIns: [{ date: today(), note: `on ${today()}` }],
      nextBefore: null,
    });
  });

  it('refuses a bad page with a clear message', async () => {
    const api = await signIn('Pager');
    const tactic = await repeating(api, { frequency: 'daily' }, []);
    for (const [query, message] of [
      ['limit=0', `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}`],
      [
        `limit=${HISTORY_PAGE_MAX + 1}`,
        `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}`,
      ],
      ['limit=ten', `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}`],
      ['before=yesterday', 'Dates must be real calendar dates'],
      ['since=2026-01-01', 'Unrecognized key'],
    ] as const) {
      const response = await api.send('GET', `/api/tactics/${tactic.id}/history?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await api.send('GET', `/api/tactics/${randomUUID()}/history?limit=0`)).statusCode).toBe(
      400,
    );
  });
});
