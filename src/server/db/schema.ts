import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { RATING_MAX, RATING_MIN } from '#shared/limits';
import type { WeekFigures } from '#shared/review';
import type { Measure } from '#shared/measure';
import { WEEK_STARTS, type Pause, type Repeat } from '#shared/schedule';
import type { Snooze } from '#shared/snooze';
import { GOAL_STATUSES, OUTCOME_STATUSES, type Step } from '#shared/schemas';
import { INVITATION_STATUSES, LOOP_CHANNELS } from '#shared/sharing';
import { REMINDER_CHANNELS } from '#shared/mail';
import { RECEIPT_CHANNELS, RECEIPT_STATUSES } from '#shared/deliveries';
import type { Locale } from '#shared/i18n/locales';

/** What became of a claimed reminder (docs/product.md, "Reminders"). */
export const REMINDER_OUTCOMES = ['sent', 'late', 'skipped'] as const;

/** The rating bounds, written into the CHECK constraints as literals (not bind parameters). */
const ratingRange = sql.raw(`${RATING_MIN} and ${RATING_MAX}`);

const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Firebase Authentication uid; one row per signed-in person. */
    firebaseUid: text('firebase_uid').notNull().unique(),
    email: text('email').notNull(),
    displayName: text('display_name'),
    /** sha256 (hex) of the private calendar feed secret; the secret itself is never stored. */
    calendarTokenHash: text('calendar_token_hash').unique(),
    calendarTokenCreatedAt: timestamp('calendar_token_created_at', { withTimezone: true }),
    /** IANA name of the person's time zone; reminders at a time of day are read in it. */
    timeZone: text('time_zone'),
    /** How reminders reach the person (docs/email.md): push (as before email existed) by default. */
    reminderChannel: text('reminder_channel', { enum: REMINDER_CHANNELS })
      .notNull()
      .default('push'),
    /** The weekly digest by email, on the first day of the person's week; opted into. */
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    /** When the person's day starts, "HH:MM" 00:00-05:00 (docs/decisions/262-your-day-your-week.md). */
    dayStartsAt: text('day_starts_at').notNull().default('00:00'),
    /** The first day of the person's week: streak weeks, the heat map, the review, the digest. */
    weekStartsOn: text('week_starts_on', { enum: WEEK_STARTS }).notNull().default('monday'),
    /**
     * The language the person chose (a key of LOCALES), null until chosen: emails and pushes
     * are written in it (docs/decisions/291-momentum-in-your-language.md). No CHECK: a language
     * added to LOCALES needs no migration; the API admits only LOCALES' keys.
     */
    locale: text('locale').$type<Locale>(),
    ...timestamps,
  },
  (table) => [
    check('users_reminder_channel', sql`${table.reminderChannel} in (${oneOf(REMINDER_CHANNELS)})`),
    check('users_day_starts_at', sql`${table.dayStartsAt} ~ '^0[0-4]:[0-5][0-9]$|^05:00$'`),
    check('users_week_starts_on', sql`${table.weekStartsOn} in (${oneOf(WEEK_STARTS)})`),
  ],
);

/** One plan: the outcome a person wants, holding its goals. Its owner is the only way in. */
export const outcomes = pgTable(
  'outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: OUTCOME_STATUSES }).notNull().default('active'),
    position: integer('position').notNull(),
    /** Partners who asked for nudges also hear when a repeat is missed twice: the owner's call. */
    partnersSeeMisses: boolean('partners_see_misses').notNull().default(false),
    /** When `status` last changed; the creation time until then. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('outcomes_user_position_idx').on(table.userId, table.position),
    check('outcomes_status', sql`${table.status} in (${oneOf(OUTCOME_STATUSES)})`),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The outcome holding the goal; its owner is the goal's owner. */
    outcomeId: uuid('outcome_id')
      .notNull()
      .references(() => outcomes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Order on screen within the outcome. */
    position: integer('position').notNull(),
    /** The local date the goal should be reached by; repeating tactics stop after it. */
    targetDate: date('target_date', { mode: 'string' }),
    status: text('status', { enum: GOAL_STATUSES }).notNull().default('active'),
    /** When `status` last changed; the creation time until then. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Unit, start, target and direction when the goal is measured (docs/product.md). */
    measure: jsonb('measure').$type<Measure>(),
    ...timestamps,
  },
  (table) => [
    index('goals_outcome_position_idx').on(table.outcomeId, table.position),
    check('goals_status', sql`${table.status} in (${oneOf(GOAL_STATUSES)})`),
  ],
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
    /** When `completed` last became true; null while not completed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    position: integer('position').notNull(),
    /** The user's local calendar date the tactic is due, if any. */
    dueDate: date('due_date', { mode: 'string' }),
    /** Null for a one-off tactic; otherwise it is checked in per day instead of completed. */
    repeat: jsonb('repeat').$type<Repeat>(),
    /** When the current repeat was set: the calendar feed starts a repeat without due date here. */
    repeatSetAt: timestamp('repeat_set_at', { withTimezone: true }),
    /**
     * A repeat's pauses, `{from, until}` local dates in order (docs/decisions/261): chosen by the
     * person, so stored; at most MAX_PAUSES_KEPT. Their days are neither kept nor missed.
     */
    pauses: jsonb('pauses')
      .$type<Pause[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Today's reminder moved to a later instant, `{date, until}` (docs/decisions/263): the day it
     * was snoozed on and the ISO instant it goes out at instead; null when not snoozed.
     */
    snooze: jsonb('snooze').$type<Snooze>(),
    planWhen: text('plan_when'),
    planThen: text('plan_then'),
    /** What the tactic really took and gave, recorded once done. */
    actualEffort: smallint('actual_effort'),
    actualImpact: smallint('actual_impact'),
    /** An https link to a resource, and the id of the Explore resource it came from. */
    link: text('link'),
    resourceId: text('resource_id'),
    /** A reminder's time of day, "HH:MM", in the owner's time zone; null for none. */
    remindAt: text('remind_at'),
    /** The tactic's sub-steps in order, each { id, title, done }; written as a whole list. */
    steps: jsonb('steps').$type<Step[]>().notNull().default([]),
    /** A note on the last completion of a one-off; cleared when it is reopened. */
    completionNote: text('completion_note'),
    ...timestamps,
  },
  (table) => [
    index('tactics_goal_position_idx').on(table.goalId, table.position),
    check('tactics_effort_range', sql`${table.effort} between ${ratingRange}`),
    check('tactics_impact_range', sql`${table.impact} between ${ratingRange}`),
    check('tactics_actual_effort_range', sql`${table.actualEffort} between ${ratingRange}`),
    check('tactics_actual_impact_range', sql`${table.actualImpact} between ${ratingRange}`),
    check('tactics_remind_at_time', sql`${table.remindAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    // An if-then plan has both parts or none.
    check('tactics_plan_whole', sql`(${table.planWhen} is null) = (${table.planThen} is null)`),
  ],
);

/** One row per repeating tactic and local date the user checked in. */
export const checkIns = pgTable(
  'check_ins',
  {
    tacticId: uuid('tactic_id')
      .notNull()
      .references(() => tactics.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tacticId, table.date] })],
);

/**
 * The note of a check-in since unticked, kept so that ticking the same day again brings it back
 * (docs/product.md, Notes): one row per tactic and date, never beside a check-in of that day.
 */
export const uncheckedNotes = pgTable(
  'unchecked_notes',
  {
    tacticId: uuid('tactic_id')
      .notNull()
      .references(() => tactics.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tacticId, table.date] })],
);

/** One weekly review per user and week (docs/product.md, "Weekly review"). */
export const reviews = pgTable(
  'reviews',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday that starts the reviewed week. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    wentWell: text('went_well').notNull().default(''),
    gotInTheWay: text('got_in_the_way').notNull().default(''),
    changeNext: text('change_next').notNull().default(''),
    /** The week's figures as they were when the review was saved. */
    figures: jsonb('figures').$type<WeekFigures>().notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);

/** One logged value per measured goal and local date (docs/product.md, "Measures and pace"). */
export const measurements = pgTable(
  'measurements',
  {
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    note: text('note'),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.goalId, table.date] })],
);

/**
 * Rate-limit counters shared by every instance on one PostgreSQL: one row per key (a user's
 * writes) and one-minute window. See docs/decisions/033-shared-rate-limits.md.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * An invitation to follow one outcome read-only (docs/product.md, "Partners"). Only the hash of
 * its token is stored: the link itself is the credential. Kept after use, expiry or revocation so
 * that an old link can say plainly why it no longer works.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outcomeId: uuid('outcome_id')
      .notNull()
      .references(() => outcomes.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('invitations_outcome_idx').on(table.outcomeId),
    check('invitations_status', sql`${table.status} in (${oneOf(INVITATION_STATUSES)})`),
  ],
);

/** A person following someone else's outcome, read-only; removed by either of them. */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outcomeId: uuid('outcome_id')
      .notNull()
      .references(() => outcomes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The partner's access level, a key of the grants table in db/access.ts, which alone says
     * what it allows (docs/decisions/130); a level it does not know allows nothing.
     */
    level: text('level').notNull().default('viewer'),
    /** The owner no longer sees this partner's cheers. */
    muted: boolean('muted').notNull().default(false),
    /** The owner's week, on the first day of the partner's week (docs/decisions/281). */
    weekly: text('weekly', { enum: LOOP_CHANNELS }).notNull().default('off'),
    /** A nudge when the owner checks in (and misses twice, when the owner allows it). */
    nudges: text('nudges', { enum: LOOP_CHANNELS }).notNull().default('off'),
    ...timestamps,
  },
  (table) => [
    check('partners_weekly', sql`${table.weekly} in (${oneOf(LOOP_CHANNELS)})`),
    check('partners_nudges', sql`${table.nudges} in (${oneOf(LOOP_CHANNELS)})`),
    unique('partners_outcome_user_unique').on(table.outcomeId, table.userId),
    index('partners_user_idx').on(table.userId),
  ],
);

/** A short encouragement a partner sent the owner of an outcome they follow. */
export const cheers = pgTable(
  'cheers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The partnership it came through: removing the partner removes their cheers. */
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Set when the owner dismisses it from Today. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    /** The owner's one-line answer, shown to the partner in their view (docs/product.md, Partners). */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cheers_partner_created_idx').on(table.partnerId, table.createdAt)],
);

/**
 * One browser's Web Push subscription (docs/product.md, "Reminders"): per device, never exported.
 * The endpoint is unique: a device that changes hands moves to whoever subscribed it last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's ECDH P-256 public key and auth secret, base64url, as it gave them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /**
     * When the person was told by email that this device stopped receiving; cleared when a push
     * reaches it again. Set by one conditional update: told once across instances
     * (docs/decisions/280).
     */
    staleToldAt: timestamp('stale_told_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * A reminder claimed for one tactic, local date and device before it is sent: the primary key
 * makes every server instance send it at most once (docs/decisions/151).
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    tacticId: uuid('tactic_id')
      .notNull()
      .references(() => tactics.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /**
     * '' for the day's reminder at its own time; a snoozed one's `until`, so each snooze sends
     * once more, once (docs/decisions/263).
     */
    snoozed: text('snoozed').notNull().default(''),
    /** sent: on time; late: within the hour after; skipped: too late, never sent. */
    outcome: text('outcome', { enum: REMINDER_OUTCOMES }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tacticId, table.date, table.subscriptionId, table.snoozed] }),
    index('reminder_deliveries_claimed_idx').on(table.claimedAt),
    check('reminder_deliveries_outcome', sql`${table.outcome} in (${oneOf(REMINDER_OUTCOMES)})`),
  ],
);

/**
 * How one reminder went on one channel and device (docs/decisions/280): written by the instance
 * that claimed it, kept 14 days for Account's "Delivery" section. A device removed later leaves
 * its rows, without the device.
 */
export const reminderReceipts = pgTable(
  'reminder_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tacticId: uuid('tactic_id')
      .notNull()
      .references(() => tactics.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    channel: text('channel', { enum: RECEIPT_CHANNELS }).notNull(),
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** The push service's host, or '' for email: what names the device on Account. */
    device: text('device').notNull(),
    status: text('status', { enum: RECEIPT_STATUSES }).notNull(),
    /** Why it failed, e.g. "410 gone" or "SMTP: connection refused". */
    reason: text('reason'),
    /** An email sent because the push to a device failed. */
    fellBack: boolean('fell_back').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('reminder_receipts_user_sent_idx').on(table.userId, table.sentAt),
    index('reminder_receipts_subscription_idx').on(table.subscriptionId, table.sentAt),
    check('reminder_receipts_channel', sql`${table.channel} in (${oneOf(RECEIPT_CHANNELS)})`),
    check('reminder_receipts_status', sql`${table.status} in (${oneOf(RECEIPT_STATUSES)})`),
  ],
);

/**
 * An email claimed for one person and occasion before it is sent ("reminder <tactic> <date>",
 * "digest <week start>"): the primary key makes every instance send it at most once
 * (docs/decisions/151, docs/decisions/270).
 */
export const mailClaims = pgTable(
  'mail_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occasion: text('occasion').notNull(),
    /** sent, late, skipped (as reminders), or failed: the SMTP server refused it. */
    outcome: text('outcome').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.occasion] }),
    index('mail_claims_claimed_idx').on(table.claimedAt),
  ],
);
