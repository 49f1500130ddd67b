import { expect, it } from 'vitest';
import type { MomentumExport } from '#shared/export';
import { MAX_ACTIVE_GOALS, MAX_IMPORT_BYTES, MAX_TACTICS_PER_GOAL } from '#shared/limits';
import { REVIEW_MESSAGES, reviewedWeek, type SaveReview, type WeekFigures } from '#shared/review';
import { addDays } from '#shared/schedule';
import { TITLE_TOO_LONG } from '#shared/titles';
import { QUERY_MESSAGES } from '#shared/schemas';
import { reviewSchema, reviewsSchema } from '#shared/review-schemas';
import { reviews as reviewsTable, tactics } from '#server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { dbKind, describeWithDb } from '#test/server/test-app.ts';
import { parseExactly, useWorkflowApp } from '#test/server/workflow-model.ts';

const figures = {
  goals: [
    {
      title: 'Sleep 8 hours a night',
      done: 1,
      repeats: [{ title: 'Lights out', checkIns: 5, scheduled: 7 }],
    },
  ],
};
const answers: SaveReview = {
  wentWell: 'Lights out by 22:30 on five nights',
  gotInTheWay: 'Late calls on Tuesday',
  changeNext: 'Phone in the kitchen at 22:00',
  figures,
};
/**
 * A week of a plan at the product's limits (docs/decisions/254-the-review-at-the-limits.md): every
 * goal of 20 outcomes of 50, and its 100 daily repeats, 50 on each of the first two goals.
 */
const figuresAtTheLimits = (): WeekFigures => ({
  goals: Array.from({ length: MAX_ACTIVE_GOALS }, (_, goal) => ({
    title: `Goal ${goal + 1}`,
    done: goal % 7 === 0 ? 1 : 0,
    repeats:
      goal < 2
        ? Array.from({ length: MAX_TACTICS_PER_GOAL }, (_, repeat) => ({
            title: `Tactic ${goal * MAX_TACTICS_PER_GOAL + repeat + 1}`,
            checkIns: repeat % 8,
            scheduled: 7,
          }))
        : [],
  })),
});
const TOO_LONG = 'Each answer can be at most 1,000 characters';
const NOT_MONDAY = 'A review’s week starts on a Monday, written YYYY-MM-DD';
const CONTROL = 'Answers cannot contain control characters';
const DIRECTION = 'Answers cannot contain text-direction override characters';
const INVALID = 'Answers cannot contain invalid characters';

describeWithDb(`weekly reviews (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp();

  it('saves a week’s review, again replaces it, and lists reviews newest week first', async () => {
    const api = await signIn('Reviewer');
    const first = await api.send('PUT', '/api/reviews/2026-11-16', answers);
    expect(first.statusCode, first.body).toBe(200);
    expect(parseExactly(reviewSchema, first.json())).toMatchObject({
      weekStart: '2026-11-16',
      ...answers,
    });
    // The same call again (a retry) leaves one review with the same answers.
    const again = await api.send('PUT', '/api/reviews/2026-11-16', answers);
    expect(again.statusCode).toBe(200);
    const older = await api.send('PUT', '/api/reviews/2026-11-09', { wentWell: '  Ran twice  ' });
    expect(older.json()).toMatchObject({
      wentWell: 'Ran twice',
      gotInTheWay: '',
      changeNext: '',
      figures: { goals: [] },
    });
    const edited = await api.send('PUT', '/api/reviews/2026-11-16', {
      ...answers,
      changeNext: 'Bed at 22:15',
    });
    expect(edited.json().changeNext).toBe('Bed at 22:15');

    const list = await api.send('GET', '/api/reviews');
    expect(list.statusCode).toBe(200);
    const { reviews } = parseExactly(reviewsSchema, list.json());
    expect(reviews.map((review) => review.weekStart)).toEqual(['2026-11-16', '2026-11-09']);
    expect(reviews[0]).toMatchObject({ ...answers, changeNext: 'Bed at 22:15' });
  });

  it('refuses a week that does not start on Monday, over-long answers and unknown fields, saving nothing', async () => {
    const api = await signIn('Careless');
    const cases: Array<[string, unknown, string]> = [
      ['/api/reviews/2026-11-17', answers, NOT_MONDAY],
      ['/api/reviews/2026-02-30', answers, NOT_MONDAY],
      ['/api/reviews/last-week', answers, NOT_MONDAY],
      ['/api/reviews/2026-11-16', { wentWell: 'x'.repeat(1001) }, TOO_LONG],
      ['/api/reviews/2026-11-16', { changeNext: 42 }, TOO_LONG],
      ['/api/reviews/2026-11-16', { mood: 'great' }, 'Unrecognized key: "mood"'],
      // The free-text rule of every text, line breaks aside (docs/product.md, Limits).
      ['/api/reviews/2026-11-16', { gotInTheWay: 'Late\tcalls' }, CONTROL],
      ['/api/reviews/2026-11-16', { wentWell: 'Ran \u202Eowt' }, DIRECTION],
      ['/api/reviews/2026-11-16', { changeNext: 'Bed\u0000' }, INVALID],
    ];
    for (const [url, body, message] of cases) {
      const response = await api.send('PUT', url, body);
      expect([url, response.statusCode, response.json().issues?.[0]?.message]).toEqual([
        url,
        400,
        message,
      ]);
    }
    const exact = await api.send('PUT', '/api/reviews/2026-11-16', { wentWell: 'y'.repeat(1000) });
    expect(exact.statusCode).toBe(200);
    // An answer may run over lines: its line breaks are kept.
    const lines = await api.send('PUT', '/api/reviews/2026-11-16', {
      wentWell: 'Ran\r\nSlept\nRead',
    });
    expect([lines.statusCode, lines.json().wentWell]).toEqual([200, 'Ran\r\nSlept\nRead']);
    expect((await api.send('GET', '/api/reviews')).json().reviews).toHaveLength(1);
  });

  it('saves a review of a plan at the limits, its figures whole, and refuses figures over them', async () => {
    const [alice, bob, carol] = await Promise.all([
      signIn('Alice'),
      signIn('Bob'),
      signIn('Carol'),
    ]);
    const atTheLimits = { ...answers, figures: figuresAtTheLimits() };
    expect(atTheLimits.figures.goals.flatMap((goal) => goal.repeats)).toHaveLength(100);
    const saved = await alice.send('PUT', '/api/reviews/2026-11-16', atTheLimits);
    expect(saved.statusCode, saved.body).toBe(200);
    const [review] = parseExactly(
      reviewsSchema,
      (await alice.send('GET', '/api/reviews')).json(),
    ).reviews;
    expect(review).toMatchObject({ weekStart: '2026-11-16', ...atTheLimits });
    // Private to its writer, as any review.
    expect((await bob.send('GET', '/api/reviews')).json()).toEqual({ reviews: [] });
    // What can be saved travels in the export and back in.
    const file = (await alice.send('GET', '/api/export')).json<MomentumExport>();
    expect((await carol.send('POST', '/api/import', file)).statusCode).toBe(201);
    expect((await carol.send('GET', '/api/reviews')).json().reviews[0].figures).toEqual(
      atTheLimits.figures,
    );

    const goals = atTheLimits.figures.goals;
    const [first, ...rest] = goals;
    const over: Array<[string, WeekFigures, string]> = [
      ['goals', { goals: [...goals, first!] }, REVIEW_MESSAGES.figuresGoals],
      [
        'repeats',
        { goals: [{ ...first!, repeats: [...first!.repeats, first!.repeats[0]!] }, ...rest] },
        REVIEW_MESSAGES.figuresRepeats,
      ],
      ['goal title', { goals: [{ ...first!, title: 'x'.repeat(201) }] }, TITLE_TOO_LONG],
      [
        'repeat title',
        { goals: [{ ...first!, repeats: [{ ...first!.repeats[0]!, title: 'x'.repeat(201) }] }] },
        TITLE_TOO_LONG,
      ],
    ];
    for (const [what, figures, message] of over) {
      const response = await alice.send('PUT', '/api/reviews/2026-11-16', { ...answers, figures });
      const { issues, code } = response.json();
      // In the person's language on the page: the message has its catalogue id.
      expect([what, response.statusCode, issues?.[0]?.message, typeof code]).toEqual([
        what,
        400,
        message,
        'string',
      ]);
    }
    // A body over the import's 1 MB gets the API's 413, whatever it holds.
    const huge = await alice.send('PUT', '/api/reviews/2026-11-16', {
      ...answers,
      figures: { goals: [{ ...first!, title: 'x'.repeat(MAX_IMPORT_BYTES) }] },
    });
    expect([huge.statusCode, huge.json().message]).toEqual([413, 'Request body is too large']);
    // Nothing refused replaced the saved review.
    expect((await alice.send('GET', '/api/reviews')).json().reviews[0].figures).toEqual(
      atTheLimits.figures,
    );
  });

  it('completes figures sent from the review’s read: the goals left out as the server counts them, those sent as sent', async () => {
    const [alice, bob] = await Promise.all([signIn('Alice'), signIn('Bob')]);
    const week = reviewedWeek(new Date().toISOString().slice(0, 10));
    const [read, write] = [await alice.goal('Read more'), await alice.goal('Write a story')];
    await alice.goal('Rest');
    // One one-off each done in the week on the first two goals.
    for (const goal of [read, write]) {
      const done = await alice.tactic(goal.id, `Done for ${goal.title}`);
      await alice.updateTactic(done.id, { completed: true });
      await context()
        .database.db.update(tactics)
        .set({ completedAt: new Date(`${addDays(week, 2)}T12:00:00Z`) })
        .where(eq(tactics.id, done.id));
    }
    // The page sends the figures it holds, named: Read more's as it kept them, and a goal that
    // is gone since (docs/decisions/256).
    const kept = { id: read.id, title: 'Read more', done: 4, repeats: [] };
    const gone = { id: crypto.randomUUID(), title: 'Gone', done: 1, repeats: [] };
    const saved = await alice.send('PUT', `/api/reviews/${week}`, {
      ...answers,
      figures: { goals: [kept, gone] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const whole = {
      goals: [
        { title: 'Read more', done: 4, repeats: [] },
        { title: 'Write a story', done: 1, repeats: [] },
        { title: 'Rest', done: 0, repeats: [] },
      ],
    };
    expect(parseExactly(reviewSchema, saved.json()).figures).toEqual(whole);
    const [review] = parseExactly(
      reviewsSchema,
      (await alice.send('GET', '/api/reviews')).json(),
    ).reviews;
    expect(review!.figures).toEqual(whole);
    // Another's goal named in a save counts nothing: only the caller's goals are completed.
    const stranger = await bob.send('PUT', `/api/reviews/${week}`, {
      ...answers,
      figures: { goals: [{ ...kept, title: 'Not mine' }] },
    });
    expect(stranger.statusCode, stranger.body).toBe(200);
    expect(stranger.json().figures).toEqual({ goals: [] });
    // Figures with no id (a client before decision 256, a saved review sent again): as sent.
    const asSent = await alice.send('PUT', `/api/reviews/${week}`, answers);
    expect(asSent.json().figures).toEqual(figures);
  });

  it('lists each review with the figures shown first, and reads one whole on request', async () => {
    const [alice, bob] = await Promise.all([signIn('Alice'), signIn('Bob')]);
    const atTheLimits = { ...answers, figures: figuresAtTheLimits() };
    expect((await alice.send('PUT', '/api/reviews/2026-11-16', atTheLimits)).statusCode).toBe(200);
    expect((await alice.send('PUT', '/api/reviews/2026-11-09', answers)).statusCode).toBe(200);

    // Listed: Last week's first 8 (the goals with a one-off done or a repeat scheduled first)
    // and how many there are; a review of no more goals whole, with no count (decision 257).
    const listed = await alice.send('GET', '/api/reviews?shown=first');
    expect(listed.statusCode, listed.body).toBe(200);
    const [limits, small] = parseExactly(reviewsSchema, listed.json()).reviews;
    expect(limits!.goalCount).toBe(MAX_ACTIVE_GOALS);
    expect(limits!.figures.goals.map((goal) => goal.title)).toEqual(
      [1, 2, 8, 15, 22, 29, 36, 43].map((n) => `Goal ${n}`),
    );
    expect(small).toEqual({ ...(await alice.send('GET', '/api/reviews')).json().reviews[1] });
    expect(small!.goalCount).toBeUndefined();
    expect(listed.body.length).toBeLessThan(JSON.stringify(atTheLimits.figures).length / 5);

    // Whole: the list as before, or one week.
    const whole = (await alice.send('GET', '/api/reviews')).json().reviews[0];
    expect(whole.figures).toEqual(atTheLimits.figures);
    const one = await alice.send('GET', '/api/reviews/2026-11-16');
    expect(one.statusCode, one.body).toBe(200);
    expect(parseExactly(reviewSchema, one.json())).toEqual(whole);

    // A week with no review, another person's, a malformed week and an unknown switch.
    expect((await alice.send('GET', '/api/reviews/2026-11-23')).statusCode).toBe(404);
    const others = await bob.send('GET', '/api/reviews/2026-11-16');
    expect([others.statusCode, others.json().message]).toEqual([404, 'Not found']);
    const malformed = await alice.send('GET', '/api/reviews/2026-11-17');
    expect([malformed.statusCode, malformed.json().issues?.[0]?.message]).toEqual([
      400,
      REVIEW_MESSAGES.weekStart,
    ]);
    const unknown = await alice.send('GET', '/api/reviews?shown=some');
    expect([unknown.statusCode, unknown.json().issues?.[0]?.message]).toEqual([
      400,
      QUERY_MESSAGES.shown,
    ]);
  });

  it('saved again with no figures, keeps the week’s; saved first with none, counts them', async () => {
    const api = await signIn('Alice');
    expect((await api.send('PUT', '/api/reviews/2026-11-16', answers)).statusCode).toBe(200);
    const again = await api.send('PUT', '/api/reviews/2026-11-16', {
      ...answers,
      figures: undefined,
      wentWell: 'Seven nights',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ wentWell: 'Seven nights', figures });
    await api.goal('Learn Spanish');
    const week = reviewedWeek(new Date().toISOString().slice(0, 10));
    const first = await api.send('PUT', `/api/reviews/${week}`, { wentWell: 'Started' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().figures).toEqual({
      goals: [{ title: 'Learn Spanish', done: 0, repeats: [] }],
    });
  });

  it('keeps each person’s reviews their own, and deletes them with the account', async () => {
    const [alice, bob] = await Promise.all([signIn('Alice'), signIn('Bob')]);
    await alice.send('PUT', '/api/reviews/2026-11-16', answers);
    expect((await bob.send('GET', '/api/reviews')).json()).toEqual({ reviews: [] });
    // Bob's review of the same week is his own and leaves Alice's untouched.
    await bob.send('PUT', '/api/reviews/2026-11-16', { wentWell: 'Bob’s week' });
    expect((await alice.send('GET', '/api/reviews')).json().reviews[0].wentWell).toBe(
      answers.wentWell,
    );

    const stored = async () => (await context().database.db.select().from(reviewsTable)).length;
    const before = await stored();
    expect((await alice.send('DELETE', '/api/users/me')).statusCode).toBe(204);
    // Alice's one review went with her account; Bob's stays.
    expect(await stored()).toBe(before - 1);
    expect((await bob.send('GET', '/api/reviews')).json().reviews).toHaveLength(1);
  });

  it('travels in the export and import adds only weeks the account has not reviewed', async () => {
    const [alice, carol] = await Promise.all([signIn('Alice'), signIn('Carol')]);
    await alice.send('PUT', '/api/reviews/2026-11-16', answers);
    await alice.send('PUT', '/api/reviews/2026-11-09', { wentWell: 'Ran twice' });
    const file = (await alice.send('GET', '/api/export')).json<MomentumExport>();
    expect(file.reviews.map((review) => review.weekStart)).toEqual(['2026-11-16', '2026-11-09']);

    await carol.send('PUT', '/api/reviews/2026-11-09', { wentWell: 'Carol’s own' });
    const imported = await carol.send('POST', '/api/import', file);
    expect(imported.statusCode, imported.body).toBe(201);
    const { reviews } = parseExactly(
      reviewsSchema,
      (await carol.send('GET', '/api/reviews')).json(),
    );
    expect(reviews.map((review) => [review.weekStart, review.wentWell])).toEqual([
      ['2026-11-16', answers.wentWell],
      ['2026-11-09', 'Carol’s own'],
    ]);
    expect(reviews[0]!.figures).toEqual(figures);
  });

  it('refuses unverified callers with 401', async () => {
    const api = await signIn('Forger');
    for (const [method, url] of [
      ['GET', '/api/reviews'],
      ['PUT', '/api/reviews/2026-11-16'],
    ] as const) {
      const response = await context().app.inject({
        method,
        url,
        headers: { 'firebase-id': api.user.uid },
        payload: method === 'PUT' ? answers : undefined,
      });
      expect([method, response.statusCode]).toEqual([method, 401]);
    }
  });
});
