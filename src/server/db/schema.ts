import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { RATING_MAX, RATING_MIN } from '#shared/limits';

/** The rating bounds, written into the CHECK constraints as literals (not bind parameters). */
const ratingRange = sql.raw(`${RATING_MIN} and ${RATING_MAX}`);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The Firebase Authentication uid; one row per signed-in person. */
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email').notNull(),
  displayName: text('display_name'),
  ...timestamps,
});

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Order on screen; new goals go last. */
    position: integer('position').notNull(),
    ...timestamps,
  },
  (table) => [index('goals_user_position_idx').on(table.userId, table.position)],
);

export const tactics = pgTable(
  'tactics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Null until rated; counts as 1 in the score. */
    effort: smallint('effort'),
    impact: smallint('impact'),
    completed: boolean('completed').notNull().default(false),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (table) => [
    index('tactics_goal_position_idx').on(table.goalId, table.position),
    check('tactics_effort_range', sql`${table.effort} between ${ratingRange}`),
    check('tactics_impact_range', sql`${table.impact} between ${ratingRange}`),
  ],
);
