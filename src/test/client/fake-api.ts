import {
  blankTacticFields,
  type Goal,
  type GoalWithTactics,
  type Outcomes,
  type Tactic,
} from '#shared/schemas';
import { fakeFetch, json, type RecordedRequest } from './fetch.ts';

export { json };

/** A request the client sent, with its JSON body parsed. */
export interface SentRequest extends Omit<RecordedRequest, 'body'> {
  body?: Record<string, unknown>;
}

/** A response, or undefined to let the fake answer (also after a wait). */
type Reply = Response | Promise<Response | undefined> | undefined;

/** The one outcome a seeded plan lives in. */
const FAKE_OUTCOME: Outcomes['outcomes'][number] = {
  id: 'o1',
  title: 'My plan',
  status: 'active',
  position: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  statusChangedAt: '2026-01-01T00:00:00.000Z',
};

/** A goal as the API answers it, in the fake's one outcome. */
const goalFields = (id: string, title: string): Goal => ({
  id,
  title,
  outcomeId: FAKE_OUTCOME.id,
  targetDate: null,
  status: 'active',
  statusChangedAt: FAKE_OUTCOME.createdAt,
});

/** A plan to start from: goals with tactics, given ids g1, g2... and t1, t2... in order. */
export function seedPlan(
  goals: Array<{ title: string; tactics?: Array<Partial<Tactic> & { title: string }> }>,
): Outcomes {
  let tacticNumber = 0;
  return {
    outcomes: [FAKE_OUTCOME],
    goals: goals.map((goal, index) => {
      const id = `g${index + 1}`;
      return {
        ...goalFields(id, goal.title),
        tactics: (goal.tactics ?? []).map((tactic) => ({
          id: `t${++tacticNumber}`,
          goalId: id,
          ...blankTacticFields(),
          ...tactic,
        })),
      };
    }),
  };
}

/**
 * Stands in for the network: `fetch` answers as the API's contract says, over an in-memory plan.
 * `intercept` lets a test answer a request its own way (a failure, a delay) before the fake does.
 */
export function installFakeApi(seed: Outcomes = { outcomes: [], goals: [] }) {
  const plan: Outcomes = structuredClone(seed);
  let interceptor: ((request: SentRequest) => Reply) | undefined;
  let created = 0;
  /** Saved weekly reviews, newest first. */
  const reviews: Array<Record<string, unknown>> = [];
  /** The profile, with the time zone reminders are read in (none until one is stored). */
  const profile = {
    id: 'user-1',
    email: 'ada@example.com',
    displayName: 'Ada',
    timeZone: null as string | null,
  };

  const findGoal = (id: string | undefined) => plan.goals.find((goal) => goal.id === id);
  const findTactic = (id: string | undefined) =>
    plan.goals.flatMap((goal) => goal.tactics).find((tactic) => tactic.id === id);
  const notFound = () => json(404, { message: 'Not found' });

  function answer({ method, path, body = {} }: SentRequest): Response {
    const [, , resource, id] = path.split('/');
    if (method === 'GET' && path === '/api/outcomes') return json(200, plan);
    if (path === '/api/reviews') return json(200, { reviews });
    if (resource === 'reviews' && method === 'PUT') {
      const saved = {
        weekStart: id,
        figures: { goals: [] },
        ...body,
        savedAt: new Date().toISOString(),
      };
      reviews.splice(0, reviews.length, saved, ...reviews.filter((r) => r.weekStart !== id));
      return json(200, saved);
    }
    if (path === '/api/users/me') {
      if (method === 'PATCH') profile.timeZone = String(body.timeZone);
      return json(200, profile);
    }
    if (resource === 'goals') {
      const goal = findGoal(id);
      if (method === 'POST') {
        const added: GoalWithTactics = {
          ...goalFields(`goal-${++created}`, String(body.title).trim()),
          tactics: [],
        };
        plan.goals.push(added);
        const { tactics: _tactics, ...goal } = added;
        return json(201, goal satisfies Goal);
      }
      if (!goal) return notFound();
      if (method === 'PATCH') {
        goal.title = String(body.title).trim();
        const { tactics: _tactics, ...changed } = goal;
        return json(200, changed);
      }
      plan.goals.splice(plan.goals.indexOf(goal), 1);
      return json(204);
    }
    const checkIn = /^\/api\/tactics\/([^/]+)\/check-ins\/([\d-]+)$/.exec(path);
    if (checkIn) {
      const tactic = findTactic(checkIn[1]);
      if (!tactic) return notFound();
      const others = tactic.checkIns.filter((day) => day !== checkIn[2]);
      tactic.checkIns = method === 'PUT' ? [...others, checkIn[2]!].sort() : others;
      return json(204);
    }
    if (resource === 'tactics') {
      if (method === 'POST') {
        const goal = findGoal(body.goalId as string);
        if (!goal) return notFound();
        // A repeat of a client-made id answers the first tactic (docs/product.md, The API).
        const repeated = findTactic(body.id as string | undefined);
        if (repeated) return json(200, repeated);
        const { effort, impact, link, resourceId } = body as Partial<Tactic>;
        const tactic: Tactic = {
          ...blankTacticFields(),
          id: typeof body.id === 'string' ? body.id : `tactic-${++created}`,
          goalId: goal.id,
          title: String(body.title).trim(),
          effort: effort ?? null,
          impact: impact ?? null,
          link: link ?? null,
          resourceId: resourceId ?? null,
        };
        goal.tactics.push(tactic);
        return json(201, tactic);
      }
      const tactic = findTactic(id);
      if (!tactic) return notFound();
      if (method === 'PATCH') {
        Object.assign(
          tactic,
          body,
          typeof body.title === 'string' ? { title: body.title.trim() } : {},
          // A repeating tactic is never done (docs/product.md, The API).
          body.repeat ? { completed: false, completedAt: null } : {},
        );
        return json(200, tactic);
      }
      const goal = findGoal(tactic.goalId)!;
      goal.tactics.splice(goal.tactics.indexOf(tactic), 1);
      return json(204);
    }
    return notFound();
  }

  const { requests } = fakeFetch(async (recorded) => {
    const request = recorded as SentRequest;
    return (await interceptor?.(request)) ?? answer(request);
  });

  return {
    /** The plan as the server now has it. */
    plan,
    profile,
    reviews,
    requests,
    /** Every request but the plan's GETs, as `METHOD path`, sorted. */
    writes: () =>
      requests
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.path}`)
        .sort(),
    bodies: (method: string) =>
      requests.filter((request) => request.method === method).map((request) => request.body),
    /** Clears the record of requests, e.g. between two attempts. */
    forget: () => requests.splice(0),
    intercept(handler: ((request: SentRequest) => Reply) | undefined) {
      interceptor = handler;
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

/**
 * The ways a save can fail, each as [case, reply, the toast text it gives]: a JSON message, a
 * plain-text body, an empty 500 (the call's fallback) and a network failure (the overall one).
 */
export function saveFailures(
  serverMessage: string,
  fallbacks: { call: string; overall: string },
): Array<[string, () => Reply, string]> {
  return [
    ["the server's JSON message", () => json(409, { message: serverMessage }), serverMessage],
    ['the response text', () => new Response(serverMessage, { status: 409 }), serverMessage],
    ['the call fallback', () => new Response('', { status: 500 }), fallbacks.call],
    [
      'the overall fallback when the network fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      fallbacks.overall,
    ],
  ];
}
