/** Product limits (docs/decisions/010-limits.md), shared by client and server. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Effort or impact not rated yet counts as this value (docs/product.md, Score and sort). */
export const RATING_DEFAULT = 1;
export const TITLE_MAX_LENGTH = 200;
/** Goals per outcome (each outcome is a plan of its own). */
export const MAX_GOALS_PER_OUTCOME = 50;
export const MAX_TACTICS_PER_GOAL = 50;
/** Outcomes a person works on at once; achieved and archived ones do not count. */
export const MAX_ACTIVE_OUTCOMES = 20;
/** Goals of the active outcomes at most: what a weekly review's figures may name (decision 254). */
export const MAX_ACTIVE_GOALS = MAX_ACTIVE_OUTCOMES * MAX_GOALS_PER_OUTCOME;
export const MAX_BODY_BYTES = 16 * 1024;
/** Writes allowed per user per minute before the API answers 429. */
export const WRITES_PER_MINUTE = 120;
/** Imports (dry runs included) allowed per user per minute before the API answers 429. */
export const IMPORTS_PER_MINUTE = 5;
/** API requests refused for missing or bad credentials, per client address per minute, before 429. */
export const REFUSED_SIGN_INS_PER_MINUTE = 30;
/** Check-ins may be recorded up to this many days after the server's UTC date (time zones). */
export const CHECK_IN_MAX_DAYS_AHEAD = 1;
/**
 * GET /api/outcomes returns each tactic's check-ins of the last 8 weeks (what Today, its chart and
 * the weekly review need), and before them only an unbroken run that a streak may still count
 * (docs/decisions/180-history-on-demand.md); the rest comes from GET /api/tactics/{id}/history.
 */
export const CHECK_IN_HISTORY_DAYS = 56;
/**
 * GET /api/outcomes?include=today carries 12 weeks of each listed tactic's check-ins (and the
 * run before them a streak may count): the weeks Today shows of a repeat, its heat map's
 * included (docs/decisions/250-each-screen-reads-what-it-shows.md).
 */
export const TODAY_CHECK_IN_DAYS = 84;
/**
 * GET /api/outcomes?include=review carries 2 weeks of each repeat's check-ins (and the run before
 * them summed up): the week the review looks back on and the 7 days it finds missed days in fall
 * within them (docs/decisions/250-each-screen-reads-what-it-shows.md).
 */
export const REVIEW_CHECK_IN_DAYS = 14;
/**
 * Check-ins further apart than this belong to no streak, whatever the repeat: a monthly one's are
 * up to 31 days apart and two banked rest days bridge two missed months more. Each repeat's own
 * reach is `streakMaxGapDays` (docs/decisions/260-a-rhythm-that-forgives.md).
 */
export const STREAK_MAX_GAP_DAYS = 93;
/** Entries of a tactic's history per page of GET /api/tactics/{id}/history, by default and at most. */
export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 400;
/** Calendar feed requests allowed per client address per minute (calendar apps poll hourly). */
export const FEED_REQUESTS_PER_MINUTE = 30;

/** What the API answers when a list is full; the client shows the same words. */
export const LIMIT_MESSAGES = {
  goals: `An outcome can have at most ${MAX_GOALS_PER_OUTCOME} goals`,
  outcomes: `You can have at most ${MAX_ACTIVE_OUTCOMES} active outcomes`,
  tactics: `A goal can have at most ${MAX_TACTICS_PER_GOAL} tactics`,
} as const;
/** An import file (a "Download my data" export) may be at most this many bytes (docs/product.md, Your data). */
export const MAX_IMPORT_BYTES = 1024 * 1024;

/** A goal's measure: its unit is free text of at most this many characters ("USD", "km"). */
export const MEASURE_UNIT_MAX_LENGTH = 20;
/** Start, target and logged values are finite numbers within ± this (docs/product.md, Limits). */
export const MEASURE_VALUE_MAX = 1_000_000_000_000;
/** GET /api/outcomes returns each goal's logged values of at least this many recent days. */
export const MEASUREMENT_HISTORY_DAYS = 366;
/** Notes on a logged value, a check-in or a completed one-off. */
export const NOTE_MAX_LENGTH = 280;
/** Sub-steps of one tactic, and the length of each step's title. */
export const MAX_STEPS_PER_TACTIC = 20;
export const STEP_TITLE_MAX_LENGTH = 120;

/** Devices (push subscriptions) one person may get reminders on (docs/product.md, "Reminders"). */
export const MAX_PUSH_DEVICES = 10;
/** A reminder sent this long or longer after its time says " (late)" (docs/product.md, "Reminders"). */
export const REMINDER_LATE_AFTER_MS = 2 * 60 * 1000;
/** A reminder not sent within this long after its time is skipped for good. */
export const REMINDER_SKIP_AFTER_MS = 60 * 60 * 1000;
