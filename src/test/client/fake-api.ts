import {
  blankTacticFields,
  type Goal,
  type GoalWithTactics,
  type Outcome,
  type OutcomeList,
  type Outcomes,
  type Tactic,
} from '#shared/schemas';
import { resumedOn, withPause } from '#shared/pauses';
import { todayPlan } from '#shared/today-plan';
import { REVIEW_CHECK_IN_DAYS, TODAY_CHECK_IN_DAYS } from '#shared/limits';
import { reviewPlan } from '#shared/review-plan';
import {
  keptOnSave,
  listedReview,
  needsTheCount,
  type Review,
  type WeekFigures,
} from '#shared/review';
import { summedUpFrom, withRhythmBefore } from '#shared/rhythm';
import { addDays, type WeekStart } from '#shared/schedule';
import { samplePlan, SAMPLE_PLAN_NOT_EMPTY } from '#shared/sample-plan';
import { t } from '#client/lib/i18n.tsx';
import {
  createCheerSchema,
  loopSettingsSchema,
  type Partner,
  type SharedOutcome,
} from '#shared/sharing-schemas';
import { fakeFetch, json, type RecordedRequest } from './fetch.ts';

export { json };

/** A request the client sent, with its JSON body parsed. */
export interface SentRequest extends Omit<RecordedRequest, 'body'> {
  body?: Record<string, unknown>;
}

/** A response, or undefined to let the fake answer (also after a wait). */
type Reply = Response | Promise<Response | undefined> | undefined;

/** An outcome as the API lists it; active unless told otherwise. */
export function seedOutcome(id: string, title: string, fields: Partial<Outcome> = {}): Outcome {
  return {
    id,
    title,
    status: 'active',
    position: 0,
    createdAt: '2026-01-05T09:00:00.000Z',
    statusChangedAt: '2026-01-05T09:00:00.000Z',
    ...fields,
  };
}

/** The outcome every seeded goal belongs to unless it names another. */
export const SEED_OUTCOME_ID = 'o1';

/**
 * A plan to start from: goals with tactics, given ids g1, g2... and t1, t2... in order, in one
 * active outcome 'o1' (or the outcomes given, each goal naming its own).
 */
export function seedPlan(
  goals: Array<
    Partial<Omit<GoalWithTactics, 'tactics'>> & {
      title: string;
      tactics?: Array<Partial<Tactic> & { title: string }>;
    }
  >,
  outcomes: Outcome[] = [seedOutcome(SEED_OUTCOME_ID, 'My plan')],
): Outcomes {
  let tacticNumber = 0;
  return {
    outcomes,
    goals: goals.map((goal, index) => {
      const id = goal.id ?? `g${index + 1}`;
      return {
        id,
        title: goal.title,
        outcomeId: goal.outcomeId ?? SEED_OUTCOME_ID,
        targetDate: goal.targetDate ?? null,
        status: goal.status ?? 'active',
        statusChangedAt: goal.statusChangedAt ?? '2026-01-05T09:00:00.000Z',
        measure: goal.measure ?? null,
        measurements: [],
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
export function installFakeApi(
  seed: Outcomes = { outcomes: [], goals: [] },
  sharedWithMe: SharedOutcome[] = [],
) {
  const plan: Outcomes = structuredClone(seed);
  const sharing = {
    /** Outcomes others share with the signed-in person (GET /api/shared...). */
    shared: structuredClone(sharedWithMe),
    /** The owner's "partners hear of misses", by outcome (PUT /api/outcomes/{id}/sharing). */
    seesMisses: new Map<string, boolean>(),
    /** Pending invitations and partners of the person's own outcomes, by outcome id. */
    invitations: new Map<string, Array<{ id: string; createdAt: string; expiresAt: string }>>(),
    partners: new Map<string, Partner[]>(),
    /** Cheers sent, as the server would store them. */
    sent: [] as Array<{ outcomeId: string; text: string }>,
  };
  let interceptor: ((request: SentRequest) => Reply) | undefined;
  let created = 0;
  /** Saved weekly reviews, newest first. */
  const reviews: Review[] = [];
  /** The profile, with the time zone reminders are read in (none until one is stored). */
  const profile = {
    id: 'user-1',
    email: 'ada@example.com',
    displayName: 'Ada',
    timeZone: null as string | null,
    dayStartsAt: '00:00',
    weekStartsOn: 'monday',
  };

  const findGoal = (id: string | undefined) => plan.goals.find((goal) => goal.id === id);
  const findTactic = (id: string | undefined) =>
    plan.goals.flatMap((goal) => goal.tactics).find((tactic) => tactic.id === id);
  const notFound = () => json(404, { message: 'Not found' });

  const findOutcome = (id: string | undefined) =>
    plan.outcomes.find((outcome) => outcome.id === id);
  const isActive = (outcomeId: string) => findOutcome(outcomeId)?.status === 'active';
  const goalFields = ({
    tactics: _tactics,
    measurements: _values,
    ...goal
  }: GoalWithTactics): Goal => goal;
  /** A new goal's outcome: the one named, else the first active one, made if there is none. */
  function outcomeFor(id: unknown): Outcome | undefined {
    if (typeof id === 'string') return findOutcome(id);
    const first = plan.outcomes.find((outcome) => outcome.status === 'active');
    if (first) return first;
    const made = seedOutcome(`outcome-${++created}`, 'My plan', {
      position: plan.outcomes.length,
    });
    plan.outcomes.push(made);
    return made;
  }
  // Rows are kept in order of position, ties in order of arrival; seeded rows hold their index.
  const positions = new Map<string, number>();
  plan.goals.forEach((goal, index) => {
    positions.set(goal.id, index);
    goal.tactics.forEach((tactic, tacticIndex) => positions.set(tactic.id, tacticIndex));
  });
  /** Puts a new row before the first row of its list with a higher position (else last). */
  function placeAt<T extends { id: string }>(
    rows: T[],
    row: T,
    position: unknown,
    sameList: (other: T) => boolean,
  ) {
    const place = typeof position === 'number' ? position : Number.MAX_SAFE_INTEGER;
    positions.set(row.id, place);
    const after = rows.find((other) => sameList(other) && positions.get(other.id)! > place);
    if (after) rows.splice(rows.indexOf(after), 0, row);
    else rows.push(row);
  }

  /** The whole plan as GET /api/outcomes answers it: every outcome, the active ones' goals. */
  const activePlan = (): Outcomes => ({
    outcomes: plan.outcomes,
    goals: plan.goals.filter((goal) => isActive(goal.outcomeId)),
  });

  /** GET /api/outcomes: the whole plan, or with `include` a screen's read of it. */
  function readOutcomes(search: string): Response {
    const query = new URLSearchParams(search);
    const whole = activePlan();
    // As the server sends a screen's read: a window of check-ins, the run before it summed up.
    const withWindow = <T extends Outcomes>(read: T, today: string, days: number) => {
      const weekStartsOn = profile.weekStartsOn as WeekStart;
      const from = summedUpFrom(today, days, weekStartsOn);
      return {
        ...read,
        goals: read.goals.map((goal) => ({
          ...goal,
          tactics: goal.tactics.map((tactic) => withRhythmBefore(tactic, from, weekStartsOn)),
        })),
      };
    };
    const today = query.get('today')!;
    if (query.get('include') === 'today') {
      const shown = query.get('shown') === 'all' ? 'all' : 'first';
      return json(200, withWindow(todayPlan(whole, today, shown), today, TODAY_CHECK_IN_DAYS));
    }
    if (query.get('include') === 'review') {
      const shown = query.get('shown') === 'all' ? 'all' : 'first';
      const read = reviewPlan(whole, today, profile.weekStartsOn as WeekStart, shown);
      return json(200, withWindow(read, today, REVIEW_CHECK_IN_DAYS));
    }
    if (query.get('include') !== 'list') return json(200, whole);
    return json(200, {
      outcomes: plan.outcomes.map((outcome) => {
        const goals = plan.goals.filter((goal) => goal.outcomeId === outcome.id);
        const tactics = goals.flatMap((goal) => goal.tactics);
        const done = tactics.filter((tactic) => tactic.completed).length;
        return { ...outcome, counts: { goals: goals.length, tactics: tactics.length, done } };
      }),
    } satisfies OutcomeList);
  }

  function answerOutcomes({ method, path, search = '', body = {} }: SentRequest): Response {
    const [, , , id] = path.split('/');
    if (method === 'GET' && id === undefined) return readOutcomes(search);
    if (method === 'POST') {
      const made = seedOutcome(`outcome-${++created}`, String(body.title).trim(), {
        position: plan.outcomes.length,
        createdAt: new Date().toISOString(),
      });
      plan.outcomes.push(made);
      return json(201, made);
    }
    const outcome = findOutcome(id);
    if (!outcome) return notFound();
    const goals = () => plan.goals.filter((goal) => goal.outcomeId === outcome.id);
    if (method === 'GET') return json(200, { ...outcome, goals: goals() });
    if (method === 'PATCH') {
      if (typeof body.title === 'string') outcome.title = body.title.trim();
      if (typeof body.status === 'string' && body.status !== outcome.status) {
        outcome.status = body.status as Outcome['status'];
        outcome.statusChangedAt = new Date().toISOString();
      }
      return json(200, outcome);
    }
    for (const goal of goals()) plan.goals.splice(plan.goals.indexOf(goal), 1);
    plan.outcomes.splice(plan.outcomes.indexOf(outcome), 1);
    return json(204);
  }

  /** The partners' routes (docs/product.md, Partners), or undefined for any other path. */
  function answerSharing({ method, path, body }: SentRequest): Response | undefined {
    const own = /^\/api\/outcomes\/([^/]+)\/(invitations|partners)(?:\/([^/]+))?$/.exec(path);
    if (own) {
      const [, outcomeId, list, rowId] = own as unknown as [string, string, string, string?];
      if (!findOutcome(outcomeId)) return notFound();
      const lists: Map<string, Array<{ id: string }>> = list === 'invitations'
        ? sharing.invitations
        : sharing.partners;
      const rows = lists.get(outcomeId) ?? [];
      lists.set(outcomeId, rows);
      if (method === 'GET') return json(200, rows);
      if (method === 'POST' && list === 'invitations') {
        const id = `invitation-${++created}`;
        const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
        const invitation = { id, createdAt: new Date().toISOString(), expiresAt };
        rows.push(invitation);
        return json(201, {
          id,
          url: `http://localhost/join/${'t'.repeat(40)}${created}`,
          expiresAt,
        });
      }
      const row = rows.find((candidate) => candidate.id === rowId);
      if (!row) return notFound();
      if (method === 'PATCH') return json(200, Object.assign(row, body));
      rows.splice(rows.indexOf(row), 1);
      return json(204);
    }
    if (path === '/api/shared')
      return json(
        200,
        sharing.shared.map(({ goals: _g, ...rest }) => rest),
      );
    if (path === '/api/cheers') return json(200, []);
    const settings = /^\/api\/outcomes\/([^/]+)\/sharing$/.exec(path);
    if (settings) {
      const outcomeId = settings[1]!;
      if (!findOutcome(outcomeId)) return notFound();
      const saved = sharing.seesMisses.get(outcomeId) ?? false;
      if (method === 'GET') return json(200, { partnersSeeMisses: saved });
      sharing.seesMisses.set(outcomeId, (body as { partnersSeeMisses: boolean }).partnersSeeMisses);
      return json(200, body);
    }
    const shared = /^\/api\/shared\/([^/]+)(\/cheers|\/loop)?$/.exec(path);
    if (!shared) return undefined;
    const outcome = sharing.shared.find((candidate) => candidate.outcomeId === shared[1]);
    if (!outcome) return notFound();
    if (!shared[2]) return json(200, outcome);
    if (shared[2] === '/loop') {
      // Checked as the server checks it: a body the route would refuse is refused here too.
      const choices = loopSettingsSchema.safeParse(body);
      if (!choices.success) return json(400, { message: choices.error.issues[0]!.message });
      Object.assign(outcome.loop, choices.data);
      return json(200, choices.data);
    }
    const checked = createCheerSchema.safeParse(body);
    if (!checked.success) return json(400, { message: checked.error.issues[0]!.message });
    sharing.sent.push({ outcomeId: outcome.outcomeId, text: checked.data.text });
    return json(201, { id: `cheer-${++created}` });
  }

  function answer(request: SentRequest): Response {
    const sharingAnswer = answerSharing(request);
    if (sharingAnswer) return sharingAnswer;
    const { method, path, body = {} } = request;
    const [, , resource, id] = path.split('/');
    if (resource === 'outcomes') return answerOutcomes(request);
    if (method === 'POST' && path === '/api/sample-plan') {
      // As the server: only an empty plan is filled, so a repeat writes nothing.
      if (plan.goals.length > 0) return json(409, { message: SAMPLE_PLAN_NOT_EMPTY });
      const outcomeId = `outcome-${++created}`;
      plan.outcomes.unshift(seedOutcome(outcomeId, samplePlan(t).outcome, { position: -1 }));
      for (const sample of samplePlan(t).goals) {
        const goalId = `goal-${++created}`;
        plan.goals.push({
          id: goalId,
          title: sample.title,
          outcomeId,
          targetDate: null,
          status: 'active',
          statusChangedAt: new Date().toISOString(),
          measure: null,
          measurements: [],
          tactics: sample.tactics.map(({ title, effort, impact }) => ({
            id: `tactic-${++created}`,
            goalId,
            ...blankTacticFields(),
            title,
            effort,
            impact,
          })),
        });
      }
      return json(201, { outcomeId });
    }
    if (path === '/api/reviews') {
      const listed = new URLSearchParams(request.search).get('shown') === 'first';
      return json(200, { reviews: listed ? reviews.map(listedReview) : reviews });
    }
    if (resource === 'reviews' && method === 'GET') {
      const review = reviews.find((r) => r.weekStart === id);
      return review ? json(200, review) : json(404, { message: 'Not found' });
    }
    if (resource === 'reviews' && method === 'PUT') {
      // As the server: figures named by id completed with the week counted on its last day.
      const sent =
        (body?.figures as WeekFigures | undefined) ??
        reviews.find((r) => r.weekStart === id)?.figures;
      const weekStartsOn = profile.weekStartsOn as WeekStart;
      const saved: Review = {
        ...(body as unknown as Review),
        weekStart: id!,
        figures: keptOnSave(
          sent,
          needsTheCount(sent)
            ? reviewPlan(activePlan(), addDays(id!, 6), weekStartsOn, 'all').figures
            : undefined,
        ),
        savedAt: new Date().toISOString(),
      };
      reviews.splice(0, reviews.length, saved, ...reviews.filter((r) => r.weekStart !== id));
      return json(200, saved);
    }
    if (path === '/api/users/me') {
      if (method === 'PATCH') Object.assign(profile, body);
      return json(200, profile);
    }
    if (resource === 'goals') {
      const goal = findGoal(id);
      if (method === 'POST') {
        const outcome = outcomeFor(body.outcomeId);
        if (!outcome) return notFound();
        const added: GoalWithTactics = {
          id: `goal-${++created}`,
          title: String(body.title).trim(),
          outcomeId: outcome.id,
          targetDate: null,
          status: 'active',
          statusChangedAt: new Date().toISOString(),
          measure: null,
          tactics: [],
          measurements: [],
        };
        placeAt(plan.goals, added, body.position, (other) => other.outcomeId === outcome.id);
        return json(201, goalFields(added));
      }
      if (!goal) return notFound();
      if (method === 'PATCH') {
        if (typeof body.title === 'string') goal.title = body.title.trim();
        if (body.measure !== undefined) goal.measure = body.measure as Goal['measure'];
        if (body.targetDate !== undefined) goal.targetDate = body.targetDate as string | null;
        if (body.status !== undefined && body.status !== goal.status) {
          goal.status = body.status as Goal['status'];
          goal.statusChangedAt = new Date().toISOString();
        }
        return json(200, goalFields(goal));
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
    const pause = /^\/api\/tactics\/([^/]+)\/pause(?:\/([\d-]+))?$/.exec(path);
    if (pause) {
      const tactic = findTactic(pause[1]);
      if (!tactic) return notFound();
      tactic.pauses =
        method === 'PUT'
          ? withPause(tactic.pauses, body.from as string, body.until as string)
          : resumedOn(tactic.pauses, pause[2]!);
      return json(200, { pauses: tactic.pauses });
    }
    const snooze = /^\/api\/tactics\/([^/]+)\/snooze$/.exec(path);
    if (snooze) {
      const tactic = findTactic(snooze[1]);
      if (!tactic) return notFound();
      tactic.snooze =
        method === 'PUT' ? { date: body.date as string, until: body.until as string } : null;
      return json(200, { snooze: tactic.snooze });
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
        placeAt(goal.tactics, tactic, body.position, () => true);
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
          body.completed === true ? { completedAt: new Date().toISOString() } : {},
          body.completed === false ? { completedAt: null } : {},
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
    sharing,
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
