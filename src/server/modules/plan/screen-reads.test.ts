import { expect, it } from 'vitest';
import {
  addDays,
  comingUp,
  daysBetween,
  dueToday,
  progress,
  repeatingToday,
  weeklyActivity,
  type LocalDate,
} from '#shared/schedule';
import {
  outcomeListSchema,
  outcomePlanSchema,
  outcomeSchema,
  QUERY_MESSAGES,
  todayPlanSchema,
  type Outcomes,
} from '#shared/schemas';
import { ratingEstimates } from '#shared/estimates';
import {
  inTheWeekFirst,
  loggedInWeek,
  NEXT_WEEK_COUNT,
  REVIEW_SHOWN_FIRST,
  reviewedWeek,
  slipped,
  weekFigures,
  weekNotes,
  type WeekFigures,
} from '#shared/review';
import { reviewPlanSchema, type ReviewPlan } from '#shared/review-schemas';
import { nextWeekTactics } from '#shared/review-plan';
import { isOpenGoal, rankForActionPlan } from '#shared/scoring';
import {
  COMING_UP_SHOWN_FIRST,
  doneToday,
  PROGRESS_SHOWN_FIRST,
  progressOrder,
} from '#shared/today-plan';
import { CHECK_IN_HISTORY_DAYS } from '#shared/limits';
import { describeRhythm, summedUpFrom, withRhythmBefore } from '#shared/rhythm';
import { checkIns, tactics } from '#server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { dbKind, describeWithDb } from '#test/server/test-app.ts';
import {
  followOutcome,
  NOT_FOUND,
  parseExactly,
  useWorkflowApp,
  type WorkflowApi,
} from '#test/server/workflow-model.ts';
import { english } from '#test/words.ts';

const today = () => new Date().toISOString().slice(0, 10);
/** Figures as the review's read names them: each goal's by its id (docs/decisions/256). */
const named = (figures: WeekFigures, goals: readonly { id: string }[]) => ({
  goals: figures.goals.map((figure, i) => ({ id: goals[i]!.id, ...figure })),
});

/**
 * The reads each screen makes (docs/decisions/250-each-screen-reads-what-it-shows.md): what they
 * carry must add up to what the whole plan read implied, and only for the outcomes the caller may
 * read in full (docs/decisions/130-partners-follow-read-only.md).
 */
describeWithDb(`Reads of what each screen shows (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp();

  /**
   * Two active outcomes and an archived one; one-offs due in the past, today, next week and far
   * ahead, done and not; a daily repeat checked in for 70 days; a weekly one; an old check-in.
   */
  async function busyPlan(api: WorkflowApi) {
    const day = today();
    const first = await api.goal('Run a half marathon');
    const second = await api.goal('Read more');
    /** Another outcome with one goal: their ids. */
    const another = async (title: string, goalTitle: string) => {
      const made = await api.createOutcome({ title });
      const outcomeId = parseExactly(outcomeSchema, made.json()).id;
      const goal = await api.createGoal({ title: goalTitle, outcomeId });
      return { outcomeId, goalId: goal.json<{ id: string }>().id };
    };
    const garden = { id: (await another('House', 'Garden')).goalId };
    const finished = await api.goal('Learn to juggle');
    const { outcomeId: archivedId, goalId: oldGoalId } = await another('Old plan', 'Old goal');
    const archived = { id: archivedId };
    const oldGoal = { id: oldGoalId };
    await api.tactic(oldGoal.id, 'Old tactic');
    expect((await api.updateOutcome(archived.id, { status: 'archived' })).statusCode).toBe(200);

    const edits: Array<[string, string, Record<string, unknown>]> = [
      [first.id, 'Overdue', { dueDate: addDays(day, -3) }],
      [first.id, 'Due today', { dueDate: day }],
      [first.id, 'Next week', { dueDate: addDays(day, 6) }],
      [first.id, 'Far ahead', { dueDate: addDays(day, 40) }],
      [first.id, 'Done', { dueDate: addDays(day, -1), completed: true }],
      [first.id, 'Long overdue', { dueDate: '2026-03-01' }],
      [first.id, 'Unscheduled', {}],
      [second.id, 'Daily pages', { repeat: { frequency: 'daily' } }],
      [second.id, 'Library', { repeat: { frequency: 'weekly', days: ['sat'] } }],
      [garden.id, 'Weed', { completed: true }],
      // An achieved goal's repeats and due tactics leave Today, yet count in its figures.
      [finished.id, 'Juggle daily', { repeat: { frequency: 'daily' } }],
      [finished.id, 'Buy balls', { dueDate: day }],
      [finished.id, 'Watch a video', { dueDate: addDays(day, -2), completed: true }],
    ];
    const ids: Record<string, string> = {};
    for (const [goalId, title, changes] of edits) {
      const tactic = await api.tactic(goalId, title);
      ids[title] = tactic.id;
      if (Object.keys(changes).length) {
        const changed = await api.updateTactic(tactic.id, changes);
        expect(changed.statusCode, changed.body).toBe(200);
      }
    }
    expect((await api.updateGoal(finished.id, { status: 'achieved' })).statusCode).toBe(200);
    // The daily repeat is paused for a week from today: Today shows it paused.
    const pause = { from: day, until: addDays(day, 6) };
    const paused = await api.send('PUT', `/api/tactics/${ids['Daily pages']!}/pause`, pause);
    expect(paused.statusCode, paused.body).toBe(200);
    await context()
      .database.db.insert(checkIns)
      .values([
        { tacticId: ids['Juggle daily']!, date: addDays(day, -1), note: null },
        ...Array.from({ length: 70 }, (_, i) => ({
          tacticId: ids['Daily pages']!,
          date: addDays(day, -i),
          note: null,
        })),
        { tacticId: ids['Library']!, date: addDays(day, -200), note: 'long ago' },
        { tacticId: ids['Library']!, date: addDays(day, -5), note: null },
      ]);
    return { ids, archived };
  }

  const read = async (api: WorkflowApi, url: string) => {
    const response = await api.send('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };

  it('lists every outcome with counts that add up to the whole plan, and no goal', async () => {
    const api = await signIn('Counter');
    const { archived } = await busyPlan(api);
    const whole = await api.outcomes();
    const list = parseExactly(outcomeListSchema, await read(api, '/api/outcomes?include=list'));
    expect(list).not.toHaveProperty('goals');
    expect(list.outcomes.map(({ counts: _, ...outcome }) => outcome)).toEqual(whole.outcomes);

    const goalsOf = async (outcomeId: string) =>
      whole.outcomes.find((o) => o.id === outcomeId)!.status === 'active'
        ? whole.goals.filter((goal) => goal.outcomeId === outcomeId)
        : parseExactly(outcomePlanSchema, await read(api, `/api/outcomes/${outcomeId}`)).goals;
    for (const outcome of list.outcomes) {
      const goals = await goalsOf(outcome.id);
      const tactics = goals.flatMap((goal) => goal.tactics);
      expect(outcome.counts, outcome.title).toEqual({
        goals: goals.length,
        tactics: tactics.length,
        done: tactics.filter((tactic) => tactic.completed).length,
      });
    }
    expect(list.outcomes.find((o) => o.id === archived.id)!.counts).toEqual({
      goals: 1,
      tactics: 1,
      done: 0,
    });
    expect(list.outcomes.map((o) => o.counts.tactics)).toEqual([12, 1, 1]);
  });

  it("carries only Today's tactics, with progress and activity equal to the whole plan's", async () => {
    const api = await signIn('Today reader');
    const { ids } = await busyPlan(api);
    const day = today();
    const whole = await api.outcomes();
    const todays = parseExactly(
      todayPlanSchema,
      await read(api, `/api/outcomes?include=today&today=${day}&shown=all`),
    );
    // A plan this small is carried whole by the default read too (docs/decisions/253).
    expect(await read(api, `/api/outcomes?include=today&today=${day}`)).toEqual({
      ...todays,
      shown: { ...todays.shown, all: false },
    });
    const every = whole.goals.flatMap((goal) => goal.tactics);
    // Today lists the tactics of goals still worked on (an active goal of an active outcome).
    const workedOn = whole.goals
      .filter((goal) => goal.status === 'active')
      .flatMap((goal) => goal.tactics);

    // What the page used to work out from the whole plan, with the same shared rules.
    const listed = new Set([
      ...dueToday(workedOn, day).map(({ tactic }) => tactic.id),
      ...doneToday(workedOn, day).map((tactic) => tactic.id),
      ...repeatingToday(workedOn, day).map((tactic) => tactic.id),
      ...comingUp(workedOn, day).flatMap(({ items }) => items.map(({ tactic }) => tactic.id)),
    ]);
    expect(todays.today).toBe(day);
    expect(todays.outcomes).toEqual(whole.outcomes);
    expect(todays.goals).toEqual(
      whole.goals.map((goal) => ({
        ...goal,
        tactics: goal.tactics.filter((tactic) => listed.has(tactic.id)),
      })),
    );
    const sent = todays.goals.flatMap((goal) => goal.tactics.map((tactic) => tactic.id));
    expect(sent).toContain(ids['Overdue']);
    expect(sent).toContain(ids['Due today']);
    expect(sent).toContain(ids['Next week']);
    expect(sent).toContain(ids['Daily pages']);
    expect(sent).not.toContain(ids['Far ahead']);
    // Done just now, so done today: Today keeps it listed, struck through.
    expect(sent).toContain(ids['Done']);
    expect(sent).not.toContain(ids['Unscheduled']);
    expect(sent).toContain(ids['Long overdue']);
    for (const left of ['Juggle daily', 'Buy balls', 'Watch a video'])
      expect(sent, left).not.toContain(ids[left]);
    // The paused repeat is carried with its pause and its repeat's first day, as the whole plan
    // has them: Today shows "Paused until" and its 12 weeks from them.
    const daily = todays.goals
      .flatMap((goal) => goal.tactics)
      .find((t) => t.id === ids['Daily pages']);
    expect(daily?.pauses).toEqual([{ from: day, until: addDays(day, 6) }]);
    expect(daily?.repeatSetAt).toEqual(expect.any(String));
    expect(todays.tactics).toEqual({ total: 13, scheduled: 11 });
    expect(todays.progress).toEqual(
      progress(whole.goals, day).map(({ goal, done, total, checkIns }) => ({
        goalId: goal.id,
        done,
        total,
        checkIns,
      })),
    );
    expect(todays.activity).toEqual(weeklyActivity(every, day));
    expect(todays.shown).toEqual({
      all: true,
      comingUp: comingUp(workedOn, day).flatMap(({ items }) => items).length,
      goals: whole.goals.length,
    });
    // 28 days of the daily repeat, the weekly one's check-in 5 days ago.
    expect(todays.progress.map(({ checkIns }) => checkIns)).toEqual([0, 29, 1, 0]);
    expect(todays.progress.map(({ done, total }) => [done, total])).toEqual([
      [1, 7],
      [0, 0],
      [1, 2],
      [1, 1],
    ]);
    const sum = (key: 'completions' | 'checkIns') =>
      todays.activity.reduce((total, week) => total + week[key], 0);
    expect(sum('completions')).toBe(3);
    expect(sum('checkIns')).toBeGreaterThanOrEqual(50);
  });

  it('carries what Today shows first, and with shown=all everything, the first the same in both', async () => {
    const api = await signIn('Many goals');
    const day = today();
    const work = await api.goal('Work 0');
    const made = await api.createOutcome({ title: 'Health' });
    const health = parseExactly(outcomeSchema, made.json()).id;
    const goalIds: Record<string, string> = { 'Work 0': work.id };
    // More goals in each outcome than Progress shows first.
    const each = 20;
    for (let i = 1; i < each; i++) goalIds[`Work ${i}`] = (await api.goal(`Work ${i}`)).id;
    for (let i = 0; i < each; i++) {
      const goal = await api.createGoal({ title: `Health ${i}`, outcomeId: health });
      goalIds[`Health ${i}`] = goal.json<{ id: string }>().id;
    }
    const edit = async (goal: string, title: string, changes: Record<string, unknown>) => {
      const tactic = await api.tactic(goalIds[goal]!, title);
      if (Object.keys(changes).length === 0) return tactic.id;
      const changed = await api.updateTactic(tactic.id, changes);
      expect(changed.statusCode, changed.body).toBe(200);
      return tactic.id;
    };
    const checkedIn: string[] = [];
    for (let i = 0; i < each; i++) {
      // Work's even goals have a one-off due in the coming week, its odd ones nothing scheduled.
      if (i % 2 === 0) await edit(`Work ${i}`, `Due ${i}`, { dueDate: addDays(day, 1 + (i % 7)) });
      else checkedIn.push(await edit(`Work ${i}`, `Someday ${i}`, {}));
      if (i >= 16) await edit(`Health ${i}`, `Later ${i}`, { dueDate: addDays(day, 7) });
    }
    await edit('Health 0', 'Walk', { repeat: { frequency: 'daily' } });
    await edit('Health 1', 'Due now', { dueDate: day });
    const stretch = await edit('Health 3', 'Stretch', {});
    // Check-ins in the last 4 weeks on tactics Today does not list: Progress puts them first.
    await context()
      .database.db.insert(checkIns)
      .values(
        [checkedIn[1]!, checkedIn[4]!, stretch].map((tacticId) => ({
          tacticId,
          date: addDays(day, -10),
          note: null,
        })),
      );
    for (const goal of ['Work 2', 'Health 5', 'Health 9']) {
      expect((await api.updateGoal(goalIds[goal]!, { status: 'achieved' })).statusCode).toBe(200);
    }

    const full = parseExactly(
      todayPlanSchema,
      await read(api, `/api/outcomes?include=today&today=${day}&shown=all`),
    );
    const first = parseExactly(
      todayPlanSchema,
      await read(api, `/api/outcomes?include=today&today=${day}`),
    );
    const tacticsOf = (plan: typeof full) => plan.goals.flatMap((goal) => goal.tactics);
    const occurrences = (plan: typeof full) =>
      comingUp(tacticsOf(plan), day).flatMap(({ date, items }) =>
        items.map(({ tactic, kind }) => `${date} ${kind} ${tactic.id}`),
      );
    // The full read carries every goal and Coming up tactic; the default what shows first.
    expect(full.goals.map((goal) => goal.id)).toEqual(Object.values(goalIds));
    expect(occurrences(full).length).toBeGreaterThan(COMING_UP_SHOWN_FIRST + 5);
    expect(full.shown).toEqual({ all: true, comingUp: occurrences(full).length, goals: 2 * each });
    expect(first.shown).toEqual({ ...full.shown, all: false });
    expect(first.goals.length).toBeLessThan(full.goals.length);
    expect(occurrences(first).length).toBeLessThan(occurrences(full).length);
    expect(occurrences(first).slice(0, COMING_UP_SHOWN_FIRST)).toEqual(
      occurrences(full).slice(0, COMING_UP_SHOWN_FIRST),
    );
    // Due today, done today, Repeating today and the figures: the same in both.
    const ids = (list: Array<{ id: string }>) => list.map((tactic) => tactic.id);
    for (const pick of [
      (plan: typeof full) => ids(dueToday(tacticsOf(plan), day).map(({ tactic }) => tactic)),
      (plan: typeof full) => ids(doneToday(tacticsOf(plan), day)),
      (plan: typeof full) => ids(repeatingToday(tacticsOf(plan), day)),
    ]) {
      expect(pick(first)).toEqual(pick(full));
    }
    expect(first.tactics).toEqual(full.tactics);
    expect(first.activity).toEqual(full.activity);
    expect(first.outcomes).toEqual(full.outcomes);
    expect(first.progress).toEqual(
      full.progress.filter(({ goalId }) => first.goals.some((goal) => goal.id === goalId)),
    );
    const carried = new Map(first.goals.map((goal) => [goal.id, goal]));
    for (const goal of full.goals.filter((goal) => carried.has(goal.id))) {
      const tacticIds = new Set(ids(carried.get(goal.id)!.tactics));
      expect(carried.get(goal.id)).toEqual({
        ...goal,
        tactics: goal.tactics.filter((tactic) => tacticIds.has(tactic.id)),
      });
    }
    // Progress's first goals, whichever outcome is the device's current one.
    for (const current of [...full.outcomes.map((outcome) => outcome.id), undefined]) {
      const firstGoals = (plan: typeof full) =>
        progressOrder(plan, current)
          .slice(0, PROGRESS_SHOWN_FIRST)
          .map(({ goal, done, total, checkIns }) => [goal.title, done, total, checkIns]);
      expect(firstGoals(first), current).toEqual(firstGoals(full));
    }
  });

  it('carries what the weekly review shows: its figures, slips, notes and next week as the whole plan gave them', async () => {
    const api = await signIn('Reviewer');
    const { ids } = await busyPlan(api);
    const day = today();
    const week = reviewedWeek(day);
    const db = context().database.db;
    const goal = (await api.outcomes()).goals.find((g) => g.title === 'Run a half marathon')!;
    // Done in the week looked back on (one with a note), a week before it, and just after it;
    // three with actual ratings for the Re-rate suggestion; more open one-offs than Next week
    // offers, best first; a repeat kept by the week and one with a note in the week.
    const made: Record<string, string> = {};
    const add = async (title: string, changes: Record<string, unknown>) => {
      const tactic = await api.tactic(goal.id, title);
      made[title] = tactic.id;
      const changed = await api.updateTactic(tactic.id, changes);
      expect(changed.statusCode, changed.body).toBe(200);
    };
    const doneOn = async (title: string, date: LocalDate, note: string | null = null) => {
      await add(title, { completed: true, actualEffort: 3, actualImpact: 4 });
      await db
        .update(tactics)
        .set({ completedAt: new Date(`${date}T12:00:00Z`), completionNote: note })
        .where(eq(tactics.id, made[title]!));
    };
    await doneOn('Done in the week', addDays(week, 2), 'Felt good');
    await doneOn('Done the week before', addDays(week, -5));
    await doneOn('Done after the week', addDays(week, 8), 'Later');
    for (let i = 1; i <= NEXT_WEEK_COUNT + 2; i++) {
      await add(`Priority ${i}`, { effort: 1 + (i % 2), impact: 5 });
    }
    await add('Swim', { repeat: { frequency: 'timesPerWeek', times: 3 } });
    await add('Stretch', { repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] } });
    await db.insert(checkIns).values([
      { tacticId: made['Swim']!, date: addDays(week, 1), note: 'Cold water' },
      { tacticId: made['Swim']!, date: addDays(week, 3), note: null },
      { tacticId: made['Stretch']!, date: week, note: null },
      { tacticId: made['Stretch']!, date: addDays(week, -20), note: 'Before the window' },
    ]);

    const whole = await api.outcomes();
    const review = parseExactly(
      reviewPlanSchema,
      await read(api, `/api/outcomes?include=review&today=${day}&shown=all`),
    );
    expect(review.today).toBe(day);
    expect(review.week).toBe(week);
    expect(review.outcomes).toEqual(whole.outcomes);
    const withoutTactics = ({ tactics: _, ...rest }: Outcomes['goals'][number]) => rest;
    expect(review.goals.map(withoutTactics)).toEqual(whole.goals.map(withoutTactics));

    // The figures the server sends are what the page worked out from the whole plan, by the same
    // rule; and what it carries still gives them.
    expect(review.figures).toEqual(named(weekFigures(whole.goals, week, day), whole.goals));
    expect(review.figures.goals.find((g) => g.title === 'Run a half marathon')?.done).toBe(1);
    expect(weekFigures(review.goals, week, day)).toEqual(weekFigures(whole.goals, week, day));
    const slips = (goals: Outcomes['goals']) =>
      slipped(goals, day).map(({ tactic, ...item }) => ({ id: tactic.id, ...item }));
    expect(slips(review.goals)).toEqual(slips(whole.goals));
    expect(slips(review.goals).map(({ id }) => id)).toEqual(
      expect.arrayContaining([ids['Long overdue'], ids['Overdue']]),
    );
    const every = (goals: Outcomes['goals']) => goals.flatMap((g) => g.tactics);
    expect(weekNotes(every(review.goals), week, day)).toEqual(
      weekNotes(every(whole.goals), week, day),
    );
    expect(weekNotes(every(review.goals), week, day).map(({ note }) => note)).toEqual(
      expect.arrayContaining(['Felt good', 'Cold water']),
    );
    const nextWeek = (goals: Outcomes['goals']) =>
      rankForActionPlan(
        goals
          .filter(isOpenGoal)
          .flatMap((g) => g.tactics)
          .filter((t) => !t.repeat && !t.completed),
      )
        .slice(0, NEXT_WEEK_COUNT)
        .map((t) => t.title);
    expect(nextWeek(review.goals)).toEqual(nextWeek(whole.goals));
    expect(nextWeek(review.goals)).toEqual([
      'Priority 2',
      'Priority 4',
      'Priority 6',
      'Priority 1',
      'Priority 3',
    ]);
    expect(review.estimates).toEqual(ratingEstimates(every(whole.goals)));
    expect(review.estimates?.count).toBe(3);

    // No more than that: what Next week ranks lower, and what no section shows, stays home.
    const carried = every(review.goals).map((t) => t.title);
    for (const left of ['Priority 5', 'Priority 7', 'Unscheduled', 'Far ahead', 'Next week'])
      expect(carried, left).not.toContain(left);
    expect(carried).toEqual(expect.arrayContaining(['Done in the week', 'Swim', 'Daily pages']));
    // Each repeat's two weeks of check-ins, the run before them summed up.
    const pages = every(review.goals).find((t) => t.id === ids['Daily pages'])!;
    expect(pages.checkIns[0]! >= addDays(day, -20)).toBe(true);
    expect(pages.rhythmBefore?.streak.count).toBeGreaterThan(40);

    // The default read: the same figures and counts, and what each section shows the same.
    const first = parseExactly(
      reviewPlanSchema,
      await read(api, `/api/outcomes?include=review&today=${day}`),
    );
    expect(review.shown).toEqual({
      all: true,
      slipped: slips(whole.goals).length,
      slippedLeftOut: 0,
      measured: 0,
      goals: whole.goals.length,
    });
    expect(first.shown).toEqual({ ...review.shown, all: false });
    // No more goals than Last week shows first: the figures of all of them.
    expect(whole.goals.length).toBeLessThanOrEqual(REVIEW_SHOWN_FIRST);
    expect(first.figures).toEqual(review.figures);
    expect(first.estimates).toEqual(review.estimates);
    expect(slips(first.goals)).toEqual(slips(whole.goals));
    expect(nextWeek(first.goals)).toEqual(nextWeek(whole.goals));
    expect(weekNotes(every(first.goals), week, day)).toEqual(
      weekNotes(every(whole.goals), week, day),
    );
  });

  it('carries the review’s first 8 of What slipped, Measures and Last week’s figures, and with shown=all everything', async () => {
    const api = await signIn('Big reviewer');
    const day = today();
    const week = reviewedWeek(day);
    // 12 goals with an overdue one-off each (the older the later the goal), 10 of them measured
    // (a value logged in the week for the last three), one with what Next week offers, 3 with
    // nothing the review shows first.
    const made: string[] = [];
    for (let i = 1; i <= 16; i++) {
      const goal = await api.goal(`Goal ${i}`);
      made.push(goal.id);
      if (i <= 12) {
        const tactic = await api.tactic(goal.id, `Errand ${i}`);
        const due = await api.updateTactic(tactic.id, { dueDate: addDays(day, -i) });
        expect(due.statusCode, due.body).toBe(200);
      }
      if (i >= 3 && i <= 12) {
        const measure = { unit: 'km', start: 0, target: 10, direction: 'increase' };
        const measured = await api.updateGoal(goal.id, { measure });
        expect(measured.statusCode, measured.body).toBe(200);
        const logged = await api.putMeasurement(goal.id, i >= 10 ? week : addDays(week, -30), {
          value: i,
        });
        expect(logged.statusCode, logged.body).toBe(200);
      }
    }
    for (let i = 1; i <= NEXT_WEEK_COUNT; i++) {
      const offered = await api.tactic(made[12]!, `Priority ${i}`);
      await api.updateTactic(offered.id, { effort: 1, impact: 5 });
    }
    const done = await api.tactic(made[15]!, 'Done this week');
    await api.updateTactic(done.id, { completed: true });
    await context()
      .database.db.update(tactics)
      .set({ completedAt: new Date(`${addDays(week, 2)}T12:00:00Z`) })
      .where(eq(tactics.id, done.id));

    const whole = await api.outcomes();
    const url = `/api/outcomes?include=review&today=${day}`;
    const full = parseExactly(reviewPlanSchema, await read(api, `${url}&shown=all`));
    const first = parseExactly(reviewPlanSchema, await read(api, url));
    expect(full.goals.map((g) => g.title)).toEqual(whole.goals.map((g) => g.title));
    // The full read: every goal's figures, named. The first: those of Last week's first 8 (goal
    // 16, whose week held a one-off done, then goals 1 to 7) and of the goals it carries (3 to
    // 13), as the full read counts them, in plan order (docs/decisions/256).
    expect(full.figures).toEqual(named(weekFigures(full.goals, week, day), full.goals));
    expect(full.figures.goals[15]).toEqual({
      id: made[15],
      title: 'Goal 16',
      done: 1,
      repeats: [],
    });
    const shownFirst = [...Array.from({ length: 13 }, (_, i) => i), 15].map((i) => made[i]);
    expect(first.figures.goals).toEqual(
      full.figures.goals.filter((goal) => shownFirst.includes(goal.id)),
    );
    expect(first.figures.goals.map((goal) => goal.id)).toEqual(shownFirst);
    const counts = { slipped: 12, measured: 10, goals: 16 };
    expect(first.shown).toEqual({ all: false, slippedLeftOut: 4, ...counts });
    expect(full.shown).toEqual({ all: true, slippedLeftOut: 0, ...counts });

    const slips = (plan: ReviewPlan) => slipped(plan.goals, day).map(({ tactic }) => tactic.title);
    // What Measures shows first: the goals the read carries, ordered by the count of all.
    const measures = (plan: ReviewPlan) =>
      inTheWeekFirst(
        plan.goals.filter((goal) => goal.measure),
        (goal) => loggedInWeek(goal, week),
        plan.shown.measured,
      )
        .slice(0, REVIEW_SHOWN_FIRST)
        .map((goal) => goal.title);
    // The oldest overdue first: goals 12 down to 5; the measures logged in the week first.
    expect(slips(first)).toEqual(slips(full).slice(0, REVIEW_SHOWN_FIRST));
    expect(slips(first)).toEqual([12, 11, 10, 9, 8, 7, 6, 5].map((i) => `Errand ${i}`));
    expect(slips(full)).toHaveLength(12);
    expect(measures(first)).toEqual(measures(full));
    expect(measures(first)).toEqual([10, 11, 12, 3, 4, 5, 6, 7].map((i) => `Goal ${i}`));
    expect(nextWeekTactics(first.goals).map((t) => t.title)).toEqual(
      nextWeekTactics(full.goals).map((t) => t.title),
    );
    // Only the goals those hold: none of the rest, which the figures name all the same.
    expect(first.goals.map((g) => g.title)).toEqual(
      [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((i) => `Goal ${i}`),
    );
    expect(first.goals.find((g) => g.title === 'Goal 3')?.tactics).toEqual([]);
    expect(first.goals.find((g) => g.title === 'Goal 13')?.tactics).toHaveLength(NEXT_WEEK_COUNT);
  });

  it('counts a one-off done in the review’s week by the person’s time zone', async () => {
    const api = await signIn('Far west');
    const day = today();
    const week = reviewedWeek(day);
    const zone = await api.send('PATCH', '/api/users/me', { timeZone: 'Pacific/Honolulu' });
    expect(zone.statusCode, zone.body).toBe(200);
    const goal = await api.goal('Garden');
    const late = await api.tactic(goal.id, 'Late on the last day');
    await api.updateTactic(late.id, { completed: true });
    // 05:00 UTC the day after the week is 19:00 of its last day in Honolulu (UTC-10).
    await context()
      .database.db.update(tactics)
      .set({ completedAt: new Date(`${addDays(week, 7)}T05:00:00Z`) })
      .where(eq(tactics.id, late.id));
    const review = parseExactly(
      reviewPlanSchema,
      await read(api, `/api/outcomes?include=review&today=${day}`),
    );
    expect(review.figures.goals).toEqual([{ id: goal.id, title: 'Garden', done: 1, repeats: [] }]);
  });

  it('lists every kind of repeat by the shared rules, with 12 weeks of check-ins for Today', async () => {
    const api = await signIn('Rhythm reader');
    const day = today();
    const goal = await api.goal('Keep a rhythm');
    const monthDay = (date: LocalDate) => Number(date.slice(8, 10));
    const repeats: Array<[string, Record<string, unknown>]> = [
      ['Swim', { frequency: 'timesPerWeek', times: 3 }],
      ['Water plants', { frequency: 'everyNDays', interval: 2, anchor: day }],
      ['Call home', { frequency: 'everyNDays', interval: 30, anchor: addDays(day, 10) }],
      ['Pay rent', { frequency: 'monthly', day: Math.min(28, monthDay(day)) }],
      ['Budget', { frequency: 'monthly', day: monthDay(addDays(day, 12)) }],
      ['Stretch', { frequency: 'daily' }],
    ];
    const ids: Record<string, string> = {};
    for (const [title, repeat] of repeats) {
      const tactic = await api.tactic(goal.id, title);
      ids[title] = tactic.id;
      const changed = await api.updateTactic(tactic.id, { repeat });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    // Days apart more than a daily streak bridges: each stands alone, 12 and 10 weeks back.
    // (Today's window starts on the first day of the week 12 weeks back: 84 to 90 days.)
    const stretchDays = [addDays(day, -92), addDays(day, -83), addDays(day, -70), addDays(day, -3)];
    await context()
      .database.db.insert(checkIns)
      .values(stretchDays.map((date) => ({ tacticId: ids['Stretch']!, date, note: null })));

    const whole = await api.outcomes();
    const every = whole.goals.flatMap((g) => g.tactics);
    const todays = parseExactly(
      todayPlanSchema,
      await read(api, `/api/outcomes?include=today&today=${day}`),
    );
    const carried = todays.goals.flatMap((g) => g.tactics);
    const listed = new Set([
      ...repeatingToday(every, day).map((tactic) => tactic.id),
      ...comingUp(every, day).flatMap(({ items }) => items.map(({ tactic }) => tactic.id)),
    ]);
    expect(new Set(carried.map((tactic) => tactic.id))).toEqual(listed);
    // "3 times a week" and every other day from today are asked for today; a monthly day
    // twelve days off and every 30 days from ten days on are not within Today's week.
    expect(repeatingToday(carried, day).map((tactic) => tactic.title)).toEqual(
      expect.arrayContaining(['Swim', 'Water plants', 'Stretch']),
    );
    expect(carried.map((tactic) => tactic.title)).not.toContain('Call home');
    expect(carried.map((tactic) => tactic.title)).not.toContain('Budget');

    const stretch = (tactics: typeof every) => tactics.find((t) => t.id === ids['Stretch'])!;
    // The whole plan keeps its 8 weeks; Today carries 12 (TODAY_CHECK_IN_DAYS).
    expect(stretch(every).checkIns).toEqual([addDays(day, -3)]);
    expect(stretch(carried).checkIns).toEqual(stretchDays.slice(1));
  });

  it('reads one outcome with the recent check-ins only when asked, and all by default', async () => {
    const api = await signIn('Workflow reader');
    const { ids } = await busyPlan(api);
    const whole = await api.outcomes();
    const outcomeId = whole.goals[0]!.outcomeId;
    const library = (plan: Outcomes | { goals: Outcomes['goals'] }) =>
      plan.goals.flatMap((goal) => goal.tactics).find((tactic) => tactic.id === ids['Library'])!;
    const recent = parseExactly(
      outcomePlanSchema,
      await read(api, `/api/outcomes/${outcomeId}?checkIns=recent`),
    );
    const all = parseExactly(outcomePlanSchema, await read(api, `/api/outcomes/${outcomeId}`));
    // The recent read is the whole plan's view of this outcome, its check-ins from the first day
    // of the week 8 weeks back, the run before summed up by the shared rule.
    const from = summedUpFrom(today(), CHECK_IN_HISTORY_DAYS, 'monday');
    expect(recent.goals).toEqual(
      whole.goals
        .filter((goal) => goal.outcomeId === outcomeId)
        .map((goal) => ({
          ...goal,
          tactics: goal.tactics.map((tactic) => withRhythmBefore(tactic, from, 'monday')),
        })),
    );
    const pages = (plan: { goals: Outcomes['goals'] }) =>
      plan.goals.flatMap((goal) => goal.tactics).find((t) => t.id === ids['Daily pages'])!;
    // Kept every day of the 70 up to today: the days before `from` summed up.
    expect(pages(recent).rhythmBefore).toMatchObject({
      from,
      streak: { count: daysBetween(addDays(today(), -69), from), unit: 'day' },
    });
    expect(describeRhythm(pages(recent), today(), 'monday', english).streak).toBe(
      describeRhythm(pages(whole), today(), 'monday', english).streak,
    );
    expect(library(recent).checkIns).toEqual([addDays(today(), -5)]);
    expect(library(all).checkIns).toEqual([addDays(today(), -200), addDays(today(), -5)]);
  });

  it('shows a partner and a stranger nothing of the owner’s plan in these reads', async () => {
    const owner = await signIn('Owner of reads');
    await busyPlan(owner);
    const outcomeId = (await owner.outcomes()).outcomes[0]!.id;
    const partner = await signIn('Partner of reads');
    const stranger = await signIn('Stranger to reads');
    await followOutcome(owner, partner, outcomeId);
    for (const other of [partner, stranger]) {
      for (const query of ['?checkIns=recent', '?checkIns=all', '']) {
        const one = await other.send('GET', `/api/outcomes/${outcomeId}${query}`);
        expect([one.statusCode, one.json()]).toEqual([404, NOT_FOUND]);
      }
      expect(await read(other, '/api/outcomes?include=list')).toEqual({ outcomes: [] });
      const todays = parseExactly(
        todayPlanSchema,
        await read(other, `/api/outcomes?include=today&today=${today()}`),
      );
      expect(todays).toMatchObject({ outcomes: [], goals: [], progress: [] });
      expect(await read(other, `/api/outcomes?include=today&today=${today()}&shown=all`)).toEqual({
        ...todays,
        shown: { all: true, comingUp: 0, goals: 0 },
      });
      const review = parseExactly(
        reviewPlanSchema,
        await read(other, `/api/outcomes?include=review&today=${today()}`),
      );
      expect(review).toMatchObject({
        outcomes: [],
        goals: [],
        estimates: null,
        figures: { goals: [] },
        shown: { all: false, slipped: 0, slippedLeftOut: 0, measured: 0, goals: 0 },
      });
      expect(await read(other, `/api/outcomes?include=review&today=${today()}&shown=all`)).toEqual({
        ...review,
        shown: { all: true, slipped: 0, slippedLeftOut: 0, measured: 0, goals: 0 },
      });
      expect(todays.tactics).toEqual({ total: 0, scheduled: 0 });
    }
  });

  it('refuses a read it cannot answer with a clear message', async () => {
    const api = await signIn('Bad reader');
    const cases: Array<[string, string]> = [
      ['/api/outcomes?include=today', 'today'],
      ['/api/outcomes?include=review', 'include=review'],
      ['/api/outcomes?include=review&today=2026-13-01', 'real calendar dates'],
      ['/api/outcomes?include=today&today=2026-02-30', 'real calendar dates'],
      ['/api/outcomes?include=everything', 'include'],
      [`/api/outcomes?include=today&today=${today()}&shown=some`, QUERY_MESSAGES.shown],
      ['/api/outcomes?include=list&extra=1', 'extra'],
      [`/api/outcomes/${crypto.randomUUID()}?checkIns=some`, 'checkIns'],
    ];
    for (const [url, named] of cases) {
      const response = await api.send('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toContain(named);
    }
    // Without `include`, the read answers exactly as it always did.
    expect(await read(api, '/api/outcomes?include=plan')).toEqual(await api.outcomes());
  });

  it('answers a caller with no user row an empty list and an empty Today, creating nothing', async () => {
    const api = await signIn('No row yet');
    expect(await read(api, '/api/outcomes?include=list')).toEqual({ outcomes: [] });
    const todays = parseExactly(
      todayPlanSchema,
      await read(api, `/api/outcomes?include=today&today=${today()}`),
    );
    expect(todays.goals).toEqual([]);
    expect(todays.activity).toHaveLength(8);
    expect(await api.outcomes()).toEqual({ outcomes: [], goals: [] });
  });

  // `day` names the caller's date, which may differ from the server's by a day either way.
  it('works Today out on the caller’s date, not the server’s', async () => {
    const api = await signIn('Time traveller');
    const goal = await api.goal('Travel');
    const tactic = await api.tactic(goal.id, 'Pack');
    const tomorrow: LocalDate = addDays(today(), 1);
    expect((await api.updateTactic(tactic.id, { dueDate: tomorrow })).statusCode).toBe(200);
    const on = async (day: LocalDate) =>
      parseExactly(todayPlanSchema, await read(api, `/api/outcomes?include=today&today=${day}`))
        .goals[0]!.tactics;
    expect((await on(tomorrow)).map((t) => t.id)).toEqual([tactic.id]);
    // A month earlier it is more than the week Today looks ahead.
    expect(await on(addDays(today(), -30))).toEqual([]);
  });
});
