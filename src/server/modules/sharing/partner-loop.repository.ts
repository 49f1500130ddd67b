import { aliasedTable, and, eq, gte, isNotNull, ne } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { checkIns, goals, outcomes, partners, tactics, users } from '#server/db/schema.ts';
import type { LocalDate } from '#shared/schedule';
import { partnerFacingName } from '#shared/sharing';
import { recentCheckIns } from '../plan/index.ts';

/** The owner of an outcome, beside its partner (both are users). */
const owners = aliasedTable(users, 'owners');

/**
 * What the partner loop reads to find who is owed a message (docs/decisions/281). Every query
 * joins the partnership row itself, so a partner removed (or an outcome deleted or no longer
 * active) is owed nothing more; what a message says is read through the partner's own view.
 */
export function partnerLoopRepository(db: Db) {
  /** The partner, their choices and the outcome's owner, of active outcomes. */
  const recipient = {
    userId: users.id,
    uid: users.firebaseUid,
    email: users.email,
    timeZone: users.timeZone,
    dayStartsAt: users.dayStartsAt,
    weekStartsOn: users.weekStartsOn,
    locale: users.locale,
    outcomeId: outcomes.id,
    outcomeTitle: outcomes.title,
    ownerName: owners.displayName,
    weekly: partners.weekly,
    nudges: partners.nudges,
  };
  /** The partnerships, each row with `recipient` and the `extra` columns asked for. */
  const followed = <Extra extends SelectedFields>(extra: Extra) =>
    db
      .select({ ...recipient, ...extra })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.userId))
      .innerJoin(outcomes, eq(outcomes.id, partners.outcomeId))
      .innerJoin(owners, eq(owners.id, outcomes.userId));
  /**
   * Each tactic of the followed outcomes with every partner of it, beside the owner's zone (which
   * decides the owner's today); `nudged` keeps the partners who asked for nudges of the tactics
   * of active goals of active outcomes.
   */
  const tacticsFollowed = <Extra extends SelectedFields>(extra: Extra) =>
    followed({ ownerZone: owners.timeZone, tacticTitle: tactics.title, ...extra })
      .innerJoin(goals, eq(goals.outcomeId, outcomes.id))
      .innerJoin(tactics, eq(tactics.goalId, goals.id));
  const nudged = and(
    ne(partners.nudges, 'off'),
    eq(goals.status, 'active'),
    eq(outcomes.status, 'active'),
  );
  const named = <T extends { ownerName: string | null }>(rows: T[]) =>
    rows.map((row) => ({ ...row, ownerName: partnerFacingName(row.ownerName) }));

  return {
    /** Partners who asked for the owner's week, by email or push. */
    async weeklyReaders() {
      return named(
        await followed({}).where(and(ne(partners.weekly, 'off'), eq(outcomes.status, 'active'))),
      );
    },

    /**
     * Check-ins of dates from `since` on, on active goals of active outcomes, each with every
     * partner who asked for nudges and the owner's zone (which decides the owner's today).
     */
    async checkInNudges(since: LocalDate) {
      const rows = await tacticsFollowed({ date: checkIns.date })
        .innerJoin(checkIns, eq(checkIns.tacticId, tactics.id))
        .where(and(nudged, gte(checkIns.date, since)))
        .orderBy(checkIns.createdAt);
      return named(rows);
    },

    /**
     * Repeats of active goals of active outcomes whose owner lets partners hear of misses, with
     * each partner who asked for nudges, the owner's zone and the repeat's recent check-ins.
     */
    async missCandidates(now: Date) {
      const rows = await tacticsFollowed({
        tacticId: tactics.id,
        repeat: tactics.repeat,
        dueDate: tactics.dueDate,
        repeatSetAt: tactics.repeatSetAt,
        pauses: tactics.pauses,
        repeatsUntil: goals.targetDate,
      }).where(
        and(
          nudged,
          isNotNull(tactics.repeat),
          eq(tactics.completed, false),
          eq(outcomes.partnersSeeMisses, true),
        ),
      );
      const history = await recentCheckIns(db, [...new Set(rows.map((row) => row.tacticId))], now);
      return named(rows).map((row) => ({
        ...row,
        checkIns: (history.get(row.tacticId) ?? []).map((checkIn) => checkIn.date),
      }));
    },
  };
}

export type PartnerLoopRepository = ReturnType<typeof partnerLoopRepository>;
export type LoopRecipient = Awaited<ReturnType<PartnerLoopRepository['weeklyReaders']>>[number];
