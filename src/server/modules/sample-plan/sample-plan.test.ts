import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIMIT_MESSAGES, MAX_ACTIVE_OUTCOMES } from '#shared/limits';
import { samplePlan, SAMPLE_PLAN_NOT_EMPTY } from '#shared/sample-plan';
import { english } from '#test/words.ts';
import {
  createTestApp,
  dbKind,
  describeWithDb,
  signInTestUser,
  type TestContext,
  type TestUser,
  refusal,
} from '#test/server/test-app.ts';

interface PlanOutcome {
  id: string;
  title: string;
}
interface PlanGoal {
  id: string;
  title: string;
  outcomeId?: string;
  tactics: Array<{ title: string; effort: number | null; impact: number | null }>;
}

describeWithDb(`POST /api/sample-plan (${dbKind})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const fill = (user: TestUser) =>
    ctx.app.inject({ method: 'POST', url: '/api/sample-plan', headers: user.headers });
  const plan = async (user: TestUser) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/outcomes', headers: user.headers })).json<{
      goals: PlanGoal[];
      outcomes?: PlanOutcome[];
    }>();
  const addGoal = (user: TestUser, title: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title }),
    });
  const shape = (goals: PlanGoal[]) =>
    goals.map((goal) => ({
      title: goal.title,
      tactics: goal.tactics.map(({ title, effort, impact }) => ({ title, effort, impact })),
    }));
  const { outcome: SAMPLE_OUTCOME, goals: SAMPLE_GOALS } = samplePlan(english);
  const SAMPLE_SHAPE = SAMPLE_GOALS.map((goal) => ({
    title: goal.title,
    tactics: goal.tactics.map(({ title, effort, impact }) => ({ title, effort, impact })),
  }));

  it('saves the sample as the caller’s own outcome, goals and rated tactics', async () => {
    const user = await signInTestUser('Newcomer');
    const response = await fill(user);
    expect(response.statusCode).toBe(201);
    const { outcomeId } = response.json<{ outcomeId: string }>();

    const saved = await plan(user);
    expect(shape(saved.goals)).toEqual(SAMPLE_SHAPE);
    expect(saved.outcomes?.find((outcome) => outcome.id === outcomeId)?.title).toBe(SAMPLE_OUTCOME);
    for (const goal of saved.goals) expect(goal.outcomeId).toBe(outcomeId);
    // Plain spaces only, so exports and searches read 'after 7 pm' as typed.
    const titles = saved.goals.flatMap((goal) => [goal.title, ...goal.tactics.map((t) => t.title)]);
    expect(titles).toContain('Turn off work notifications after 7 pm');
    for (const title of titles) expect(title).not.toMatch(/[^\S ]/);
    // Editable like anything the person wrote.
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/goals/${saved.goals[0]!.id}`,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Leave at 5 pm' }),
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('is saved in the person’s stored language: a Spanish speaker gets it in Spanish', async () => {
    const user = await signInTestUser('Hispanohablante');
    const chosen = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: user.headers,
      payload: { locale: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    const { outcomeId } = (await fill(user)).json<{ outcomeId: string }>();
    const saved = await plan(user);
    expect(saved.outcomes?.find((outcome) => outcome.id === outcomeId)?.title).toBe(
      'Lograr el equilibrio entre trabajo y vida personal',
    );
    expect(saved.goals.map((goal) => goal.title)).toEqual([
      'Terminar de trabajar a las 6 p. m. entre semana',
      'Pasar las tardes en familia sin el teléfono',
    ]);
    expect(saved.goals[1]!.tactics.map((tactic) => tactic.title)).toContain(
      'Cargar el teléfono fuera del dormitorio',
    );
  });

  it('a second call, or two at once, never duplicates: 409 and nothing written', async () => {
    const user = await signInTestUser('Double clicker');
    const answers = await Promise.all([fill(user), fill(user)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const again = await fill(user);
    expect([again.statusCode, again.json()]).toEqual([409, refusal(SAMPLE_PLAN_NOT_EMPTY)]);
    expect(shape((await plan(user)).goals)).toEqual(SAMPLE_SHAPE);
  });

  it('refuses a plan that has a goal already, and changes nothing', async () => {
    const user = await signInTestUser('Planner');
    expect((await addGoal(user, 'Sleep 8 hours')).statusCode).toBe(201);
    const before = await plan(user);
    const response = await fill(user);
    expect([response.statusCode, response.json()]).toEqual([409, refusal(SAMPLE_PLAN_NOT_EMPTY)]);
    expect(await plan(user)).toEqual(before);
  });

  it('fills only the caller’s own plan: another user’s stays as it was, and unseen', async () => {
    const [alice, bob] = await Promise.all([signInTestUser('Alice'), signInTestUser('Bob')]);
    expect((await addGoal(alice, 'Run a 5k')).statusCode).toBe(201);
    const alicePlan = await plan(alice);
    // Alice's goal does not make Bob's plan "not empty", and Bob's sample never reaches Alice.
    expect((await fill(bob)).statusCode).toBe(201);
    expect(await plan(alice)).toEqual(alicePlan);
    expect(shape((await plan(bob)).goals)).toEqual(SAMPLE_SHAPE);
  });

  it('keeps the limit of active outcomes: 20 empty ones leave no room', async () => {
    const user = await signInTestUser('Collector');
    for (let index = 0; index < MAX_ACTIVE_OUTCOMES; index++) {
      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/outcomes',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ title: `Outcome ${index + 1}` }),
      });
      expect(made.statusCode).toBe(201);
    }
    const response = await fill(user);
    expect([response.statusCode, response.json()]).toEqual([409, refusal(LIMIT_MESSAGES.outcomes)]);
    expect((await plan(user)).goals).toEqual([]);
  });

  it('answers 401 without a verified caller, and writes nothing', async () => {
    const user = await signInTestUser('Forger');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sample-plan',
      headers: { 'firebase-id': user.uid },
    });
    expect([response.statusCode, response.json()]).toEqual([401, refusal('Unauthorized')]);
    expect((await plan(user)).goals).toEqual([]);
  });
});
