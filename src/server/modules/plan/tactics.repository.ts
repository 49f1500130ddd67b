import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import {
  goalFor,
  isRowId,
  tacticFor,
  tally,
  whyRefused,
  type Caller,
  type Refusal,
} from '#server/db/access.ts';
import { jsonColumn, preparedOncePerDatabase, rawRows } from '#server/db/prepared.ts';
import { checkIns, goals, tactics, uncheckedNotes } from '#server/db/schema.ts';
import { isoOrNull } from '#server/db/timestamps.ts';
import { CHECK_IN_HISTORY_DAYS, MAX_TACTICS_PER_GOAL, STREAK_MAX_GAP_DAYS } from '#shared/limits';
import { addDays, daysBetween, type LocalDate, type Pause, type Repeat } from '#shared/schedule';
import { mayShareStreak, streakMaxGapDays } from '#shared/rhythm';
import { resumedOn, withPause } from '#shared/pauses';
import type { Snooze } from '#shared/snooze';
import type {
  CreateTactic,
  Step,
  Tactic,
  TacticHistory,
  TacticHistoryQuery,
  UpdateTactic,
} from '#shared/schemas';

/** The stored columns behind a tactic as the API shows it (see `toTactic`). */
export const tacticColumns = {
  id: tactics.id,
  goalId: tactics.goalId,
  title: tactics.title,
  effort: tactics.effort,
  impact: tactics.impact,
  completed: tactics.completed,
  completedAt: tactics.completedAt,
  dueDate: tactics.dueDate,
  repeat: tactics.repeat,
  planWhen: tactics.planWhen,
  planThen: tactics.planThen,
  actualEffort: tactics.actualEffort,
  actualImpact: tactics.actualImpact,
  link: tactics.link,
  resourceId: tactics.resourceId,
  remindAt: tactics.remindAt,
  steps: tactics.steps,
  completionNote: tactics.completionNote,
  repeatSetAt: tactics.repeatSetAt,
  pauses: tactics.pauses,
  snooze: tactics.snooze,
};

export type TacticRow = {
  [Key in keyof typeof tacticColumns]: (typeof tacticColumns)[Key]['_']['data'] | null;
} & {
  id: string;
  goalId: string;
  title: string;
  completed: boolean;
  steps: Step[];
  pauses: Pause[];
  snooze: Snooze | null;
};

/**
 * The tactic in a row read in array mode (`rawRows`), whose tacticColumns' 21 columns start at
 * `at`, in the order that object names them: the hot reads and the PATCH's answer skip Drizzle's
 * mapping of each column (docs/decisions/232-hot-rows-mapped-once.md). By index rather than by
 * slicing: no array copy per row.
 */
export function tacticFromRow(row: unknown[], at = 0): TacticRow {
  return {
    id: row[at],
    goalId: row[at + 1],
    title: row[at + 2],
    effort: row[at + 3],
    impact: row[at + 4],
    completed: row[at + 5],
    completedAt: row[at + 6],
    dueDate: row[at + 7],
    repeat: jsonColumn(row[at + 8]),
    planWhen: row[at + 9],
    planThen: row[at + 10],
    actualEffort: row[at + 11],
    actualImpact: row[at + 12],
    link: row[at + 13],
    resourceId: row[at + 14],
    remindAt: row[at + 15],
    steps: jsonColumn(row[at + 16]),
    completionNote: row[at + 17],
    repeatSetAt: row[at + 18],
    pauses: jsonColumn(row[at + 19]),
    snooze: jsonColumn(row[at + 20]),
  } as TacticRow;
}

/** One check-in as stored: its date and, when one was written, its note. */
export interface StoredCheckIn {
  date: LocalDate;
  note: string | null;
}

/** A stored row in the API's shape. */
export function toTactic(row: TacticRow, checkIns: StoredCheckIn[] = []): Tactic {
  const { planWhen, planThen } = row;
  const dates: LocalDate[] = [];
  const notes: Tactic['checkInNotes'] = [];
  for (const { date, note } of checkIns) {
    dates.push(date);
    if (note !== null) notes.push({ date, note });
  }
  // Field by field rather than by spreading the row: every plan read maps each tactic here, and
  // a literal of fixed shape costs a fraction of a copy
  // (docs/decisions/183-less-work-per-request.md).
  return {
    id: row.id,
    goalId: row.goalId,
    title: row.title,
    effort: row.effort,
    impact: row.impact,
    completed: row.completed,
    dueDate: row.dueDate,
    repeat: row.repeat,
    actualEffort: row.actualEffort,
    actualImpact: row.actualImpact,
    link: row.link,
    resourceId: row.resourceId,
    remindAt: row.remindAt,
    steps: row.steps,
    completionNote: row.completionNote,
    completedAt: isoOrNull(row.completedAt),
    repeatSetAt: isoOrNull(row.repeatSetAt),
    pauses: row.pauses,
    snooze: row.snooze,
    plan: planWhen !== null && planThen !== null ? { when: planWhen, then: planThen } : null,
    checkIns: dates,
    checkInNotes: notes,
  };
}

const historyColumns = { tacticId: checkIns.tacticId, date: checkIns.date, note: checkIns.note };
// One array parameter, not one parameter per id, so each statement is planned once.
const ofTactics = sql`${checkIns.tacticId} = any(${sql.placeholder('ids')}::uuid[])`;
const since = sql.placeholder('since');

/** A check-in row in array mode: historyColumns' tactic id, date and note. */
type CheckInRow = [tacticId: string, date: LocalDate, note: string | null];

/** A read of check-ins by tactic, prepared once per database; its rows are `CheckInRow`s. */
const checkInRows = (name: string, where: SQL, dateOrder: SQL) =>
  preparedOncePerDatabase((db) =>
    rawRows(
      db
        .select(historyColumns)
        .from(checkIns)
        .where(where)
        .orderBy(asc(checkIns.tacticId), dateOrder)
        .prepare(name),
    ),
  );

/** Every plan read and every tactic answer runs it: the recent window, ascending. */
const checkInQuery = checkInRows(
  'recent_check_ins',
  and(ofTactics, gte(checkIns.date, since))!,
  asc(checkIns.date),
);

/**
 * The check-ins before the window of the tactics whose run may reach back: both reads of that run
 * (`earlierWithNotes`, `earlierDates`) read these.
 */
const beforeWindow = and(ofTactics, lt(checkIns.date, since))!;

/** What came before the window, newest first, each row with its note. */
const earlierQuery = checkInRows('earlier_check_ins', beforeWindow, desc(checkIns.date));

/**
 * The dates before the window, newest first, one string per tactic: the reads that sum the run
 * up (`withRhythmBefore`) need no note and no row of its check-ins, and a year of daily ones
 * decoded row by row was most of Today's read at the limits (docs/decisions/250).
 */
const earlierDatesQuery = preparedOncePerDatabase((db) =>
  rawRows(
    db
      .select({
        tacticId: checkIns.tacticId,
        dates: sql`string_agg(${checkIns.date}::text, ',' order by ${checkIns.date} desc)`,
      })
      .from(checkIns)
      .where(beforeWindow)
      .groupBy(checkIns.tacticId)
      .prepare('earlier_check_in_dates'),
  ),
);

/** Each tactic's check-ins before the window, newest first. */
type EarlierCheckIns = (
  db: Db,
  tacticIds: string[],
  since: LocalDate,
) => Promise<Map<string, StoredCheckIn[]>>;

/** Their rows with their notes: a read that sends the run whole sends its notes too. */
const earlierWithNotes: EarlierCheckIns = async (db, ids, since) =>
  byTacticId(await earlierQuery(db).execute({ ids, since }));

/** Their dates alone (no note): what summing the run up needs. */
const earlierDates: EarlierCheckIns = async (db, ids, since) =>
  new Map(
    ((await earlierDatesQuery(db).execute({ ids, since })) as [string, string][]).map(
      ([tacticId, dates]) => [tacticId, dates.split(',').map((date) => ({ date, note: null }))],
    ),
  );

/**
 * The repeats and pauses of the tactics whose run may reach back: they say how far
 * (`mayShareStreak`).
 */
const reachQuery = preparedOncePerDatabase((db) =>
  rawRows(
    db
      .select({ id: tactics.id, repeat: tactics.repeat, pauses: tactics.pauses })
      .from(tactics)
      .where(sql`${tactics.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('reaching_repeats'),
  ),
);

/** Rows ordered by tactic become each tactic's check-ins, in the same order. */
function byTacticId(rows: unknown[][]) {
  const byTactic = new Map<string, StoredCheckIn[]>();
  for (const [tacticId, date, note] of rows as CheckInRow[]) {
    const dates = byTactic.get(tacticId);
    if (dates) dates.push({ date, note });
    else byTactic.set(tacticId, [{ date, note }]);
  }
  return byTactic;
}

/** The first day of the window: `days` (CHECK_IN_HISTORY_DAYS unless told) before today's UTC date. */
export const historyWindowStart = (now = new Date(), days = CHECK_IN_HISTORY_DAYS): LocalDate =>
  addDays(now.toISOString().slice(0, 10), -days);

/**
 * Check-ins of the last `days` days (CHECK_IN_HISTORY_DAYS unless told) for the given tactics, ascending by date, and
 * before them those that hang together with the window's oldest one (each at most
 * its repeat's `streakMaxGapDays` before the next): every check-in a current streak counts,
 * so a streak of a year is reported whole while a broken one costs nothing more
 * (docs/decisions/180-history-on-demand.md).
 */
export function recentCheckIns(
  db: Db,
  tacticIds: string[],
  now = new Date(),
  days = CHECK_IN_HISTORY_DAYS,
): Promise<Map<string, StoredCheckIn[]>> {
  return windowAndRun(db, tacticIds, historyWindowStart(now, days), earlierWithNotes);
}

/**
 * The check-ins from `windowStart` on with their notes, and the run before them as dates alone
 * (their notes null): the reads that sum that run up (`withRhythmBefore`, which drops those notes)
 * read it here.
 */
export function checkInsToSumUpFrom(
  db: Db,
  tacticIds: string[],
  windowStart: LocalDate,
): Promise<Map<string, StoredCheckIn[]>> {
  return windowAndRun(db, tacticIds, windowStart, earlierDates);
}

/** The check-ins from `windowStart` on, then the run before them as `earlierOf` reads it. */
async function windowAndRun(
  db: Db,
  tacticIds: string[],
  windowStart: LocalDate,
  earlierOf: EarlierCheckIns,
): Promise<Map<string, StoredCheckIn[]>> {
  if (tacticIds.length === 0) return new Map();
  const byTactic = byTacticId(
    await checkInQuery(db).execute({ ids: tacticIds, since: windowStart }),
  );
  // Only a run whose oldest check-in in the window is near its start can reach back further:
  // as far as its repeat's streak may (daily: 3 days, monthly: 93).
  const near = [...byTactic]
    .filter(([, dates]) => daysBetween(windowStart, dates[0]!.date) < STREAK_MAX_GAP_DAYS)
    .map(([id]) => id);
  if (near.length === 0) return byTactic;
  const rhythmOf = new Map<string, { repeat: Repeat | null; pauses: Pause[] }>();
  for (const [id, repeat, pauses] of (await reachQuery(db).execute({ ids: near })) as [
    string,
    unknown,
    unknown,
  ][]) {
    rhythmOf.set(id, { repeat: jsonColumn(repeat), pauses: jsonColumn(pauses) ?? [] });
  }
  const reaching = near.filter((id) => {
    const { repeat, pauses } = rhythmOf.get(id)!;
    return mayShareStreak(repeat, pauses, addDays(windowStart, -1), byTactic.get(id)![0]!.date);
  });
  if (reaching.length === 0) return byTactic;
  for (const [tacticId, before] of await earlierOf(db, reaching, windowStart)) {
    const { repeat, pauses } = rhythmOf.get(tacticId)!;
    const reach = streakMaxGapDays(repeat);
    const recent = byTactic.get(tacticId)!;
    let later = recent[0]!.date;
    let run = 0;
    // Newest first: the run ends at the first gap too wide for any streak. Most gaps of a run
    // are within the repeat's reach, `mayShareStreak`'s first test, here on dates as stored
    // (valid, so Date.parse reads them as UTC days); only a wider one needs its pauses counted.
    for (const { date } of before) {
      const apart = Math.round((Date.parse(later) - Date.parse(date)) / DAY_MS);
      if (apart > reach && !mayShareStreak(repeat, pauses, date, later)) break;
      later = date;
      run++;
    }
    if (run > 0) byTactic.set(tacticId, [...before.slice(0, run).reverse(), ...recent]);
  }
  return byTactic;
}

const DAY_MS = 86_400_000;

/** Every check-in of the given tactics, ascending: an outcome's history shows them all. */
const allCheckInsQuery = checkInRows('all_check_ins', ofTactics, asc(checkIns.date));

export async function allCheckIns(
  db: Db,
  tacticIds: string[],
): Promise<Map<string, StoredCheckIn[]>> {
  if (tacticIds.length === 0) return new Map();
  return byTacticId(await allCheckInsQuery(db).execute({ ids: tacticIds }));
}

/**
 * The values a change sent to PATCH gives its prepared statement's placeholders, by name: each
 * value as stored (docs/product.md, "Tactics"). Computed per call; `columnsFor` builds the SQL
 * once per shape of change (`changeShape`).
 */
function placeholderValues(changes: UpdateTactic): Record<string, unknown> {
  // `completed` is written into the SQL itself (`columnsFor`), not sent as a value.
  const { plan, completed: _inTheSql, repeat, steps, ...plain } = changes;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(plain)) {
    if (value !== undefined) values[key] = value;
  }
  if (plan !== undefined) {
    values.planWhen = plan?.when ?? null;
    values.planThen = plan?.then ?? null;
  }
  if (steps !== undefined) values.steps = JSON.stringify(steps);
  if (repeat !== undefined && repeat !== null) {
    values.repeat = repeat;
    values.repeatJson = JSON.stringify(repeat);
  }
  return values;
}

/**
 * What the stored columns become for a change sent to PATCH (docs/product.md, "Tactics"), with
 * every value a placeholder named as in `placeholderValues`, so one prepared statement serves
 * each shape of change.
 */
function columnsFor(changes: UpdateTactic) {
  const values = placeholderValues(changes);
  const param = (name: string) => {
    if (!(name in values)) throw new Error(`No value for the placeholder ${name}`);
    return sql.placeholder(name) as unknown as SQL;
  };
  const { plan, completed, repeat, steps, ...plain } = changes;
  const columns: PgUpdateSetSource<typeof tactics> = { updatedAt: sql`now()` };
  for (const [key, value] of Object.entries(plain)) {
    if (value !== undefined) Object.assign(columns, { [key]: param(key) });
  }
  if (plan !== undefined) {
    columns.planWhen = param('planWhen');
    columns.planThen = param('planThen');
  }
  if (steps !== undefined) {
    columns.steps = sql`${param('steps')}::jsonb`;
  }
  if (completed !== undefined) {
    columns.completed = completed;
    // A note belongs to one completion: reopening clears it unless a new one comes along.
    if (!completed && changes.completionNote === undefined) columns.completionNote = null;
    // The first completion's time is kept when `true` is sent again (a retried tick).
    columns.completedAt = completed
      ? sql`case when ${tactics.completed} then ${tactics.completedAt} else now() end`
      : null;
  }
  if (repeat !== undefined) {
    columns.repeat = repeat === null ? null : param('repeat');
    columns.repeatSetAt =
      repeat === null
        ? null
        : sql`case when ${tactics.repeat} is not distinct from ${param('repeatJson')}::jsonb
            then ${tactics.repeatSetAt} else now() end`;
    // A repeating tactic is checked in per day, never done.
    if (repeat !== null) {
      columns.completed = false;
      columns.completedAt = null;
    }
  }
  return columns;
}

/**
 * Which columns a change sets and how (constants such as `completed: true` or a null repeat are
 * part of the SQL, values are not): changes of one shape share a prepared statement.
 */
function changeShape(changes: UpdateTactic): string {
  return Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      if (key === 'completed') return `${key}=${value === true}`;
      return value === null ? `${key}=null` : key;
    })
    .sort()
    .join(',');
}

/** Prepared updates kept per shape; a PATCH body has few fields, so few shapes ever occur. */
const MAX_PREPARED_UPDATES = 200;

/**
 * Tactics belong to an outcome through their goal; every query is scoped by `db/access.ts`, and
 * every change needs `edit` access (an active outcome).
 */
/** `now` is the app's clock (app.ts), which decides the window of check-ins a tactic carries. */
export function tacticsRepository(db: Db, now: () => Date = () => new Date()) {
  const editable = (caller: Caller, id: string) => tacticFor(db, caller.uid, 'edit', id);
  const refusal = (caller: Caller, id: string) => whyRefused(db, caller, { tactic: id }, 'edit');

  const findReadable = async (caller: Caller, id: string): Promise<Tactic | undefined> => {
    const [row] = await db
      .select(tacticColumns)
      .from(tactics)
      .where(tacticFor(db, caller.uid, 'read', id));
    if (!row) return undefined;
    return toTactic(row, (await recentCheckIns(db, [row.id], now())).get(row.id));
  };

  const updates = new Map<string, ReturnType<typeof prepareUpdate>>();
  // Its rows are read by tacticFromRow.
  const prepareUpdate = (changes: UpdateTactic, conflict: boolean, name: string) =>
    rawRows(
      db
        .update(tactics)
        .set(columnsFor(changes))
        // Marking done is refused in the same statement when the tactic repeats.
        .where(
          and(
            tacticFor(db, sql.placeholder('uid'), 'edit', sql.placeholder('id')),
            conflict ? sql`${tactics.repeat} is null` : undefined,
          ),
        )
        .returning(tacticColumns)
        .prepare(name),
    );

  /** The update as a statement prepared once per shape of change (PATCH is a hot path). */
  const preparedUpdate = async (
    caller: Caller,
    id: string,
    changes: UpdateTactic,
    conflict: boolean,
  ) => {
    const shape = changeShape(changes);
    let statement = updates.get(shape);
    if (!statement && updates.size < MAX_PREPARED_UPDATES) {
      // Named by its shape: every repository over one pool gives one shape one name and one text.
      const name = `tactic_update_${createHash('sha256').update(shape).digest('hex').slice(0, 16)}`;
      statement = prepareUpdate(changes, conflict, name);
      updates.set(shape, statement);
    }
    // Set on the object made here rather than spread into a new one (docs/decisions/237).
    const values = placeholderValues(changes);
    values.uid = caller.uid;
    values.id = id;
    // Past the cap, an unnamed statement (''): parsed on each call, nothing kept on the connection.
    const [row] = await (statement ?? prepareUpdate(changes, conflict, '')).execute(values);
    return row && tacticFromRow(row);
  };

  return {
    /**
     * Adds a tactic to one of the caller's goals, at the position sent or else at the end. The
     * goal row is locked first, so concurrent creations count and place one after another, and
     * a concurrent delete waits. With a client-chosen `id`, a retry finds the tactic the first
     * call made (`created: false`).
     */
    async create(
      caller: Caller,
      tactic: CreateTactic,
    ): Promise<{ tactic: Tactic; created: boolean } | Refusal | 'limit-reached'> {
      if (tactic.id) {
        const existing = await findReadable(caller, tactic.id);
        if (existing) return { tactic: existing, created: false };
      }
      const result = await db.transaction(async (tx) => {
        const [goal] = await tx
          .select({ id: goals.id })
          .from(goals)
          .where(goalFor(tx, caller.uid, 'edit', tactic.goalId))
          .for('update', { of: goals });
        if (!goal) return 'refused' as const;
        const [list] = await tx
          .select(tally(tactics.position))
          .from(tactics)
          .where(eq(tactics.goalId, goal.id));
        if (list!.total >= MAX_TACTICS_PER_GOAL) return 'limit-reached' as const;
        const [created] = await tx
          .insert(tactics)
          .values({
            ...(tactic.id ? { id: tactic.id } : {}),
            goalId: goal.id,
            title: tactic.title,
            effort: tactic.effort ?? null,
            impact: tactic.impact ?? null,
            link: tactic.link ?? null,
            resourceId: tactic.resourceId ?? null,
            position: tactic.position ?? list!.next,
          })
          .onConflictDoNothing({ target: tactics.id })
          .returning(tacticColumns);
        return created ? toTactic(created) : ('conflict' as const);
      });
      if (typeof result !== 'string') return { tactic: result, created: true };
      if (result === 'refused') return whyRefused(db, caller, { goal: tactic.goalId }, 'edit');
      if (result !== 'conflict') return result;
      // The id exists: the caller's own concurrent retry, or another user's tactic, which answers
      // exactly as an unknown row would, so the caller learns nothing about it.
      const existing = await findReadable(caller, tactic.id!);
      return existing ? { tactic: existing, created: false } : 'not-found';
    },

    /**
     * The whole tactic after the change; a refusal when the caller may not change it, and
     * 'completed-repeating' when the change would mark a repeating tactic done.
     */
    async update(
      caller: Caller,
      id: string,
      changes: UpdateTactic,
    ): Promise<Tactic | 'completed-repeating' | Refusal> {
      if (!isRowId(id)) return 'not-found';
      const setsRepeat = changes.repeat !== undefined && changes.repeat !== null;
      const conflict = changes.completed === true && changes.repeat === undefined;
      if (changes.completed === true && setsRepeat) return 'completed-repeating';
      const row = await preparedUpdate(caller, id, changes, conflict);
      if (!row) {
        const why = await refusal(caller, id);
        // Still editable: the statement refused to mark a repeating tactic done.
        if (conflict && why === 'not-found' && (await findReadable(caller, id))) {
          return 'completed-repeating';
        }
        return why;
      }
      return toTactic(row, (await recentCheckIns(db, [row.id], now())).get(row.id));
    },

    async delete(caller: Caller, id: string): Promise<true | Refusal> {
      if (!isRowId(id)) return 'not-found';
      const deleted = await db
        .delete(tactics)
        .where(editable(caller, id))
        .returning({ id: tactics.id });
      return deleted.length > 0 || refusal(caller, id);
    },

    /**
     * Records a check-in (again is a no-op, except that a note sent replaces the day's);
     * 'not-repeating' when the tactic has no repeat.
     */
    async checkIn(
      caller: Caller,
      id: string,
      date: LocalDate,
      note?: string | null,
    ): Promise<'checked-in' | 'not-repeating' | Refusal> {
      if (!isRowId(id)) return 'not-found';
      const [tactic] = await db
        .select({ repeat: tactics.repeat })
        .from(tactics)
        .where(editable(caller, id));
      if (!tactic) return refusal(caller, id);
      if (tactic.repeat === null) return 'not-repeating';
      // The day's note set aside by unticking it comes back with the tick, unless a note is sent
      // (docs/product.md, Notes): one statement, as a tick is one.
      const keptNote = db.$with('kept_note').as(
        db
          .delete(uncheckedNotes)
          .where(and(eq(uncheckedNotes.tacticId, id), eq(uncheckedNotes.date, date)))
          .returning({ note: uncheckedNotes.note }),
      );
      const insert = db
        .with(keptNote)
        .insert(checkIns)
        .values({
          tacticId: id,
          date,
          note: note === undefined ? sql`(select ${keptNote.note} from ${keptNote})` : note,
        });
      // A note sent again replaces the day's note; a check-in without a body keeps it.
      if (note === undefined) await insert.onConflictDoNothing();
      else
        await insert.onConflictDoUpdate({
          target: [checkIns.tacticId, checkIns.date],
          set: { note },
        });
      return 'checked-in';
    },

    /**
     * Changes a repeating tactic's stored pauses by `change` (pausing days, or resuming on one):
     * read and written under a row lock, so two taps at once give the same pauses as one after
     * the other (docs/decisions/261). 'not-repeating' when the tactic has no repeat.
     */
    async changePauses(
      caller: Caller,
      id: string,
      change: (pauses: Pause[]) => Pause[],
    ): Promise<Pause[] | 'not-repeating' | Refusal> {
      if (!isRowId(id)) return 'not-found';
      const result = await db.transaction(async (tx) => {
        const [tactic] = await tx
          .select({ repeat: tactics.repeat, pauses: tactics.pauses })
          .from(tactics)
          .where(editable(caller, id))
          .for('update');
        if (!tactic) return undefined;
        if (tactic.repeat === null) return 'not-repeating' as const;
        const pauses = change(tactic.pauses);
        await tx
          .update(tactics)
          .set({ pauses, updatedAt: sql`now()` })
          .where(eq(tactics.id, id));
        return pauses;
      });
      return result ?? refusal(caller, id);
    },

    /** Pauses `from` to `until` (docs/product.md, "Pauses and the way back"). */
    pause(caller: Caller, id: string, { from, until }: Pause) {
      return this.changePauses(caller, id, (pauses) => withPause(pauses, from, until));
    },

    /** Resumes on `date`: that day and later are no longer paused; earlier ones stay so. */
    resume(caller: Caller, id: string, date: LocalDate) {
      return this.changePauses(caller, id, (pauses) => resumedOn(pauses, date));
    },

    /**
     * Snoozes today's reminder to `snooze.until`, or (null) takes the snooze away (docs/decisions/
     * 263), under a row lock: the same request twice gives the same snooze.
     * 'no-reminder' when the tactic has no reminder time.
     */
    async setSnooze(
      caller: Caller,
      id: string,
      snooze: Snooze | null,
    ): Promise<{ snooze: Snooze | null } | 'no-reminder' | Refusal> {
      if (!isRowId(id)) return 'not-found';
      const result = await db.transaction(async (tx) => {
        const [tactic] = await tx
          .select({ remindAt: tactics.remindAt })
          .from(tactics)
          .where(editable(caller, id))
          .for('update');
        if (!tactic) return undefined;
        if (snooze !== null && tactic.remindAt === null) return 'no-reminder' as const;
        await tx
          .update(tactics)
          .set({ snooze, updatedAt: sql`now()` })
          .where(eq(tactics.id, id));
        return { snooze };
      });
      return result ?? refusal(caller, id);
    },

    /**
     * A page of the tactic's check-ins with their notes, newest first, before `before` when it
     * is given. Read access only: the owner's (docs/decisions/180-history-on-demand.md).
     */
    async history(
      caller: Caller,
      id: string,
      { before, limit }: TacticHistoryQuery,
    ): Promise<TacticHistory | Refusal> {
      if (!isRowId(id)) return 'not-found';
      const [tactic] = await db
        .select({ id: tactics.id })
        .from(tactics)
        .where(tacticFor(db, caller.uid, 'read', id));
      if (!tactic) return 'not-found';
      // One row more than the page tells whether an older page exists.
      const rows = await db
        .select({ date: checkIns.date, note: checkIns.note })
        .from(checkIns)
        .where(
          and(
            eq(checkIns.tacticId, tactic.id),
            before === undefined ? undefined : lt(checkIns.date, before),
          ),
        )
        .orderBy(desc(checkIns.date))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return { checkIns: page, nextBefore: rows.length > limit ? page.at(-1)!.date : null };
    },

    /**
     * Removes a check-in if there is one; its note is set aside, for ticking the same day again
     * (docs/product.md, Notes).
     */
    async removeCheckIn(caller: Caller, id: string, date: LocalDate): Promise<true | Refusal> {
      if (!isRowId(id)) return 'not-found';
      const [tactic] = await db
        .select({ id: tactics.id })
        .from(tactics)
        .where(editable(caller, id));
      if (!tactic) return refusal(caller, id);
      const removed = db.$with('removed').as(
        db
          .delete(checkIns)
          .where(and(eq(checkIns.tacticId, tactic.id), eq(checkIns.date, date)))
          .returning({ tacticId: checkIns.tacticId, date: checkIns.date, note: checkIns.note }),
      );
      await db
        .with(removed)
        .insert(uncheckedNotes)
        .select((query) =>
          query
            .select({
              tacticId: sql`${removed.tacticId}`.as('tactic_id'),
              date: sql`${removed.date}`.as('date'),
              note: sql`${removed.note}`.as('note'),
            })
            .from(removed)
            .where(sql`${removed.note} is not null`),
        )
        .onConflictDoUpdate({
          target: [uncheckedNotes.tacticId, uncheckedNotes.date],
          set: { note: sql`excluded.note` },
        });
      return true;
    },
  };
}

export type TacticsRepository = ReturnType<typeof tacticsRepository>;
