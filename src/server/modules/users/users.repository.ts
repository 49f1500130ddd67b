import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findCallerUserId, type Caller } from '../../db/access.ts';
import { users } from '../../db/schema.ts';
import type { CreateUser, User } from '#shared/schemas';

const userColumns = { id: users.id, email: users.email, displayName: users.displayName };

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
        })
        .onConflictDoUpdate({
          target: users.firebaseUid,
          set: {
            email: profile.email,
            displayName: profile.displayName ?? null,
            updatedAt: sql`now()`,
          },
        })
        .returning(userColumns);
      return user!;
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
