import { and, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { goals, outcomes, partners, tactics, users } from './schema.ts';
import { idSchema, type OutcomeStatus } from '#shared/schemas';

/**
 * Who may do what to which outcome, goal and tactic, decided in one place
 * (docs/decisions/060-the-outcome-is-the-scope.md). Every row is reached through its outcome,
 * and an outcome through the access the caller has to it: today its owner, later also read-only
 * partners. Repositories take the `Caller` and build their SQL from the helpers below, so each
 * query carries its own scope; a row outside it reads as missing (docs/decisions/007).
 * A placeholder in place of a uid or id builds the same SQL for a prepared statement.
 */

/** The verified caller a repository acts for (the request's identity fits). */
export interface Caller {
  /** The verified Firebase uid. */
  readonly uid: string;
}

/** What a caller is to an outcome. Only owners exist today; `viewer` is a read-only partner. */
export type AccessLevel = 'owner' | 'viewer';

/**
 * What a caller asks to do: `read` an outcome with its goals and tactics, `edit` its goals and
 * tactics (only while the outcome is active: a finished one is history), or `manage` the outcome
 * itself (rename, change status, reorder, delete).
 */
export type Action = 'read' | 'edit' | 'manage';

/** The actions each access level grants. */
export const GRANTS: Record<AccessLevel, readonly Action[]> = {
  owner: ['read', 'edit', 'manage'],
  viewer: ['read'],
};

/** Why a call was refused: no access (404), a level without this action (403), history (409). */
export type Refusal = 'not-found' | 'forbidden' | 'read-only';

type Value = string | Placeholder;

/** The caller's user row, selected by uid; the one lookup every scoped query builds on. */
export const callerUser = (db: Pick<Db, 'select'>, uid: Value) =>
  db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, uid));

/** The caller's own row of `users`. */
export const ownUser = (caller: Caller) => eq(users.firebaseUid, caller.uid);

/** The caller's user row id, or undefined when the caller has never been seen. */
export async function findCallerUserId(db: Db, caller: Caller): Promise<string | undefined> {
  const [row] = await callerUser(db, caller.uid);
  return row?.id;
}

/**
 * Rows of `outcomes` the caller may do `action` to. Owners only today: a partner table joins
 * here, and only here, when read-only partners arrive.
 */
export const outcomesFor = (db: Pick<Db, 'select'>, uid: Value, action: Action): SQL =>
  and(
    inArray(outcomes.userId, callerUser(db, uid)),
    action === 'edit' ? eq(outcomes.status, 'active') : undefined,
  )!;

/** The ids of the outcomes the caller may do `action` to, as a subquery. */
export const outcomeIdsFor = (db: Pick<Db, 'select'>, uid: Value, action: Action) =>
  db
    .select({ id: outcomes.id })
    .from(outcomes)
    .where(outcomesFor(db, uid, action));

/** Rows of `goals` in outcomes the caller may do `action` to. */
export const goalsFor = (db: Pick<Db, 'select'>, uid: Value, action: Action) =>
  inArray(goals.outcomeId, outcomeIdsFor(db, uid, action));

/** The ids of those goals, as a subquery. */
export const goalIdsFor = (db: Pick<Db, 'select'>, uid: Value, action: Action) =>
  db
    .select({ id: goals.id })
    .from(goals)
    .where(goalsFor(db, uid, action));

/** Rows of `tactics` under goals the caller may do `action` to. */
export const tacticsFor = (db: Pick<Db, 'select'>, uid: Value, action: Action) =>
  inArray(tactics.goalId, goalIdsFor(db, uid, action));

/** The outcome `id`, when the caller may do `action` to it. */
export const outcomeFor = (db: Pick<Db, 'select'>, uid: Value, action: Action, id: Value) =>
  and(eq(outcomes.id, id), outcomesFor(db, uid, action));

/** The goal `id`, when the caller may do `action` to it. */
export const goalFor = (db: Pick<Db, 'select'>, uid: Value, action: Action, id: Value) =>
  and(eq(goals.id, id), goalsFor(db, uid, action));

/** The tactic `id`, when the caller may do `action` to it. */
export const tacticFor = (db: Pick<Db, 'select'>, uid: Value, action: Action, id: Value) =>
  and(eq(tactics.id, id), tacticsFor(db, uid, action));

/** A row named by an API call: an outcome, a goal or a tactic. */
export type Target = { outcome: string } | { goal: string } | { tactic: string };

/** The caller's access to a row: their level, and the outcome it belongs to. */
export interface Access {
  level: AccessLevel;
  outcomeId: string;
  outcomeStatus: OutcomeStatus;
}

/** The outcome a target row belongs to, whoever owns it. */
function outcomeOfTarget(db: Db, target: Target) {
  const columns = { id: outcomes.id, status: outcomes.status, userId: outcomes.userId };
  if ('outcome' in target) {
    return db.select(columns).from(outcomes).where(eq(outcomes.id, target.outcome));
  }
  if ('goal' in target) {
    return db
      .select(columns)
      .from(goals)
      .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
      .where(eq(goals.id, target.goal));
  }
  return db
    .select(columns)
    .from(tactics)
    .innerJoin(goals, eq(goals.id, tactics.goalId))
    .innerJoin(outcomes, eq(outcomes.id, goals.outcomeId))
    .where(eq(tactics.id, target.tactic));
}

/** The caller's access to the target row, or undefined when they have none (or no such row). */
export async function accessTo(
  db: Db,
  caller: Caller,
  target: Target,
): Promise<Access | undefined> {
  const id = 'outcome' in target ? target.outcome : 'goal' in target ? target.goal : target.tactic;
  if (!isRowId(id)) return undefined;
  const [row] = await outcomeOfTarget(db, target);
  if (!row) return undefined;
  const callerId = await findCallerUserId(db, caller);
  if (!callerId) return undefined;
  const found = { outcomeId: row.id, outcomeStatus: row.status };
  if (row.userId === callerId) return { level: 'owner', ...found };
  // A partner follows the outcome read-only (docs/decisions/130-partners-follow-read-only.md).
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.outcomeId, row.id), eq(partners.userId, callerId)));
  return partner ? { level: 'viewer', ...found } : undefined;
}

/** Whether an access allows an action: the level grants it, and `edit` needs an active outcome. */
export function refusalFor(access: Access | undefined, action: Action): Refusal | undefined {
  if (!access) return 'not-found';
  if (!GRANTS[access.level].includes(action)) return 'forbidden';
  if (action === 'edit' && access.outcomeStatus !== 'active') return 'read-only';
  return undefined;
}

/**
 * Why a scoped statement found nothing to `action`: asked after the fact, so the usual path costs
 * no extra query. 'not-found' also covers a row deleted meanwhile.
 */
export async function whyRefused(
  db: Db,
  caller: Caller,
  target: Target,
  action: Action,
): Promise<Refusal> {
  return refusalFor(await accessTo(db, caller, target), action) ?? 'not-found';
}

/**
 * Runs a statement scoped by the helpers above and answers what it found or, when it found
 * nothing (undefined), why (`whyRefused`). An id of the target or of `ids` that is malformed names
 * no row: 'not-found' without a query.
 */
export async function foundOrRefused<T>(
  db: Db,
  caller: Caller,
  target: Target,
  action: Action,
  run: () => Promise<T | undefined>,
  ids: readonly string[] = [],
): Promise<T | Refusal> {
  const targetId = Object.values(target)[0] as string;
  if (![targetId, ...ids].every(isRowId)) return 'not-found';
  return (await run()) ?? whyRefused(db, caller, target, action);
}

/** A malformed id names no row, so it is answered like an id that is not the caller's. */
export const isRowId = (id: string) => idSchema.safeParse(id).success;

/** The next free position at the end of a list, and how many rows it holds. */
export const tally = (position: AnyPgColumn) => ({
  total: count(),
  next: sql`coalesce(max(${position}) + 1, 0)`.mapWith(Number),
});
