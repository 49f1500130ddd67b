import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findCallerUserId } from '../../db/ownership.ts';
import { users } from '../../db/schema.ts';
import type { CreateUser, User } from '#shared/schemas';

const userColumns = { id: users.id, email: users.email, displayName: users.displayName };

export function usersRepository(db: Db) {
  return {
    /** Creates or refreshes the profile; one row per uid even under concurrent calls. */
    async upsert(firebaseUid: string, profile: CreateUser): Promise<User> {
      const [user] = await db
        .insert(users)
        .values({ firebaseUid, email: profile.email, displayName: profile.displayName ?? null })
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
