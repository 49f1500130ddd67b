import { and, count, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { goals, outcomes, partners, tactics, users } from './schema.ts';
import { idSchema, type OutcomeStatus } from '#shared/schemas';

/**
 * Who may do what to which outcome, goal and tactic, decided in one place
 * (docs/decisions/060-the-outcome-is-the-scope.md, docs/decisions/130-partners-follow-read-only.md).
 * Every row is reached through its outcome, and an outcome through the caller's access level to
 * it: `owner` (the outcome's user) or a partner's level (their row in `partners`). The grants
 * table below says what each level may do; the SQL scopes and the refusals are built from it, so
 * a level that may edit is one more line there. Repositories take the `Caller` and build their
 * SQL from these helpers, so each query carries its own scope; a row outside it reads as missing
 * (docs/decisions/007). A placeholder in place of a uid or id builds the same SQL for a prepared
 * statement.
 */

/** The verified caller a repository acts for (the request's identity fits). */
export interface Caller {
  /** The verified Firebase uid. */
  readonly uid: string;
}

/**
 * What a caller asks to do to an outcome:
 * - `follow`: read the partner's view (only the fields a partner may see) and cheer its owner;
 * - `read`: read the outcome in full, with its goals, tactics, notes, plans and history;
 * - `edit`: change its goals, tactics, check-ins and measurements (only while the outcome is
 *   active: a finished one is history);
 * - `see-partners`: read who follows it and its pending invitations;
 * - `manage`: change the outcome itself (rename, status, reorder, delete), invite, withdraw an
 *   invitation, mute or remove a partner.
 */
export type Action = 'follow' | 'read' | 'edit' | 'see-partners' | 'manage';

/**
 * The actions that only read. A level without one is told nothing exists (404, as a stranger);
 * a level without a write is refused (403), since it knows the outcome (docs/product.md, Partners).
 */
const READS: ReadonlySet<Action> = new Set(['follow', 'read', 'see-partners']);

/** Access levels and the actions each grants; `owner` is the outcome's user, any other a partner. */
export type Grants = Readonly<Record<string, readonly Action[]>>;

/** The actions each access level grants. A partner is a `viewer`: they follow, read-only. */
export const GRANTS = {
  owner: ['read', 'edit', 'see-partners', 'manage'],
  viewer: ['follow'],
} as const satisfies Grants;

/** A level named in the grants table. */
export type AccessLevel = keyof typeof GRANTS;

/** Why a call was refused: no access (404), a write the level lacks (403), history (409). */
export type Refusal = 'not-found' | 'forbidden' | 'read-only';

type Value = string | Placeholder;
type Reader = Pick<Db, 'select'>;

/** The caller's user row, selected by uid; the one lookup every scoped query builds on. */
export const callerUser = (db: Reader, uid: Value) =>
  db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, uid));

/** The caller's own row of `users`. */
export const ownUser = (caller: Caller) => eq(users.firebaseUid, caller.uid);

/** The caller's user row id, or undefined when the caller has never been seen. */
export async function findCallerUserId(db: Db, caller: Caller): Promise<string | undefined> {
  const [row] = await callerUser(db, caller.uid);
  return row?.id;
}

/** A row named by an API call: an outcome, a goal or a tactic. */
export type Target = { outcome: string } | { goal: string } | { tactic: string };

/** The caller's access to a row: their level, and the outcome it belongs to. */
export interface Access {
  /** A level of the grants table, or a partner's stored level it does not know (allows nothing). */
  level: string;
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

/**
 * Every rule of access built from one grants table: the app's are `GRANTS` (the exports below); a
 * test may build them from another table to see what a new level would do.
 */
export function accessRules(grants: Grants) {
  const ownerMay = (action: Action) => grants.owner?.includes(action) ?? false;
  /** The partner levels granting `action`. */
  const partnerLevels = (action: Action) =>
    Object.keys(grants).filter((level) => level !== 'owner' && grants[level]!.includes(action));

  /** Rows of `partners` that are the caller's, at a level granting `action`. */
  const partnershipsFor = (db: Reader, uid: Value, action: Action): SQL => {
    const levels = partnerLevels(action);
    return levels.length > 0
      ? and(inArray(partners.userId, callerUser(db, uid)), inArray(partners.level, levels))!
      : sql`false`;
  };

  /**
   * Rows of `outcomes` the caller may do `action` to: as their owner, or as a partner whose level
   * grants it. A clause no level needs is left out, so today's statements are the owner's alone.
   */
  const outcomesFor = (db: Reader, uid: Value, action: Action): SQL => {
    const levels = partnerLevels(action);
    const asPartner =
      levels.length > 0
        ? inArray(
            outcomes.id,
            db
              .select({ id: partners.outcomeId })
              .from(partners)
              .where(partnershipsFor(db, uid, action)),
          )
        : undefined;
    const asOwner = ownerMay(action) ? inArray(outcomes.userId, callerUser(db, uid)) : undefined;
    return and(
      asOwner && asPartner ? or(asOwner, asPartner) : (asOwner ?? asPartner ?? sql`false`),
      action === 'edit' ? eq(outcomes.status, 'active') : undefined,
    )!;
  };

  /** The ids of the outcomes the caller may do `action` to, as a subquery. */
  const outcomeIdsFor = (db: Reader, uid: Value, action: Action) =>
    db
      .select({ id: outcomes.id })
      .from(outcomes)
      .where(outcomesFor(db, uid, action));

  /** Rows of `goals` in outcomes the caller may do `action` to. */
  const goalsFor = (db: Reader, uid: Value, action: Action) =>
    inArray(goals.outcomeId, outcomeIdsFor(db, uid, action));

  /** The ids of those goals, as a subquery. */
  const goalIdsFor = (db: Reader, uid: Value, action: Action) =>
    db
      .select({ id: goals.id })
      .from(goals)
      .where(goalsFor(db, uid, action));

  /** Rows of `tactics` under goals the caller may do `action` to. */
  const tacticsFor = (db: Reader, uid: Value, action: Action) =>
    inArray(tactics.goalId, goalIdsFor(db, uid, action));

  /** The caller's access to the target row, or undefined when they have none (or no such row). */
  async function accessTo(db: Db, caller: Caller, target: Target): Promise<Access | undefined> {
    const id =
      'outcome' in target ? target.outcome : 'goal' in target ? target.goal : target.tactic;
    if (!isRowId(id)) return undefined;
    const [row] = await outcomeOfTarget(db, target);
    if (!row) return undefined;
    const callerId = await findCallerUserId(db, caller);
    if (!callerId) return undefined;
    const found = { outcomeId: row.id, outcomeStatus: row.status };
    if (row.userId === callerId) return { level: 'owner', ...found };
    const [partner] = await db
      .select({ level: partners.level })
      .from(partners)
      .where(and(eq(partners.outcomeId, row.id), eq(partners.userId, callerId)));
    return partner ? { level: partner.level, ...found } : undefined;
  }

  /** Whether an access allows an action: the level grants it, and `edit` needs an active outcome. */
  function refusalFor(access: Access | undefined, action: Action): Refusal | undefined {
    if (!access) return 'not-found';
    if (!grants[access.level]?.includes(action))
      return READS.has(action) ? 'not-found' : 'forbidden';
    if (action === 'edit' && access.outcomeStatus !== 'active') return 'read-only';
    return undefined;
  }

  /**
   * Why a scoped statement found nothing to `action`: asked after the fact, so the usual path
   * costs no extra query. 'not-found' also covers a row deleted meanwhile.
   */
  async function whyRefused(
    db: Db,
    caller: Caller,
    target: Target,
    action: Action,
  ): Promise<Refusal> {
    return refusalFor(await accessTo(db, caller, target), action) ?? 'not-found';
  }

  /**
   * Runs a statement scoped by the helpers above and answers what it found or, when it found
   * nothing (undefined), why (`whyRefused`). An id of the target or of `ids` that is malformed
   * names no row: 'not-found' without a query.
   */
  async function foundOrRefused<T>(
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

  return {
    partnershipsFor,
    outcomesFor,
    outcomeIdsFor,
    goalsFor,
    goalIdsFor,
    tacticsFor,
    /** The outcome `id`, when the caller may do `action` to it. */
    outcomeFor: (db: Reader, uid: Value, action: Action, id: Value) =>
      and(eq(outcomes.id, id), outcomesFor(db, uid, action)),
    /** The goal `id`, when the caller may do `action` to it. */
    goalFor: (db: Reader, uid: Value, action: Action, id: Value) =>
      and(eq(goals.id, id), goalsFor(db, uid, action)),
    /** The tactic `id`, when the caller may do `action` to it. */
    tacticFor: (db: Reader, uid: Value, action: Action, id: Value) =>
      and(eq(tactics.id, id), tacticsFor(db, uid, action)),
    accessTo,
    refusalFor,
    whyRefused,
    foundOrRefused,
  };
}

/** The rules of the app's grants table; repositories import these. */
export const {
  partnershipsFor,
  outcomesFor,
  outcomeIdsFor,
  goalsFor,
  goalIdsFor,
  tacticsFor,
  outcomeFor,
  goalFor,
  tacticFor,
  accessTo,
  refusalFor,
  whyRefused,
  foundOrRefused,
} = accessRules(GRANTS);

/** A malformed id names no row, so it is answered like an id that is not the caller's. */
export const isRowId = (id: string) => idSchema.safeParse(id).success;

/** The next free position at the end of a list, and how many rows it holds. */
export const tally = (position: AnyPgColumn) => ({
  total: count(),
  next: sql`coalesce(max(${position}) + 1, 0)`.mapWith(Number),
});
