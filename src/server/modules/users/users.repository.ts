import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findCallerUserId, ownedUser } from '../../db/ownership.ts';
import { users } from '../../db/schema.ts';
import type { CreateUser, User } from '#shared/schemas';

const userColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  timeZone: users.timeZone,
};

export function usersRepository(db: Db) {
  return {
    /** Creates or refreshes the profile; one row per uid even under concurrent calls. */
    async upsert(firebaseUid: string, profile: CreateUser): Promise<User> {
      const [user] = await db
        .insert(users)
        .values({
          firebaseUid,
          email: profile.email,
          displayName: profile.displayName ?? null,
          timeZone: profile.timeZone ?? null,
        })
        .onConflictDoUpdate({
          target: users.firebaseUid,
          set: {
            email: profile.email,
            displayName: profile.displayName ?? null,
            // The browser's zone fills a gap only: a zone chosen on Account is kept.
            timeZone: sql`coalesce(${users.timeZone}, ${profile.timeZone ?? null})`,
            updatedAt: sql`now()`,
          },
        })
        .returning(userColumns);
      return user!;
    },

    /** The caller's profile; undefined when the caller has never been seen. */
    async me(firebaseUid: string): Promise<User | undefined> {
      const [user] = await db.select(userColumns).from(users).where(ownedUser(firebaseUid));
      return user;
    },

    /** Sets the time zone of the user row `userId`. */
    async setTimeZone(userId: string, timeZone: string): Promise<User> {
      const [user] = await db
        .update(users)
        .set({ timeZone, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning(userColumns);
      return user!;
    },

    findIdByUid(firebaseUid: string): Promise<string | undefined> {
      return findCallerUserId(db, firebaseUid);
    },

    /** The caller's row id, created from the token's claims when the profile call never came. */
    async ensureId(firebaseUid: string, claims: { email: string | null; name: string | null }) {
      const existing = await this.findIdByUid(firebaseUid);
      if (existing) return existing;
      await db
        .insert(users)
        .values({ firebaseUid, email: claims.email ?? '', displayName: claims.name })
        .onConflictDoNothing({ target: users.firebaseUid });
      return (await this.findIdByUid(firebaseUid))!;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
