/**
 * Model-based property test: random sequences of valid and invalid workflow calls by two users
 * never answer 5xx, each answer is what a simple in-memory model predicts, and afterwards each
 * user's GET /api/outcomes holds exactly the model's rows for that user (so none of the other's).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { blankTacticFields, type Outcomes, type Tactic } from '#shared/schemas';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import { useWorkflowApp, type WorkflowApi } from '#test/server/workflow-model.ts';

type Json = unknown;
type Kind =
  'createGoal' | 'updateGoal' | 'deleteGoal' | 'createTactic' | 'updateTactic' | 'deleteTactic';

/**
 * One call by user 0 or 1. `pick` chooses the id it names (for createTactic, the goalId): one of
 * the caller's live rows, one of the other user's, or any id seen so far (deleted rows and junk).
 * `body` is the request body; for createTactic, the title.
 */
interface Command {
  kind: Kind;
  user: 0 | 1;
  pick: { from: 'mine' | 'theirs' | 'any'; index: number };
  body: Json;
}

// ---- Arbitraries: mostly valid calls, with a steady share of invalid ones. ----
const titleArb: fc.Arbitrary<Json> = fc.oneof(
  { weight: 12, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) },
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('', '   ', '  padded  ', 'x'.repeat(200), 'x'.repeat(201)),
  fc.constantFrom('Nul\u0000', 'Lone \ud800', undefined, null, 42, true, ['x']),
);
const ratingArb: fc.Arbitrary<Json> = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: 1, max: 5 }) },
  fc.constantFrom(0, 6, -1, 2.5, '3', null),
);
const junkBodyArb: fc.Arbitrary<Json> = fc.constantFrom(undefined, null, [], 'Sleep', 7, {});
const goalBodyArb = fc.oneof(
  { weight: 6, arbitrary: titleArb.map((title) => ({ title })) },
  fc.constant({ title: 'Sleep', colour: 'blue' }),
  junkBodyArb,
);
const tacticPatchArb = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record(
      {
        title: titleArb,
        effort: ratingArb,
        impact: ratingArb,
        completed: fc.oneof({ weight: 6, arbitrary: fc.boolean() }, fc.constantFrom('true', 1)),
      },
      { requiredKeys: [] },
    ),
  },
  fc.constant({ effort: 3, goalId: '00000000-0000-0000-0000-000000000000' }),
  junkBodyArb,
);
const call = (kind: Kind, weight: number, body: fc.Arbitrary<Json> = fc.constant(undefined)) => ({
  weight,
  arbitrary: fc.record({
    kind: fc.constant(kind),
    user: fc.constantFrom(0 as const, 1 as const),
    pick: fc.record({
      from: fc.oneof(
        { weight: 4, arbitrary: fc.constant('mine' as const) },
        fc.constantFrom('theirs' as const, 'any' as const),
      ),
      index: fc.nat({ max: 1000 }),
    }),
    body,
  }),
});
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  call('createGoal', 3, goalBodyArb),
  call('updateGoal', 1, goalBodyArb),
  call('deleteGoal', 1),
  call('createTactic', 4, titleArb),
  call('updateTactic', 3, tacticPatchArb),
  call('deleteTactic', 1),
);

// ---- The model's own reading of the rules (docs/product.md, docs/decisions/007 and 010). ----
const isPlainObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOnlyKeys = (value: Record<string, Json>, keys: string[]) =>
  Object.keys(value).every((key) => keys.includes(key));
const validTitle = (value: Json): value is string =>
  typeof value === 'string' &&
  value.trim().length >= 1 &&
  value.trim().length <= 200 &&
  !value.includes('\u0000') &&
  !/\p{Cs}/u.test(value) &&
  // Tabs and line breaks at either end are trimmed away; inside, they are refused.
  !/\p{Cc}/u.test(value.trim()) &&
  !/[\u202A-\u202E\u2066-\u2069]/.test(value) &&
  /[^\p{Z}\p{Cf}\s\u115F\u1160\u3164\uFFA0\u2800]/u.test(value);
const validRating = (value: Json) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;
const validGoalBody = (body: Json): body is { title: string } =>
  isPlainObject(body) && hasOnlyKeys(body, ['title']) && validTitle(body.title);
const validTacticPatch = (body: Json): body is Partial<Tactic> =>
  isPlainObject(body) &&
  hasOnlyKeys(body, ['title', 'effort', 'impact', 'completed']) &&
  Object.keys(body).length > 0 &&
  (!('title' in body) || validTitle(body.title)) &&
  (!('effort' in body) || validRating(body.effort)) &&
  (!('impact' in body) || validRating(body.impact)) &&
  (!('completed' in body) || typeof body.completed === 'boolean');

/** What crosses the wire: JSON drops undefined fields, as the real request does. */
const wire = (body: Json): Json =>
  body === undefined ? undefined : JSON.parse(JSON.stringify(body));

type Plan = Outcomes['goals'];
type Response = Awaited<ReturnType<WorkflowApi['send']>>;
interface Expected {
  status: number;
  body?: Json;
}

/** The two users' APIs, the model of their plans, and every id seen (with whether it is a uuid). */
class World {
  readonly plans: [Plan, Plan] = [[], []];
  /** Each user's outcome: made with their first goal, where every later goal goes. */
  readonly outcomeIds: [string, string] = ['', ''];
  readonly seen = [
    { id: 'not-a-uuid', wellFormed: false },
    { id: '00000000-0000-0000-0000-000000000000', wellFormed: true },
  ];

  constructor(
    readonly apis: [WorkflowApi, WorkflowApi],
    strangerId: string,
  ) {
    this.seen.push({ id: strangerId, wellFormed: true });
  }

  remember(...ids: string[]) {
    this.seen.push(...ids.map((id) => ({ id, wellFormed: true })));
  }

  /** The id a command names; when the list it draws from is empty, any id seen. */
  target({ kind, user, pick }: Command) {
    const owner = pick.from === 'mine' ? user : 1 - user;
    const goals = pick.from === 'any' ? [] : this.plans[owner]!;
    const rows = kind.endsWith('Tactic') && kind !== 'createTactic' ? tacticsIn(goals) : goals;
    const row = rows[pick.index % Math.max(rows.length, 1)];
    return row ? { id: row.id, wellFormed: true } : this.seen[pick.index % this.seen.length]!;
  }

  /** Sends one command and applies it to the model; answers with what the model expected. */
  async step(command: Command): Promise<[Response, Expected]> {
    const api = this.apis[command.user];
    const plan = this.plans[command.user];
    const target = this.target(command);
    const body = wire(command.body);
    const goal = plan.find((row) => row.id === target.id);
    const tactic = tacticsIn(plan).find((row) => row.id === target.id);

    switch (command.kind) {
      case 'createGoal': {
        const response = await api.createGoal(command.body);
        if (!validGoalBody(body)) return [response, { status: 400 }];
        // Without an outcome, a goal goes to the user's first one (made with their first goal).
        const created = {
          id: String(response.json()?.id),
          title: body.title.trim(),
          outcomeId: this.outcomeIds[command.user],
          targetDate: null,
          status: 'active' as const,
          statusChangedAt: String(response.json()?.statusChangedAt),
          measure: null,
        };
        plan.push({ ...created, tactics: [], measurements: [] });
        this.remember(created.id);
        return [response, { status: 201, body: created }];
      }
      case 'updateGoal': {
        const response = await api.updateGoal(target.id, command.body);
        if (!validGoalBody(body)) return [response, { status: 400 }];
        if (!goal) return [response, { status: 404 }];
        goal.title = body.title.trim();
        const { tactics: _tactics, measurements: _values, ...changed } = goal;
        return [response, { status: 200, body: changed }];
      }
      case 'deleteGoal': {
        const response = await api.deleteGoal(target.id);
        if (!goal) return [response, { status: 404 }];
        plan.splice(plan.indexOf(goal), 1);
        return [response, { status: 204 }];
      }
      case 'createTactic': {
        const response = await api.createTactic({ goalId: target.id, title: command.body });
        if (!target.wellFormed || !validTitle(body)) return [response, { status: 400 }];
        if (!goal) return [response, { status: 404 }];
        const created: Tactic = {
          id: String(response.json()?.id),
          goalId: goal.id,
          title: body.trim(),
          ...blankTacticFields(),
        };
        goal.tactics.push(created);
        this.remember(created.id);
        return [response, { status: 201, body: created }];
      }
      case 'updateTactic': {
        const response = await api.updateTactic(target.id, command.body);
        if (!validTacticPatch(body)) return [response, { status: 400 }];
        if (!tactic) return [response, { status: 404 }];
        const wasCompleted = tactic.completed;
        Object.assign(tactic, body, body.title === undefined ? {} : { title: body.title.trim() });
        // The time of the first completion is the server's; a repeated `true` keeps it.
        if (body.completed === false) tactic.completedAt = null;
        if (body.completed === true && !wasCompleted) {
          tactic.completedAt = String(response.json<Tactic>().completedAt);
        }
        return [response, { status: 200, body: { ...tactic } }];
      }
      case 'deleteTactic': {
        const response = await api.deleteTactic(target.id);
        if (!tactic) return [response, { status: 404 }];
        const parent = plan.find((row) => row.id === tactic.goalId)!;
        parent.tactics.splice(parent.tactics.indexOf(tactic), 1);
        return [response, { status: 204 }];
      }
    }
  }
}

const tacticsIn = (plan: Plan) => plan.flatMap((goal) => goal.tactics);

describeWithDb(`workflow API against a model (${dbKind})`, () => {
  const { signIn } = useWorkflowApp();

  it('never answers 5xx and keeps each user’s plan exactly as the model predicts', async () => {
    const property = fc.asyncProperty(
      fc.array(commandArb, { minLength: 5, maxLength: 15 }),
      fc.uuid({ version: 4 }),
      async (commands, strangerId) => {
        const world = new World(await Promise.all([signIn('A'), signIn('B')]), strangerId);
        // Each user starts with a goal and a tactic, so early calls find rows of both users.
        for (const [index, api] of world.apis.entries()) {
          const goal = await api.goal(`Goal of ${index}`);
          const tactic = await api.tactic(goal.id, `Tactic of ${index}`);
          world.plans[index]!.push({ ...goal, tactics: [tactic], measurements: [] });
          world.outcomeIds[index] = goal.outcomeId;
          world.remember(goal.id, tactic.id);
        }

        for (const command of commands) {
          const [response, expected] = await world.step(command);
          const context = `${JSON.stringify(command)} -> ${response.statusCode} ${response.body}`;
          expect(response.statusCode, context).toBeLessThan(500);
          expect(response.statusCode, context).toBe(expected.status);
          if (expected.body !== undefined) expect(response.json(), context).toEqual(expected.body);
          if (expected.status === 404)
            expect(response.json(), context).toEqual(refusal('Not found'));
        }

        for (const [index, api] of world.apis.entries()) {
          expect((await api.outcomes()).goals).toEqual(world.plans[index]);
        }
      },
    );
    await fc.assert(property, { numRuns: 25 });
  }, 120_000);
});
