import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { findCallerUserId, ownUser, type Caller } from '#server/db/access.ts';
import { users } from '#server/db/schema.ts';
import { DEFAULT_DAY_SETTINGS, type DaySettings } from '#shared/schedule';
import type { CreateUser, UpdateMe, User } from '#shared/schemas';

const userColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  timeZone: users.timeZone,
  dayStartsAt: users.dayStartsAt,
  weekStartsOn: users.weekStartsOn,
  locale: users.locale,
};

export function usersRepository(db: Db) {
  return {
    /** Creates or refreshes the profile; one row per uid even under concurrent calls. */
    async upsert(caller: Caller, profile: CreateUser): Promise<User> {
      const [user] = await db
        .insert(users)
        .values({
          firebaseUid: caller.uid,
          email: profile.email,
          displayName: profile.displayName ?? null,
          timeZone: profile.timeZone ?? null,
          locale: profile.locale ?? null,
        })
        .onConflictDoUpdate({
          target: users.firebaseUid,
          set: {
            email: profile.email,
            displayName: profile.displayName ?? null,
            // The browser's zone fills a gap only: a zone chosen on Account is kept.
            timeZone: sql`coalesce(${users.timeZone}, ${profile.timeZone ?? null})`,
            // The same for the language: a new person's emails speak it from the first one
            // (docs/decisions/291); one chosen on Account is kept.
            locale: sql`coalesce(${users.locale}, ${profile.locale ?? null})`,
            updatedAt: sql`now()`,
          },
        })
        .returning(userColumns);
      return user!;
    },

    /** The caller's profile; undefined when the caller has never been seen. */
    async me(caller: Caller): Promise<User | undefined> {
      const [user] = await db.select(userColumns).from(users).where(ownUser(caller));
      return user;
    },

    /** Sets the time zone, day start, week start and language given (others kept) of `userId`. */
    async update(
      userId: string,
      { timeZone, dayStartsAt, weekStartsOn, locale }: UpdateMe,
    ): Promise<User> {
      const [user] = await db
        .update(users)
        .set({ timeZone, dayStartsAt, weekStartsOn, locale, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning(userColumns);
      return user!;
    },

    /** The day start and week start of the user row `userId` (docs/decisions/262). */
    async daySettings(userId: string): Promise<DaySettings> {
      const [row] = await db
        .select({ dayStartsAt: users.dayStartsAt, weekStartsOn: users.weekStartsOn })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? DEFAULT_DAY_SETTINGS;
    },

    findId(caller: Caller): Promise<string | undefined> {
      return findCallerUserId(db, caller);
    },

    /** The caller's row id, created from the token's claims when the profile call never came. */
    async ensureId(caller: Caller & { email: string | null; name: string | null }) {
      const existing = await this.findId(caller);
      if (existing) return existing;
      await db
        .insert(users)
        .values({ firebaseUid: caller.uid, email: caller.email ?? '', displayName: caller.name })
        .onConflictDoNothing({ target: users.firebaseUid });
      return (await this.findId(caller))!;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
