import { createHash, randomBytes } from 'node:crypto';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  callerUser,
  foundOrRefused,
  isRowId,
  outcomeFor,
  outcomeIdsFor,
  partnershipsFor,
  type Caller,
  type Refusal,
} from '#server/db/access.ts';
import {
  cheers,
  goals,
  invitations,
  outcomes,
  partners,
  tactics,
  users,
} from '#server/db/schema.ts';
import { iso, isoOrNull } from '#server/db/timestamps.ts';
import {
  CHEERS_PER_DAY,
  CHEERS_SHOWN,
  INVITATION_DAYS,
  INVITATION_TOKEN_BYTES,
  INVITATION_TOKEN_PATTERN,
  MAX_PARTNERS_PER_OUTCOME,
  MAX_PENDING_INVITATIONS,
  partnerFacingName,
  type InvitationStatus,
} from '#shared/sharing';
import type {
  Cheer,
  InvitationPreview,
  Partner,
  PendingInvitation,
  SharedOutcome,
  SharedOutcomeSummary,
} from '#shared/sharing-schemas';
import { listOrder, recentCheckIns, recentMeasurements } from '../plan/index.ts';

/** Only the hash of an invitation's token is stored; the link itself is the credential. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Why an invitation link cannot be used, in the order a person would want to hear it. */
export type InvitationProblem = 'not-found' | 'expired' | Exclude<InvitationStatus, 'pending'>;

/** The owner of an outcome, seen from its partners' side. */
const owners = aliasedTable(users, 'owners');

/**
 * Partners and cheers (docs/product.md, "Partners"; docs/decisions/130). Both sides are scoped by
 * the access module: the owner's by 'see-partners' and 'manage' on the outcome, the partner's by
 * 'follow' on their row in `partners`, which is the whole of what a partner may reach.
 */
export function sharingRepository(db: Db, now: () => Date) {
  const ownedOutcome = (caller: Caller, outcomeId: string) =>
    outcomeFor(db, caller.uid, 'manage', outcomeId);

  /**
   * Runs an owner's statement on one outcome: what it found, or why not (404 for a stranger or a
   * malformed id, 403 for a partner). `ids` are the other ids the call names.
   */
  const asOwner = <T>(
    caller: Caller,
    outcomeId: string,
    run: () => Promise<T | undefined>,
    ids: readonly string[] = [],
  ) => foundOrRefused(db, caller, { outcome: outcomeId }, 'manage', run, ids);

  /**
   * Reads who follows an outcome or who is invited to, or says why not: a partner is told nothing
   * exists (404), as a stranger (docs/product.md, Partners).
   */
  const partnersRead = <T>(caller: Caller, outcomeId: string, read: () => Promise<T>) =>
    foundOrRefused(db, caller, { outcome: outcomeId }, 'see-partners', async () => {
      const [seen] = await db
        .select({ id: outcomes.id })
        .from(outcomes)
        .where(outcomeFor(db, caller.uid, 'see-partners', outcomeId));
      return seen ? read() : undefined;
    });

  /** The caller's partnership of an outcome, when they follow it. */
  async function partnershipOf(caller: Caller, outcomeId: string) {
    if (!isRowId(outcomeId)) return undefined;
    const [row] = await db
      .select({ id: partners.id, userId: partners.userId, since: partners.createdAt })
      .from(partners)
      .where(and(eq(partners.outcomeId, outcomeId), partnershipsFor(db, caller.uid, 'follow')));
    return row;
  }

  /** The invitation a token names, with what the page needs, however it stands. */
  async function findInvitation(token: string) {
    if (!INVITATION_TOKEN_PATTERN.test(token)) return undefined;
    const [row] = await db
      .select({
        id: invitations.id,
        status: invitations.status,
        expiresAt: invitations.expiresAt,
        outcomeId: outcomes.id,
        outcomeTitle: outcomes.title,
        ownerId: outcomes.userId,
        inviterName: users.displayName,
      })
      .from(invitations)
      .innerJoin(outcomes, eq(outcomes.id, invitations.outcomeId))
      .innerJoin(users, eq(users.id, outcomes.userId))
      .where(eq(invitations.tokenHash, hashToken(token)));
    return row;
  }

  const problemWith = (
    invitation: Awaited<ReturnType<typeof findInvitation>>,
  ): InvitationProblem | undefined => {
    if (!invitation) return 'not-found';
    if (invitation.status !== 'pending') return invitation.status;
    if (new Date(invitation.expiresAt).getTime() <= now().getTime()) return 'expired';
    return undefined;
  };

  /**
   * Dismiss all: every cheer named, or none when one of them is not a cheer the caller received
   * (false). Sending it again changes nothing: a dismissed cheer keeps its first dismissal.
   */
  async function dismissCheers(caller: Caller, ids: readonly string[]): Promise<boolean> {
    const named = [...new Set(ids)];
    if (!named.every(isRowId)) return false;
    return db.transaction(async (tx) => {
      const received = and(
        inArray(cheers.id, named),
        inArray(
          cheers.partnerId,
          tx
            .select({ id: partners.id })
            .from(partners)
            .where(inArray(partners.outcomeId, outcomeIdsFor(tx, caller.uid, 'manage'))),
        ),
      );
      // Locked, so that a partnership ended meanwhile cannot take a cheer out from under it.
      const found = await tx.select({ id: cheers.id }).from(cheers).where(received).for('update');
      if (found.length !== named.length) return false;
      await tx
        .update(cheers)
        .set({ dismissedAt: sql`coalesce(${cheers.dismissedAt}, now())` })
        .where(inArray(cheers.id, named));
      return true;
    });
  }

  return {
    /** A new single-use link for the outcome; the token is returned once and never stored. */
    async invite(
      caller: Caller,
      outcomeId: string,
    ): Promise<{ id: string; token: string; expiresAt: string } | Refusal | 'too-many'> {
      // The refusal is asked after the transaction: the embedded database has one connection.
      return asOwner(caller, outcomeId, () =>
        db.transaction(async (tx) => {
          const [outcome] = await tx
            .select({ id: outcomes.id })
            .from(outcomes)
            .where(ownedOutcome(caller, outcomeId))
            .for('update');
          if (!outcome) return undefined;
          const [pending] = await tx
            .select({ total: count() })
            .from(invitations)
            .where(
              and(
                eq(invitations.outcomeId, outcomeId),
                eq(invitations.status, 'pending'),
                gt(invitations.expiresAt, now()),
              ),
            );
          if (pending!.total >= MAX_PENDING_INVITATIONS) return 'too-many';
          const token = randomBytes(INVITATION_TOKEN_BYTES).toString('base64url');
          const expiresAt = new Date(now().getTime() + INVITATION_DAYS * 86_400_000);
          const [created] = await tx
            .insert(invitations)
            .values({ outcomeId, tokenHash: hashToken(token), expiresAt })
            .returning({ id: invitations.id });
          return { id: created!.id, token, expiresAt: expiresAt.toISOString() };
        }),
      );
    },

    /** The outcome's invitations still waiting for an answer, newest first. */
    async pendingInvitations(
      caller: Caller,
      outcomeId: string,
    ): Promise<PendingInvitation[] | Refusal> {
      return partnersRead(caller, outcomeId, async () => {
        const rows = await db
          .select({
            id: invitations.id,
            createdAt: invitations.createdAt,
            expiresAt: invitations.expiresAt,
          })
          .from(invitations)
          .where(
            and(
              eq(invitations.outcomeId, outcomeId),
              eq(invitations.status, 'pending'),
              gt(invitations.expiresAt, now()),
            ),
          )
          .orderBy(desc(invitations.createdAt), desc(invitations.id));
        return rows.map((row) => ({
          id: row.id,
          createdAt: iso(row.createdAt),
          expiresAt: iso(row.expiresAt),
        }));
      });
    },

    /** Withdraws a pending invitation: its link then says so. */
    async revoke(caller: Caller, outcomeId: string, invitationId: string): Promise<true | Refusal> {
      return asOwner(
        caller,
        outcomeId,
        async () => {
          const revoked = await db
            .update(invitations)
            .set({ status: 'revoked', updatedAt: sql`now()` })
            .where(
              and(
                eq(invitations.id, invitationId),
                eq(invitations.status, 'pending'),
                eq(invitations.outcomeId, outcomeId),
                inArray(invitations.outcomeId, outcomeIdsFor(db, caller.uid, 'manage')),
              ),
            )
            .returning({ id: invitations.id });
          return revoked.length > 0 ? (true as const) : undefined;
        },
        [invitationId],
      );
    },

    /** Who invites to what, for the page the link opens; no sign-in needed. */
    async preview(token: string): Promise<InvitationPreview | InvitationProblem> {
      const invitation = await findInvitation(token);
      const problem = problemWith(invitation);
      if (problem) return problem;
      return {
        inviterName: partnerFacingName(invitation!.inviterName),
        outcomeTitle: invitation!.outcomeTitle,
      };
    },

    /**
     * Answers an invitation for the signed-in caller (whose user row must exist): accepting makes
     * them a partner. The outcome row is locked first, as `invite` and deleting the outcome lock
     * it, so answers to one outcome's links take turns: the partner limit and "already a partner"
     * hold when several links are accepted at the same moment. The invitation row is locked next,
     * so a link is used once even when two people open it at the same moment.
     */
    async answer(
      callerId: string,
      token: string,
      accept: boolean,
    ): Promise<{ outcomeId: string } | InvitationProblem | 'own' | 'already' | 'full'> {
      const found = await findInvitation(token);
      if (!found) return 'not-found';
      return db.transaction(async (tx) => {
        const [outcome] = await tx
          .select({ id: outcomes.id })
          .from(outcomes)
          .where(eq(outcomes.id, found.outcomeId))
          .for('update');
        if (!outcome) return 'not-found';
        const [locked] = await tx
          .select({ status: invitations.status })
          .from(invitations)
          .where(eq(invitations.id, found.id))
          .for('update');
        const problem = problemWith(locked && { ...found, status: locked.status });
        if (problem) return problem;
        if (found.ownerId === callerId) return 'own';
        if (accept) {
          const [existing] = await tx
            .select({ id: partners.id })
            .from(partners)
            .where(and(eq(partners.outcomeId, found.outcomeId), eq(partners.userId, callerId)));
          if (existing) return 'already';
          const [followers] = await tx
            .select({ total: count() })
            .from(partners)
            .where(eq(partners.outcomeId, found.outcomeId));
          if (followers!.total >= MAX_PARTNERS_PER_OUTCOME) return 'full';
          await tx.insert(partners).values({ outcomeId: found.outcomeId, userId: callerId });
        }
        await tx
          .update(invitations)
          .set({ status: accept ? 'accepted' : 'declined', updatedAt: sql`now()` })
          .where(eq(invitations.id, found.id));
        return { outcomeId: found.outcomeId };
      });
    },

    /** The partners of one of the caller's outcomes, oldest first. */
    async partners(caller: Caller, outcomeId: string): Promise<Partner[] | Refusal> {
      return partnersRead(caller, outcomeId, async () => {
        const rows = await db
          .select({
            id: partners.id,
            outcomeId: partners.outcomeId,
            name: users.displayName,
            muted: partners.muted,
            since: partners.createdAt,
          })
          .from(partners)
          .innerJoin(users, eq(users.id, partners.userId))
          .where(eq(partners.outcomeId, outcomeId))
          .orderBy(asc(partners.createdAt), asc(partners.id));
        return rows.map((row) => ({
          ...row,
          name: partnerFacingName(row.name),
          since: iso(row.since),
        }));
      });
    },

    /** Mutes or unmutes a partner's cheers; the owner's call. */
    async setMuted(
      caller: Caller,
      outcomeId: string,
      partnerId: string,
      muted: boolean,
    ): Promise<Partner | Refusal> {
      return asOwner(
        caller,
        outcomeId,
        async () => {
          const [updated] = await db
            .update(partners)
            .set({ muted, updatedAt: sql`now()` })
            .where(
              and(
                eq(partners.id, partnerId),
                eq(partners.outcomeId, outcomeId),
                inArray(partners.outcomeId, outcomeIdsFor(db, caller.uid, 'manage')),
              ),
            )
            .returning({ id: partners.id });
          if (!updated) return undefined;
          const list = await this.partners(caller, outcomeId);
          return (list as Partner[]).find((partner) => partner.id === partnerId)!;
        },
        [partnerId],
      );
    },

    /**
     * Ends a partnership: the owner removes a partner, or a partner stops following. Takes effect
     * on the partner's next request; their cheers go with it.
     */
    async removePartner(caller: Caller, outcomeId: string, partnerId: string): Promise<boolean> {
      if (!isRowId(outcomeId) || !isRowId(partnerId)) return false;
      const removed = await db
        .delete(partners)
        .where(
          and(
            eq(partners.id, partnerId),
            eq(partners.outcomeId, outcomeId),
            or(
              inArray(partners.outcomeId, outcomeIdsFor(db, caller.uid, 'manage')),
              inArray(partners.userId, callerUser(db, caller.uid)),
            ),
          ),
        )
        .returning({ id: partners.id });
      return removed.length > 0;
    },

    /** Outcomes shared with the caller, in the order they started following them. */
    async sharedWith(caller: Caller): Promise<SharedOutcomeSummary[]> {
      const rows = await db
        .select({
          outcomeId: outcomes.id,
          partnerId: partners.id,
          title: outcomes.title,
          status: outcomes.status,
          ownerName: owners.displayName,
        })
        .from(partners)
        .innerJoin(outcomes, eq(outcomes.id, partners.outcomeId))
        .innerJoin(owners, eq(owners.id, outcomes.userId))
        .where(partnershipsFor(db, caller.uid, 'follow'))
        .orderBy(asc(partners.createdAt), asc(partners.id));
      return rows.map((row) => ({ ...row, ownerName: partnerFacingName(row.ownerName) }));
    },

    /** The read-only view of an outcome the caller follows: only the fields a partner may see. */
    async sharedView(caller: Caller, outcomeId: string): Promise<SharedOutcome | undefined> {
      const partnership = await partnershipOf(caller, outcomeId);
      if (!partnership) return undefined;
      const [summary] = (await this.sharedWith(caller)).filter(
        (shared) => shared.outcomeId === outcomeId,
      );
      if (!summary) return undefined;
      const rows = await db
        .select({
          goal: {
            id: goals.id,
            title: goals.title,
            targetDate: goals.targetDate,
            status: goals.status,
            statusChangedAt: goals.statusChangedAt,
            measure: goals.measure,
          },
          tactic: {
            id: tactics.id,
            goalId: tactics.goalId,
            title: tactics.title,
            effort: tactics.effort,
            impact: tactics.impact,
            completed: tactics.completed,
            completedAt: tactics.completedAt,
            dueDate: tactics.dueDate,
            repeat: tactics.repeat,
            pauses: tactics.pauses,
          },
        })
        .from(goals)
        .leftJoin(tactics, eq(tactics.goalId, goals.id))
        .where(eq(goals.outcomeId, outcomeId))
        .orderBy(...listOrder(goals), ...listOrder(tactics));
      const checkIns = await recentCheckIns(
        db,
        rows.flatMap(({ tactic }) => (tactic ? [tactic.id] : [])),
        now(),
      );
      const values = await recentMeasurements(db, [
        ...new Set(rows.flatMap(({ goal }) => (goal.measure ? [goal.id] : []))),
      ]);
      const byGoal = new Map<string, SharedOutcome['goals'][number]>();
      for (const { goal, tactic } of rows) {
        let entry = byGoal.get(goal.id);
        if (!entry) {
          // Each row's fields spread after the added ones (docs/decisions/237).
          entry = {
            // Dates and values only: a value's note is the owner's own, like a check-in's.
            measurements: (values.get(goal.id) ?? []).map(({ date, value }) => ({ date, value })),
            tactics: [],
            ...goal,
            statusChangedAt: iso(goal.statusChangedAt),
          };
          byGoal.set(goal.id, entry);
        }
        if (tactic) {
          entry.tactics.push({
            // Dates only: a check-in's note is the owner's own (docs/product.md, Partners).
            checkIns: (checkIns.get(tactic.id) ?? []).map(({ date }) => date),
            ...tactic,
            completedAt: isoOrNull(tactic.completedAt),
          });
        }
      }
      // The caller's own cheers on it, with the owner's replies (docs/product.md, Partners).
      const sent = await db
        .select({
          id: cheers.id,
          text: cheers.text,
          createdAt: cheers.createdAt,
          reply: cheers.reply,
        })
        .from(cheers)
        .where(eq(cheers.partnerId, partnership.id))
        .orderBy(desc(cheers.createdAt), desc(cheers.id))
        .limit(CHEERS_SHOWN);
      return {
        goals: [...byGoal.values()],
        ...summary,
        cheers: sent.map((cheer) => ({ ...cheer, createdAt: iso(cheer.createdAt) })),
      };
    },

    /**
     * The owner's one-line reply to a cheer on their outcome (again: the reply replaced). The
     * partner who sent it may read but not reply (forbidden, docs/decisions/130); anyone else's
     * id is not found.
     */
    async replyToCheer(
      caller: Caller,
      id: string,
      text: string,
    ): Promise<'replied' | 'forbidden' | 'not-found'> {
      if (!isRowId(id)) return 'not-found';
      const owned = await db
        .update(cheers)
        .set({ reply: text, repliedAt: now() })
        .where(
          and(
            eq(cheers.id, id),
            inArray(
              cheers.partnerId,
              db
                .select({ id: partners.id })
                .from(partners)
                .where(inArray(partners.outcomeId, outcomeIdsFor(db, caller.uid, 'manage'))),
            ),
          ),
        )
        .returning({ id: cheers.id });
      if (owned.length === 1) return 'replied';
      const [sentByCaller] = await db
        .select({ id: cheers.id })
        .from(cheers)
        .innerJoin(partners, eq(partners.id, cheers.partnerId))
        .where(and(eq(cheers.id, id), partnershipsFor(db, caller.uid, 'follow')));
      return sentByCaller ? 'forbidden' : 'not-found';
    },

    /**
     * A cheer from a partner to the owner. The partnership row is locked so that the day's count
     * holds under concurrent sends.
     */
    async cheer(
      caller: Caller,
      outcomeId: string,
      text: string,
    ): Promise<{ id: string } | 'not-found' | 'limit-reached'> {
      if (!isRowId(outcomeId)) return 'not-found';
      return db.transaction(async (tx) => {
        const [partnership] = await tx
          .select({ id: partners.id })
          .from(partners)
          .where(and(eq(partners.outcomeId, outcomeId), partnershipsFor(tx, caller.uid, 'follow')))
          .for('update');
        if (!partnership) return 'not-found';
        const dayStart = new Date(now());
        dayStart.setUTCHours(0, 0, 0, 0);
        const [today] = await tx
          .select({ total: count() })
          .from(cheers)
          .where(and(eq(cheers.partnerId, partnership.id), gte(cheers.createdAt, dayStart)));
        if (today!.total >= CHEERS_PER_DAY) return 'limit-reached';
        const [created] = await tx
          .insert(cheers)
          .values({ partnerId: partnership.id, text, createdAt: now() })
          .returning({ id: cheers.id });
        return created!;
      });
    },

    /** Cheers on the caller's outcomes, newest first: not dismissed, not from a muted partner. */
    async cheersFor(caller: Caller): Promise<Cheer[]> {
      const rows = await db
        .select({
          id: cheers.id,
          outcomeId: outcomes.id,
          outcomeTitle: outcomes.title,
          partnerName: users.displayName,
          text: cheers.text,
          createdAt: cheers.createdAt,
          reply: cheers.reply,
        })
        .from(cheers)
        .innerJoin(partners, eq(partners.id, cheers.partnerId))
        .innerJoin(users, eq(users.id, partners.userId))
        .innerJoin(outcomes, eq(outcomes.id, partners.outcomeId))
        .where(
          and(
            inArray(outcomes.id, outcomeIdsFor(db, caller.uid, 'manage')),
            isNull(cheers.dismissedAt),
            eq(partners.muted, false),
          ),
        )
        .orderBy(desc(cheers.createdAt), desc(cheers.id))
        .limit(CHEERS_SHOWN);
      return rows.map((row) => ({
        ...row,
        partnerName: partnerFacingName(row.partnerName),
        createdAt: iso(row.createdAt),
      }));
    },

    /** Dismisses one of the cheers the caller received; false for any other id. */
    dismissCheer: (caller: Caller, id: string) => dismissCheers(caller, [id]),

    dismissCheers,
  };
}

export type SharingRepository = ReturnType<typeof sharingRepository>;
