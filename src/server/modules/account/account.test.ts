import { eq, getTableColumns, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema.ts';
import {
  checkIns,
  cheers,
  goals,
  invitations,
  mailClaims,
  reminderReceipts,
  measurements,
  outcomes,
  partners,
  pushSubscriptions,
  rateLimitHits,
  reminderDeliveries,
  reviews,
  tactics,
  uncheckedNotes,
  users,
} from '#server/db/schema.ts';
import {
  EXPORT_VERSION,
  checkImportFile,
  IMPORT_MESSAGES,
  momentumExportSchema,
  type ExportedGoal,
  type MomentumExport,
} from '#shared/export';
import { IMPORTS_PER_MINUTE, MAX_ACTIVE_OUTCOMES, MAX_IMPORT_BYTES } from '#shared/limits';
import { addDays } from '#shared/schedule';
import { LIMIT_MESSAGES, LOCAL_DATE_MESSAGE } from '#shared/schemas';
import { dbKind, describeWithDb, signInTestUser, refusal } from '#test/server/test-app.ts';
import { useWorkflowApp, workflowApi, type WorkflowApi } from '#test/server/workflow-model.ts';
import { accountRepository } from './account.repository.ts';

/**
 * Where every stored column of every table shows in the export: a path into the JSON, or why it
 * is left out. A new column (or table) without an entry here fails the completeness test.
 */
const EXPORT_FIELDS: Record<string, Record<string, string | { leftOut: string }>> = {
  users: {
    id: { leftOut: 'internal key' },
    firebaseUid: { leftOut: 'the sign-in identity; the file is imported by whoever is signed in' },
    email: 'profile.email',
    displayName: 'profile.displayName',
    timeZone: 'profile.timeZone',
    reminderChannel: 'profile.reminderChannel',
    weeklyDigest: 'profile.weeklyDigest',
    dayStartsAt: 'profile.dayStartsAt',
    weekStartsOn: 'profile.weekStartsOn',
    locale: 'profile.locale',
    calendarTokenHash: { leftOut: 'the calendar secret is a credential' },
    calendarTokenCreatedAt: 'calendar.createdAt',
    createdAt: 'profile.createdAt',
    updatedAt: 'profile.updatedAt',
  },
  outcomes: {
    id: 'outcomes[].id',
    userId: { leftOut: 'the file is one user’s' },
    partnersSeeMisses: { leftOut: 'a sharing setting, and Import restores no partner' },
    title: 'outcomes[].title',
    status: 'outcomes[].status',
    position: 'outcomes[].position',
    statusChangedAt: 'outcomes[].statusChangedAt',
    createdAt: 'outcomes[].createdAt',
    updatedAt: 'outcomes[].updatedAt',
  },
  goals: {
    id: 'outcomes[].goals[].id',
    outcomeId: { leftOut: 'goals are nested in their outcome' },
    title: 'outcomes[].goals[].title',
    position: 'outcomes[].goals[].position',
    targetDate: 'outcomes[].goals[].targetDate',
    status: 'outcomes[].goals[].status',
    statusChangedAt: 'outcomes[].goals[].statusChangedAt',
    measure: 'outcomes[].goals[].measure',
    createdAt: 'outcomes[].goals[].createdAt',
    updatedAt: 'outcomes[].goals[].updatedAt',
  },
  tactics: {
    id: 'outcomes[].goals[].tactics[].id',
    goalId: { leftOut: 'tactics are nested in their goal' },
    title: 'outcomes[].goals[].tactics[].title',
    effort: 'outcomes[].goals[].tactics[].effort',
    impact: 'outcomes[].goals[].tactics[].impact',
    completed: 'outcomes[].goals[].tactics[].completed',
    completedAt: 'outcomes[].goals[].tactics[].completedAt',
    position: 'outcomes[].goals[].tactics[].position',
    dueDate: 'outcomes[].goals[].tactics[].dueDate',
    repeat: 'outcomes[].goals[].tactics[].repeat',
    repeatSetAt: 'outcomes[].goals[].tactics[].repeatSetAt',
    pauses: 'outcomes[].goals[].tactics[].pauses',
    snooze: {
      leftOut: 'one day’s reminder moved to later (docs/decisions/263): it lapses with the day',
    },
    planWhen: 'outcomes[].goals[].tactics[].plan.when',
    planThen: 'outcomes[].goals[].tactics[].plan.then',
    actualEffort: 'outcomes[].goals[].tactics[].actualEffort',
    actualImpact: 'outcomes[].goals[].tactics[].actualImpact',
    link: 'outcomes[].goals[].tactics[].link',
    resourceId: 'outcomes[].goals[].tactics[].resourceId',
    steps: 'outcomes[].goals[].tactics[].steps',
    completionNote: 'outcomes[].goals[].tactics[].completionNote',
    createdAt: 'outcomes[].goals[].tactics[].createdAt',
    remindAt: 'outcomes[].goals[].tactics[].remindAt',
    updatedAt: 'outcomes[].goals[].tactics[].updatedAt',
  },
  reviews: {
    userId: { leftOut: 'the file is one user’s' },
    weekStart: 'reviews[].weekStart',
    wentWell: 'reviews[].wentWell',
    gotInTheWay: 'reviews[].gotInTheWay',
    changeNext: 'reviews[].changeNext',
    figures: 'reviews[].figures',
    createdAt: 'reviews[].createdAt',
    updatedAt: 'reviews[].updatedAt',
  },
  rate_limit_hits: {
    key: { leftOut: 'a write counter of the last minute, deleted with the account' },
    hits: { leftOut: 'a write counter of the last minute' },
    windowEndsAt: { leftOut: 'a write counter of the last minute' },
  },
  check_ins: {
    tacticId: { leftOut: 'check-ins are nested in their tactic' },
    date: 'outcomes[].goals[].tactics[].checkIns[].date',
    note: 'outcomes[].goals[].tactics[].checkIns[].note',
    createdAt: 'outcomes[].goals[].tactics[].checkIns[].createdAt',
  },
  invitations: {
    id: { leftOut: 'an open link is a credential; a new one is made by hand' },
    outcomeId: { leftOut: 'an open link is a credential' },
    tokenHash: { leftOut: 'an open link is a credential' },
    status: { leftOut: 'an open link is a credential' },
    expiresAt: { leftOut: 'an open link is a credential' },
    createdAt: { leftOut: 'an open link is a credential' },
    updatedAt: { leftOut: 'an open link is a credential' },
  },
  partners: {
    id: { leftOut: 'internal key' },
    outcomeId: { leftOut: 'partners are nested in their outcome' },
    userId: 'outcomes[].partners[].name',
    level: { leftOut: 'every partner is a viewer today; Import restores no partner' },
    muted: { leftOut: 'a setting about another person; Import restores no partner' },
    weekly: {
      leftOut: 'the partner’s own choice (docs/decisions/281); Import restores no partner',
    },
    nudges: {
      leftOut: 'the partner’s own choice (docs/decisions/281); Import restores no partner',
    },
    createdAt: 'outcomes[].partners[].since',
    updatedAt: { leftOut: 'changes only with muted' },
  },
  cheers: {
    id: { leftOut: 'internal key' },
    partnerId: 'outcomes[].cheers[].from',
    text: 'outcomes[].cheers[].text',
    dismissedAt: 'outcomes[].cheers[].dismissedAt',
    reply: 'outcomes[].cheers[].reply',
    repliedAt: 'outcomes[].cheers[].repliedAt',
    createdAt: 'outcomes[].cheers[].createdAt',
  },
  push_subscriptions: Object.fromEntries(
    ['id', 'userId', 'endpoint', 'p256dh', 'auth', 'staleToldAt', 'createdAt', 'updatedAt'].map(
      (column) => [
        column,
        { leftOut: 'a device’s subscription belongs to that browser, which subscribes again' },
      ],
    ),
  ),
  reminder_deliveries: Object.fromEntries(
    ['tacticId', 'date', 'subscriptionId', 'outcome', 'claimedAt', 'snoozed'].map((column) => [
      column,
      { leftOut: 'which reminders went to which device: kept two days, per device' },
    ]),
  ),
  reminder_receipts: Object.fromEntries(
    [
      'id',
      'userId',
      'tacticId',
      'date',
      'channel',
      'subscriptionId',
      'device',
      'status',
      'reason',
      'fellBack',
      'sentAt',
    ].map((column) => [
      column,
      { leftOut: 'how each reminder went: a sending log kept 14 days, shown on Account' },
    ]),
  ),
  mail_claims: Object.fromEntries(
    ['userId', 'occasion', 'outcome', 'claimedAt'].map((column) => [
      column,
      { leftOut: 'which emails were sent: the sender’s record, so that each goes once' },
    ]),
  ),
  unchecked_notes: Object.fromEntries(
    ['tacticId', 'date', 'note'].map((column) => [
      column,
      { leftOut: 'the note of an unticked check-in, kept only for ticking that day again' },
    ]),
  ),
  measurements: {
    goalId: { leftOut: 'values are nested in their goal' },
    date: 'outcomes[].goals[].measurements[].date',
    value: 'outcomes[].goals[].measurements[].value',
    note: 'outcomes[].goals[].measurements[].note',
    createdAt: 'outcomes[].goals[].measurements[].createdAt',
    updatedAt: 'outcomes[].goals[].measurements[].updatedAt',
  },
};

/** Every value at a path such as 'goals[].tactics[].plan.when' (`[]` walks each element). */
function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const part of path.split('.')) {
    const isList = part.endsWith('[]');
    const key = isList ? part.slice(0, -2) : part;
    current = current.flatMap((item) => {
      const next = (item as Record<string, unknown> | null)?.[key];
      if (next === undefined || next === null) return [];
      return isList ? next : [next];
    });
  }
  return current;
}

const allTables = Object.values(schema).filter((value) => is(value, PgTable));

/** What two exports share once ids and the times rows were written are set aside. */
function withoutIdsAndTimes(file: MomentumExport) {
  return file.outcomes.map((outcome) => ({
    title: outcome.title,
    status: outcome.status,
    statusChangedAt: outcome.statusChangedAt,
    goals: outcome.goals.map(withoutGoalIdsAndTimes),
  }));
}

function withoutGoalIdsAndTimes(goal: ExportedGoal) {
  return {
    title: goal.title,
    targetDate: goal.targetDate,
    status: goal.status,
    statusChangedAt: goal.statusChangedAt,
    measure: goal.measure,
    measurements: goal.measurements.map(({ date, value, note }) => ({ date, value, note })),
    tactics: goal.tactics.map(
      ({
        id: _id,
        createdAt: _created,
        updatedAt: _updated,
        position: _position,
        checkIns,
        ...tactic
      }) => ({
        ...tactic,
        checkIns: checkIns.map(({ date, note }) => ({ date, note })),
      }),
    ),
  };
}

/** Every goal of a file, outcome after outcome. */
const goalsOf = (file: MomentumExport) => file.outcomes.flatMap((outcome) => outcome.goals);

describeWithDb(`export, import and account deletion (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp();

  const exportOf = async (api: WorkflowApi) => {
    const response = await api.send('GET', '/api/export');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MomentumExport>();
  };
  const importFile = (api: WorkflowApi, file: unknown, query = '') =>
    api.send('POST', `/api/import${query}`, file);
  const goalTitles = async (api: WorkflowApi) =>
    (await api.outcomes()).goals.map((goal) => goal.title);

  /** A plan that sets every column: a done tactic with its actual ratings, a repeating one. */
  async function fullPlan(api: WorkflowApi) {
    await api.send('POST', '/api/users', {
      email: api.user.email,
      displayName: 'Full Planner',
      timeZone: 'Europe/Berlin',
    });
    await api.send('PATCH', '/api/users/me', { locale: 'es' });
    const sleep = await api.goal('Sleep 8 hours');
    const run = await api.goal('Run a 10k');
    const screens = await api.tactic(sleep.id, '=No screens after 10pm');
    const jog = await api.tactic(run.id, 'Jog before work');
    await api.tactic(run.id, 'Unrated idea');
    const done = await api.updateTactic(screens.id, {
      effort: 2,
      impact: 5,
      completed: true,
      dueDate: '2027-01-15',
      plan: { when: 'I get into bed', then: 'put my phone in the kitchen' },
      actualEffort: 3,
      actualImpact: 4,
      link: 'https://www.sleepfoundation.org/',
      resourceId: 'matthew-walker',
      steps: [
        { id: '0b6a3f8e-4a51-4c1e-9f43-2f6f1b7d9a01', title: 'Buy a charger', done: true },
        { id: '0b6a3f8e-4a51-4c1e-9f43-2f6f1b7d9a02', title: 'Kitchen shelf', done: false },
      ],
      completionNote: 'Slept better within a week',
    });
    expect(done.statusCode, done.body).toBe(200);
    const measured = await api.updateGoal(sleep.id, {
      measure: { unit: 'h', start: 6, target: 8, direction: 'increase' },
    });
    expect(measured.statusCode, measured.body).toBe(200);
    // One value far older than the 366 days the plan shows: the export has all of them.
    for (const [date, value, note] of [
      ['2020-02-03', 6.5, null],
      ['2026-01-05', 7.25, 'Dark curtains'],
    ] as const) {
      const logged = await api.putMeasurement(sleep.id, date, { value, note });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    const repeating = await api.updateTactic(jog.id, {
      effort: 3,
      impact: 4,
      repeat: { frequency: 'weekly', days: ['mon', 'thu'] },
      remindAt: '06:45',
    });
    expect(repeating.statusCode, repeating.body).toBe(200);
    const review = await api.send('PUT', '/api/reviews/2026-11-16', {
      wentWell: 'Slept well',
      figures: { goals: [{ title: 'Sleep 8 hours', done: 1, repeats: [] }] },
    });
    expect(review.statusCode, review.body).toBe(200);
    // A device for reminders: deleted with the account, never exported.
    const device = await api.send('PUT', '/api/push/subscriptions', {
      endpoint: `https://push.example.com/${api.user.uid}`,
      keys: {
        p256dh: Buffer.alloc(65, 4).toString('base64url'),
        auth: Buffer.alloc(16, 7).toString('base64url'),
      },
    });
    expect(device.statusCode, device.body).toBe(204);
    const target = await api.send('PATCH', `/api/goals/${run.id}`, { targetDate: '2027-06-30' });
    expect(target.statusCode, target.body).toBe(200);
    // A finished outcome: its goal achieved, then the outcome archived.
    const spanish = await api.send('POST', '/api/outcomes', { title: 'Learn Spanish' });
    expect(spanish.statusCode, spanish.body).toBe(201);
    const lessons = await api.createGoal({ title: 'Finish A1', outcomeId: spanish.json().id });
    expect(lessons.statusCode, lessons.body).toBe(201);
    // A partner follows it and sends two cheers; the owner dismisses the first.
    const invitation = await api.send('POST', `/api/outcomes/${spanish.json().id}/invitations`);
    expect(invitation.statusCode, invitation.body).toBe(201);
    const partner = await signIn('Pat Partner');
    const token = invitation.json<{ url: string }>().url.split('/join/')[1]!;
    expect((await partner.send('POST', `/api/invitations/${token}/accept`)).statusCode).toBe(200);
    const cheerPath = `/api/shared/${spanish.json().id}/cheers`;
    const first = await partner.send('POST', cheerPath, { text: 'Proud of you!' });
    expect(first.statusCode, first.body).toBe(201);
    expect((await partner.send('POST', cheerPath, { text: 'Nice streak!' })).statusCode).toBe(201);
    const dismissed = await api.send('DELETE', `/api/cheers/${first.json().id}`);
    expect(dismissed.statusCode).toBe(204);
    // And replies to it: the reply is the owner's own words, exported with the cheer.
    const replied = await api.send('PUT', `/api/cheers/${first.json().id}/reply`, {
      text: 'Thank you!',
    });
    expect(replied.statusCode, replied.body).toBe(204);
    await api.send('PATCH', `/api/goals/${lessons.json().id}`, { status: 'achieved' });
    await api.send('PATCH', `/api/outcomes/${spanish.json().id}`, { status: 'archived' });
    // One check-in far older than the 400 days the plan shows: the export has all of them.
    for (const date of ['2020-02-03', '2026-01-05']) {
      expect((await api.checkIn(jog.id, date, { note: `Ran on ${date}` })).statusCode).toBe(204);
    }
    const link = await context().app.inject({
      method: 'POST',
      url: '/api/calendar/link',
      headers: api.user.headers,
    });
    expect(link.statusCode).toBe(200);
    return { calendarUrl: link.json<{ url: string }>().url, partnerEmail: partner.user.email };
  }

  describe('GET /api/export', () => {
    let alice: WorkflowApi;
    let file: MomentumExport;
    let calendarUrl: string;
    let partnerEmail: string;
    beforeAll(async () => {
      alice = await signIn('Alice');
      ({ calendarUrl, partnerEmail } = await fullPlan(alice));
      file = await exportOf(alice);
    });

    it('maps every column of every table to the export, or says why it is left out', () => {
      const mapped = Object.fromEntries(
        allTables.map((table) => [getTableName(table), Object.keys(getTableColumns(table)).sort()]),
      );
      expect(mapped).toEqual(
        Object.fromEntries(
          Object.entries(EXPORT_FIELDS).map(([table, columns]) => [
            table,
            Object.keys(columns).sort(),
          ]),
        ),
      );
    });

    it('carries a value for every mapped column, checked against the shared schema', () => {
      expect(momentumExportSchema.safeParse(file).success).toBe(true);
      for (const [table, columns] of Object.entries(EXPORT_FIELDS)) {
        for (const [column, path] of Object.entries(columns)) {
          if (typeof path !== 'string') continue;
          expect(valuesAt(file, path).length, `${table}.${column} at ${path}`).toBeGreaterThan(0);
        }
      }
    });

    it('holds the whole plan, every check-in, and never the calendar secret', async () => {
      expect(file.version).toBe(EXPORT_VERSION);
      expect(file.profile).toMatchObject({ email: alice.user.email, displayName: 'Full Planner' });
      expect(file.calendar?.active).toBe(true);
      expect(file.outcomes.map(({ title, status }) => [title, status])).toEqual([
        // fullPlan's person chose Spanish: the outcome made for them is named in it.
        ['Mi plan', 'active'],
        ['Learn Spanish', 'archived'],
      ]);
      expect(goalsOf(file).map((goal) => [goal.title, goal.status, goal.targetDate])).toEqual([
        ['Sleep 8 hours', 'active', null],
        ['Run a 10k', 'active', '2027-06-30'],
        ['Finish A1', 'achieved', null],
      ]);
      const jog = goalsOf(file)[1]!.tactics[0]!;
      expect(jog.checkIns.map((checkIn) => checkIn.date)).toEqual(['2020-02-03', '2026-01-05']);
      const [user] = await context()
        .database.db.select()
        .from(users)
        .where(eq(users.firebaseUid, alice.user.uid));
      const text = JSON.stringify(file);
      const secret = /calendar\/(.+)\.ics$/.exec(calendarUrl)![1]!;
      expect(text).not.toContain(secret);
      expect(text).not.toContain(user!.calendarTokenHash!);
      expect(text).not.toContain(alice.user.uid);
    });

    it('names the partners of an outcome and every cheer received, and never their email', () => {
      const spanish = file.outcomes[1]!;
      expect(spanish.partners).toEqual([{ name: 'Pat Partner', since: expect.any(String) }]);
      expect(
        spanish.cheers?.map(({ from, text, dismissedAt }) => [from, text, !!dismissedAt]),
      ).toEqual([
        ['Pat Partner', 'Proud of you!', true],
        ['Pat Partner', 'Nice streak!', false],
      ]);
      expect(file.outcomes[0]!.partners).toEqual([]);
      expect(JSON.stringify(file)).not.toContain(partnerEmail);
    });

    it('shows another user none of it', async () => {
      const bob = await signIn('Bob');
      const bobFile = await exportOf(bob);
      expect(bobFile.outcomes).toEqual([]);
      expect(JSON.stringify(bobFile)).not.toContain(file.outcomes[0]!.id!);
      expect(JSON.stringify(bobFile)).not.toContain(goalsOf(file)[0]!.id!);
    });

    it('round trip: importing the file into another account gives the same plan with new ids', async () => {
      const carol = await signIn('Carol');
      const imported = await importFile(carol, file);
      expect([imported.statusCode, imported.json()]).toEqual([
        201,
        { outcomes: 2, activeOutcomes: 1, goals: 3, tactics: 3 },
      ]);
      const carolFile = await exportOf(carol);
      expect(withoutIdsAndTimes(carolFile)).toEqual(withoutIdsAndTimes(file));
      // Import restores no one else: Alice's partner and cheers stay with Alice.
      const othersOf = (f: MomentumExport) =>
        f.outcomes.flatMap((o) => [...o.partners!, ...o.cheers!]);
      expect(othersOf(file)).toHaveLength(3);
      expect(othersOf(carolFile)).toEqual([]);
      const aliceIds = JSON.stringify([
        ...file.outcomes.map((o) => o.id),
        ...goalsOf(file).flatMap((g) => [g.id, ...g.tactics.map((t) => t.id)]),
      ]);
      for (const outcome of carolFile.outcomes) expect(aliceIds).not.toContain(outcome.id);
      for (const goal of goalsOf(carolFile)) {
        expect(aliceIds).not.toContain(goal.id);
        for (const tactic of goal.tactics) expect(aliceIds).not.toContain(tactic.id);
      }
      // The archived outcome stays history: read-only, shown by its own route.
      const archived = carolFile.outcomes[1]!;
      const history = await carol.send('GET', `/api/outcomes/${archived.id}`);
      const historyGoals = history.json<{ goals: Array<{ title: string }> }>().goals;
      expect(historyGoals.map((g) => g.title)).toEqual(['Finish A1']);
      // Alice's own plan is untouched by Carol importing her file.
      expect(await exportOf(alice)).toMatchObject({ outcomes: file.outcomes });
    });
  });

  describe('POST /api/import', () => {
    const tactic = (title: string, extra: Record<string, unknown> = {}) => ({ title, ...extra });
    const fileWith = (goalsInFile: unknown[]) => ({
      version: 1,
      exportedAt: '2026-11-01T10:00:00.000Z',
      goals: goalsInFile,
    });
    const threeGoals = () =>
      fileWith([
        { title: 'Read more', tactics: [tactic('Read 10 pages'), tactic('Library card')] },
        {
          title: 'Save money',
          tactics: [tactic('Cook at home', { effort: 2, impact: 4 }), tactic('Budget app')],
        },
        { title: 'Call family', tactics: [tactic('Sunday call', { completed: true })] },
      ]);

    it('adds a version 1 file as a new outcome after the existing ones, never overwriting', async () => {
      const api = await signIn('Importer');
      const kept = await api.goal('Existing goal');
      const response = await importFile(api, threeGoals());
      expect([response.statusCode, response.json()]).toEqual([
        201,
        { outcomes: 1, activeOutcomes: 1, goals: 3, tactics: 5 },
      ]);
      const plan = await api.outcomes();
      expect(plan.outcomes.map((outcome) => outcome.title)).toEqual(['My plan', 'My plan']);
      expect(plan.goals.map((goal) => goal.outcomeId)).toEqual([
        kept.outcomeId,
        ...Array<string>(3).fill(plan.outcomes[1]!.id),
      ]);
      expect(plan.goals.map((goal) => goal.title)).toEqual([
        'Existing goal',
        'Read more',
        'Save money',
        'Call family',
      ]);
      expect(plan.goals[0]!.id).toBe(kept.id);
      expect(plan.goals[3]!.tactics[0]).toMatchObject({ completed: true });
      expect(plan.goals[3]!.tactics[0]!.completedAt).not.toBeNull();
      // Importing again adds again: a file is added, never merged.
      expect((await importFile(api, threeGoals())).statusCode).toBe(201);
      expect(await goalTitles(api)).toHaveLength(7);
    });

    it('previews with ?dryRun=1 and writes nothing', async () => {
      const api = await signIn('Previewer');
      const preview = await importFile(api, threeGoals(), '?dryRun=1');
      expect([preview.statusCode, preview.json()]).toEqual([
        200,
        { outcomes: 1, activeOutcomes: 1, goals: 3, tactics: 5 },
      ]);
      expect(await goalTitles(api)).toEqual([]);
    });

    it('refuses a malformed or unknown query parameter with 400, importing nothing', async () => {
      const api = await signIn('Query prober');
      for (const query of ['?dryRun=1&dryRun=2', '?dryRun[]=1', '?dryRun=yes', '?dry=1']) {
        const response = await importFile(api, threeGoals(), query);
        expect([query, response.statusCode]).toEqual([query, 400]);
        expect(response.json()).toMatchObject({
          message: expect.any(String),
          issues: [expect.anything()],
        });
      }
      expect(await goalTitles(api)).toEqual([]);
      // Other routes refuse a query string they do not take, too.
      const outcomes = await api.send('GET', '/api/outcomes?limit=5');
      expect([outcomes.statusCode, outcomes.json().message]).toEqual([
        400,
        'Unknown query parameter: limit',
      ]);
    });

    it(`allows ${IMPORTS_PER_MINUTE} imports a minute per user, dry runs included, then 429 with Retry-After`, async () => {
      const [busy, other] = await Promise.all([signIn('Busy importer'), signIn('Other')]);
      const file = fileWith([{ title: 'One', tactics: [] }]);
      for (let sent = 0; sent < IMPORTS_PER_MINUTE; sent++) {
        const response = await importFile(busy, file, sent % 2 ? '' : '?dryRun=1');
        expect(response.statusCode).toBeLessThan(300);
      }
      for (const query of ['?dryRun=1', '']) {
        const limited = await importFile(busy, file, query);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect(limited.json()).toEqual(
          refusal('Too many imports in a short time. Please wait a minute and try again.'),
        );
      }
      expect(await goalTitles(busy)).toHaveLength(Math.floor(IMPORTS_PER_MINUTE / 2));
      // Other writes of the same user, and another user's imports, are not held back.
      expect((await busy.send('POST', '/api/goals', { title: 'Still writing' })).statusCode).toBe(
        201,
      );
      expect((await importFile(other, file)).statusCode).toBe(201);
    });

    it('v3 round trip: flexible repeats and their check-ins come back as they were; a v2 file still imports', async () => {
      const dana = await signIn('Dana');
      const goal = await dana.goal('Keep a rhythm');
      const repeats = [
        { frequency: 'timesPerWeek', times: 3 },
        { frequency: 'everyNDays', interval: 30, anchor: '2028-02-29' },
        { frequency: 'monthly', day: 31 },
      ];
      for (const [i, repeat] of repeats.entries()) {
        const tactic = await dana.tactic(goal.id, `Rhythm ${i + 1}`);
        expect((await dana.updateTactic(tactic.id, { repeat })).statusCode).toBe(200);
        const put = await dana.send('PUT', `/api/tactics/${tactic.id}/check-ins/2026-11-02`);
        expect(put.statusCode).toBe(204);
      }
      // A pause travels with its tactic (docs/decisions/261).
      const today = new Date().toISOString().slice(0, 10);
      const [first] = goalsOf(await exportOf(dana))[0]!.tactics;
      const pause = { from: today, until: addDays(today, 6) };
      const paused = await dana.send('PUT', `/api/tactics/${first!.id}/pause`, pause);
      expect(paused.statusCode, paused.body).toBe(200);
      const file = await exportOf(dana);
      expect(file.version).toBe(3);
      const erin = await signIn('Erin');
      expect((await importFile(erin, file)).statusCode).toBe(201);
      const back = await exportOf(erin);
      expect(withoutIdsAndTimes(back)).toEqual(withoutIdsAndTimes(file));
      expect(goalsOf(back)[0]!.tactics.map((t) => t.repeat)).toEqual(repeats);
      expect(goalsOf(back)[0]!.tactics.map((t) => t.pauses)).toEqual([[pause], [], []]);
      // A version 2 file has the same fields: it imports too, and so do its flexible repeats.
      const frank = await signIn('Frank');
      expect((await importFile(frank, { ...file, version: 2 })).statusCode).toBe(201);
      expect(withoutIdsAndTimes(await exportOf(frank))).toEqual(withoutIdsAndTimes(file));
      // A bad count in a file is refused with the API's own words and where it is.
      const bad = structuredClone(file);
      goalsOf(bad)[0]!.tactics[0]!.repeat = { frequency: 'timesPerWeek', times: 9 };
      const refused = await importFile(frank, bad);
      expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
        400,
        'This file cannot be imported: Times a week is a whole number from 1 to 6 (at outcomes[1].goals[1].tactics[1].repeat.times)',
      ]);
    });

    it('accepts an earlier, smaller file: fields added later take their defaults', async () => {
      const api = await signIn('Early adopter');
      const early = fileWith([
        { title: 'Sleep', tactics: [{ title: 'Dark room', effort: 1, impact: 3 }] },
      ]);
      expect((await importFile(api, early)).statusCode).toBe(201);
      expect((await api.outcomes()).goals[0]!.tactics[0]).toMatchObject({
        title: 'Dark room',
        effort: 1,
        impact: 3,
        repeat: null,
        checkIns: [],
      });
    });

    const refused: Array<[string, () => unknown, number, string]> = [
      [
        'a foreign JSON file',
        () => ({ name: 'my todo list', items: [] }),
        400,
        IMPORT_MESSAGES.foreign,
      ],
      ['an array', () => [1, 2, 3], 400, IMPORT_MESSAGES.foreign],
      [
        'a newer version',
        () => ({ ...threeGoals(), version: EXPORT_VERSION + 1 }),
        400,
        IMPORT_MESSAGES.newer,
      ],
      [
        'a bad rating in the middle of the file',
        () => {
          const file = threeGoals();
          (file.goals[1] as { tactics: Array<Record<string, unknown>> }).tactics[1]!.impact = 9;
          return file;
        },
        400,
        'This file cannot be imported: Ratings are whole numbers from 1 to 5 (at goals[2].tactics[2].impact)',
      ],
      [
        'an empty tactic title in the last goal',
        () => {
          const file = threeGoals();
          (file.goals[2] as { tactics: Array<Record<string, unknown>> }).tactics[0]!.title = ' ';
          return file;
        },
        400,
        'This file cannot be imported: Tactic is required (at goals[3].tactics[1].title)',
      ],
      [
        'a repeating tactic marked done',
        () =>
          fileWith([
            {
              title: 'Run',
              tactics: [tactic('Jog', { repeat: { frequency: 'daily' }, completed: true })],
            },
          ]),
        400,
        'This file cannot be imported: A repeating tactic is checked in each day, never marked done (at goals[1].tactics[1].completed)',
      ],
      [
        'a due date past 2100',
        () => fileWith([{ title: 'Far', tactics: [tactic('Later', { dueDate: '9999-12-31' })] }]),
        400,
        `This file cannot be imported: ${LOCAL_DATE_MESSAGE} (at goals[1].tactics[1].dueDate)`,
      ],
      [
        'more than 50 tactics in a goal',
        () =>
          fileWith([
            { title: 'Big', tactics: Array.from({ length: 51 }, (_, i) => tactic(`T${i}`)) },
          ]),
        400,
        `This file cannot be imported: ${LIMIT_MESSAGES.tactics} (at goals[1].tactics)`,
      ],
    ];
    for (const [name, file, status, message] of refused) {
      it(`refuses ${name} with a clear message and writes nothing`, async () => {
        const api = await signIn('Refused');
        await api.goal('Mine');
        for (const query of ['', '?dryRun=1']) {
          const response = await importFile(api, file(), query);
          expect([response.statusCode, response.json().message]).toEqual([status, message]);
        }
        expect(await goalTitles(api)).toEqual(['Mine']);
      });
    }

    it('refuses a file that would take the account over 20 active outcomes, writing nothing', async () => {
      const api = await signIn('Near the limit');
      const existing = MAX_ACTIVE_OUTCOMES - 2;
      const fileOf = (outcomesInFile: unknown[]) => ({
        version: 2,
        exportedAt: '2026-11-01T10:00:00.000Z',
        outcomes: outcomesInFile,
      });
      const outcome = (title: string, status = 'active') => ({
        title,
        status,
        goals: [{ title: 'G', tactics: [tactic('x')] }],
      });
      const mine = Array.from({ length: existing }, (_, i) => outcome(`Outcome ${i + 1}`));
      expect((await importFile(api, fileOf(mine))).statusCode).toBe(201);
      // Three active ones are too many; archived ones never count.
      const tooMany = fileOf([
        ...['A', 'B', 'C'].map((title) => outcome(title)),
        outcome('Old', 'archived'),
      ]);
      for (const query of ['', '?dryRun=1']) {
        const response = await importFile(api, tooMany, query);
        expect([response.statusCode, response.json().message]).toEqual([
          409,
          `${LIMIT_MESSAGES.outcomes}: you have ${existing} and this file adds 3.`,
        ]);
      }
      expect((await api.outcomes()).outcomes).toHaveLength(existing);
      // Exactly up to the limit is fine.
      const upTo = fileOf([outcome('A'), outcome('B'), outcome('Old', 'archived')]);
      expect((await importFile(api, upTo)).statusCode).toBe(201);
      const after = (await api.outcomes()).outcomes;
      expect(after.filter((o) => o.status === 'active')).toHaveLength(MAX_ACTIVE_OUTCOMES);
      expect(after).toHaveLength(MAX_ACTIVE_OUTCOMES + 1);
    });

    it('lets only one of two simultaneous imports past the active limit, never both', async () => {
      const api = await signIn('Two tabs');
      // Each file fits alone (11 of 20); both together would not.
      const half = Math.floor(MAX_ACTIVE_OUTCOMES / 2) + 1;
      const file = {
        version: 2,
        exportedAt: '2026-11-01T10:00:00.000Z',
        outcomes: Array.from({ length: half }, (_, i) => ({
          title: `Outcome ${i + 1}`,
          status: 'active',
          goals: [{ title: 'G', tactics: [tactic('x')] }],
        })),
      };
      await api.send('POST', '/api/users', { email: api.user.email, displayName: 'T' });
      const both = () => Promise.all([importFile(api, file), importFile(api, file)]);
      let responses: Awaited<ReturnType<typeof both>>;
      const db = context().database.db;
      if (dbKind === 'postgres') {
        // Both imports must count before either writes. A table lock that lets reads through but
        // holds every insert keeps them there until both wait on a lock, then lets them go on.
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const holder = db.transaction(async (tx) => {
          await tx.execute(sql`lock table outcomes in share mode`);
          locked();
          await released;
        });
        await isLocked;
        const racing = both();
        const waiting = async () => {
          const result: unknown = await db.execute(
            sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return (result as { rows: Array<{ waiting: number }> }).rows[0]!.waiting;
        };
        await expect.poll(waiting, { timeout: 15_000, interval: 20 }).toBe(2);
        release();
        await holder;
        responses = await racing;
      } else {
        // PGlite runs one transaction at a time; the outcome must be the same.
        responses = await both();
      }
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const rows = await db
        .select({ position: outcomes.position })
        .from(outcomes)
        .innerJoin(users, eq(users.id, outcomes.userId))
        .where(eq(users.firebaseUid, api.user.uid));
      expect(rows).toHaveLength(half);
      expect(new Set(rows.map((row) => row.position)).size).toBe(half);
    });

    it('takes files up to 1 MB on this route only; over it, 413 with the limit', async () => {
      const api = await signIn('Big file');
      const long = 'x'.repeat(190);
      const bigGoals = Array.from({ length: 50 }, (_, g) => ({
        title: `Goal ${g}`,
        tactics: Array.from({ length: 50 }, (_, t) => tactic(`${long} ${t}`)),
      }));
      const big = fileWith(bigGoals);
      const size = JSON.stringify(big).length;
      expect(size).toBeGreaterThan(400_000);
      expect(size).toBeLessThan(MAX_IMPORT_BYTES);
      expect((await importFile(api, big, '?dryRun=1')).json()).toEqual({
        outcomes: 1,
        activeOutcomes: 1,
        goals: 50,
        tactics: 2500,
      });
      // All of it in one go: a multi-row insert per table.
      expect((await importFile(api, big)).statusCode).toBe(201);
      expect(await goalTitles(api)).toHaveLength(50);
      expect((await api.outcomes()).goals.flatMap((g) => g.tactics)).toHaveLength(2500);
      await api.send('DELETE', `/api/outcomes/${(await api.outcomes()).outcomes[0]!.id}`);

      const padded = { ...threeGoals(), padding: 'x'.repeat(MAX_IMPORT_BYTES) };
      const tooLarge = await importFile(api, padded);
      expect([tooLarge.statusCode, tooLarge.json()]).toEqual([
        413,
        refusal(IMPORT_MESSAGES.tooLarge),
      ]);
      // Every other route keeps its 16 KiB limit.
      const goal = await api.createGoal({ title: 'x'.repeat(20_000) });
      expect([goal.statusCode, goal.json()]).toEqual([413, refusal('Request body is too large')]);
      expect(await goalTitles(api)).toEqual([]);
    });

    it('writes all or nothing: a row the database refuses half-way leaves no trace', async () => {
      const api = await signIn('Half way');
      await api.send('POST', '/api/users', { email: api.user.email, displayName: 'H' });
      const [user] = await context()
        .database.db.select({ id: users.id })
        .from(users)
        .where(eq(users.firebaseUid, api.user.uid));
      const checked = checkImportFile(threeGoals());
      if (!checked.ok) throw new Error(checked.message);
      const parsed = checked.data;
      // The same date twice breaks the check-in key, after outcomes, goals and tactics are written.
      const broken = parsed.outcomes[0]!.goals[1]!.tactics[0]!;
      broken.repeat = { frequency: 'daily' };
      broken.checkIns = [
        { date: '2026-03-01', note: null },
        { date: '2026-03-01', note: null },
      ];
      await expect(
        accountRepository(context().database.db).importPlan(
          user!.id,
          parsed,
          MAX_ACTIVE_OUTCOMES,
          new Date(),
        ),
      ).rejects.toThrow();
      expect(await api.outcomes()).toEqual({ outcomes: [], goals: [] });
      const rows = await context()
        .database.db.select()
        .from(outcomes)
        .where(eq(outcomes.userId, user!.id));
      expect(rows).toEqual([]);
    });
  });

  describe('DELETE /api/users/me', () => {
    it('removes every row of the caller in every table and nothing of anyone else', async () => {
      const db = context().database.db;
      const [alice, bob] = await Promise.all([signIn('Leaving'), signIn('Staying')]);
      const { calendarUrl } = await fullPlan(alice);
      await fullPlan(bob);
      const bobBefore = await exportOf(bob);

      const [aliceRow] = await db.select().from(users).where(eq(users.firebaseUid, alice.user.uid));
      const outcomeIds = (
        await db.select().from(outcomes).where(eq(outcomes.userId, aliceRow!.id))
      ).map((o) => o.id);
      const goalIds = (
        await db.select().from(goals).where(inArray(goals.outcomeId, outcomeIds))
      ).map((g) => g.id);
      const tacticIds = (
        await db.select().from(tactics).where(inArray(tactics.goalId, goalIds))
      ).map((t) => t.id);
      /** Alice's rows in each table; every table of the schema must be listed. */
      const aliceRows = async () => ({
        users: (await db.select().from(users).where(eq(users.id, aliceRow!.id))).length,
        outcomes: (await db.select().from(outcomes).where(inArray(outcomes.id, outcomeIds))).length,
        goals: (await db.select().from(goals).where(inArray(goals.id, goalIds))).length,
        tactics: (await db.select().from(tactics).where(inArray(tactics.id, tacticIds))).length,
        check_ins: (await db.select().from(checkIns).where(inArray(checkIns.tacticId, tacticIds)))
          .length,
        reviews: (await db.select().from(reviews).where(eq(reviews.userId, aliceRow!.id))).length,
        measurements: (
          await db.select().from(measurements).where(inArray(measurements.goalId, goalIds))
        ).length,
        push_subscriptions: (
          await db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, aliceRow!.id))
        ).length,
        reminder_deliveries: (
          await db
            .select()
            .from(reminderDeliveries)
            .where(inArray(reminderDeliveries.tacticId, tacticIds))
        ).length,
        unchecked_notes: (
          await db.select().from(uncheckedNotes).where(inArray(uncheckedNotes.tacticId, tacticIds))
        ).length,
        mail_claims: (await db.select().from(mailClaims).where(eq(mailClaims.userId, aliceRow!.id)))
          .length,
        reminder_receipts: (
          await db.select().from(reminderReceipts).where(eq(reminderReceipts.userId, aliceRow!.id))
        ).length,
        rate_limit_hits: (
          await db
            .select()
            .from(rateLimitHits)
            .where(eq(rateLimitHits.key, `writes:${alice.user.uid}`))
        ).length,
        // Those of her outcomes: the partner's own account stays.
        invitations: (
          await db.select().from(invitations).where(inArray(invitations.outcomeId, outcomeIds))
        ).length,
        partners: (await db.select().from(partners).where(inArray(partners.outcomeId, outcomeIds)))
          .length,
        cheers: (
          await db
            .select({ id: cheers.id })
            .from(cheers)
            .innerJoin(partners, eq(partners.id, cheers.partnerId))
            .where(inArray(partners.outcomeId, outcomeIds))
        ).length,
      });
      // One reminder claimed for her device, as the sender does before sending.
      const [device] = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, aliceRow!.id));
      await db.insert(reminderDeliveries).values({
        tacticId: tacticIds[0]!,
        date: '2026-11-24',
        subscriptionId: device!.id,
        outcome: 'sent',
        claimedAt: new Date(),
      });
      // And how it went, as the sender records it.
      await db.insert(reminderReceipts).values({
        userId: aliceRow!.id,
        tacticId: tacticIds[0]!,
        date: '2026-11-24',
        channel: 'push',
        subscriptionId: device!.id,
        device: 'fcm.googleapis.com',
        status: 'delivered',
        sentAt: new Date(),
      });
      // And the note of a check-in she unticked.
      await db
        .insert(uncheckedNotes)
        .values({ tacticId: tacticIds[0]!, date: '2026-11-20', note: 'Felt great' });
      // And an email claimed for her, as the email sender does before sending.
      await db.insert(mailClaims).values({
        userId: aliceRow!.id,
        occasion: 'digest 2026-11-23',
        outcome: 'sent',
        claimedAt: new Date(),
      });
      const before = await aliceRows();
      expect(Object.keys(before).sort()).toEqual(
        allTables.map((table) => getTableName(table)).sort(),
      );
      expect(before).toEqual({
        users: 1,
        outcomes: 2,
        goals: 3,
        tactics: 3,
        check_ins: 2,
        reviews: 1,
        measurements: 2,
        push_subscriptions: 1,
        reminder_deliveries: 1,
        unchecked_notes: 1,
        mail_claims: 1,
        reminder_receipts: 1,
        rate_limit_hits: 1,
        invitations: 1,
        partners: 1,
        cheers: 2,
      });
      expect(
        (await context().app.inject({ method: 'GET', url: new URL(calendarUrl).pathname }))
          .statusCode,
      ).toBe(200);

      const response = await alice.send('DELETE', '/api/users/me');
      expect(response.statusCode).toBe(204);
      expect(await aliceRows()).toEqual({
        users: 0,
        outcomes: 0,
        goals: 0,
        tactics: 0,
        check_ins: 0,
        reviews: 0,
        measurements: 0,
        push_subscriptions: 0,
        reminder_deliveries: 0,
        unchecked_notes: 0,
        mail_claims: 0,
        reminder_receipts: 0,
        rate_limit_hits: 0,
        invitations: 0,
        partners: 0,
        cheers: 0,
      });
      expect(await exportOf(bob)).toEqual({ ...bobBefore, exportedAt: expect.any(String) });

      // The calendar link is dead, and so is every token issued before the deletion.
      expect(
        (await context().app.inject({ method: 'GET', url: new URL(calendarUrl).pathname }))
          .statusCode,
      ).toBe(404);
      for (const [method, url] of [
        ['GET', '/api/outcomes'],
        ['DELETE', '/api/users/me'],
        ['POST', '/api/goals'],
      ] as const) {
        const stale = await alice.send(
          method,
          url,
          method === 'POST' ? { title: 'Ghost' } : undefined,
        );
        expect([method, url, stale.statusCode, stale.json()]).toEqual([
          method,
          url,
          401,
          refusal('Unauthorized'),
        ]);
      }
      expect(await aliceRows()).toMatchObject({ users: 0, goals: 0 });

      // Signing in again (a token issued after the deletion, so a second later) starts empty.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const again = workflowApi(
        context().app,
        await signInTestUser('Leaving', { sub: alice.user.sub }),
      );
      expect(again.user.uid).toBe(alice.user.uid);
      expect((await again.send('DELETE', '/api/users/me')).statusCode).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const back = workflowApi(
        context().app,
        await signInTestUser('Back', { sub: alice.user.sub }),
      );
      const profile = await back.send('POST', '/api/users', {
        email: alice.user.email,
        displayName: 'Back',
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().id).not.toBe(aliceRow!.id);
      const fresh = await exportOf(back);
      expect(fresh.outcomes).toEqual([]);
      expect(fresh.calendar).toEqual({ active: false, createdAt: null });
    });
  });
});
