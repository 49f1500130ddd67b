import { z } from 'zod';
import { RESOURCE_ID_PATTERN } from './categories.ts';
import {
  PLAN_CHARACTERS,
  PLAN_PART_REQUIRED,
  PLAN_PART_TOO_LONG,
  type IfThenPlan,
} from './if-then.ts';
import {
  CHECK_IN_MAX_DAYS_AHEAD,
  HISTORY_PAGE_DEFAULT,
  HISTORY_PAGE_MAX,
  MAX_STEPS_PER_TACTIC,
  MEASURE_UNIT_MAX_LENGTH,
  MEASURE_VALUE_MAX,
  NOTE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  STEP_TITLE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './limits.ts';
import { MEASURE_MESSAGES } from './measure-checks.ts';
import { withAllowedCharacters } from './free-text.ts';
import type { Measure } from './measure.ts';
import type { RhythmBefore } from './rhythm.ts';
import { remindAtSchema, timeZoneSchema } from './reminders.ts';
import {
  addDays,
  EARLIEST_PLAN_DATE,
  isPlanDate,
  LATEST_PLAN_DATE,
  REPEAT_LIMITS,
  WEEK_STARTS,
  WEEKDAYS,
  type LocalDate,
  type Repeat,
  type Weekday,
} from './schedule.ts';
import { DAY_SETTINGS_MESSAGES, isDayStart, LATEST_DAY_START } from './day-settings.ts';
import { LOCALE_MESSAGE, LOCALES, type Locale } from './i18n/locales.ts';
import { characterMessages, hasVisibleText, TITLE_REQUIRED, TITLE_TOO_LONG } from './titles.ts';

export { isStorableText } from './titles.ts';
export { LIMIT_MESSAGES } from './limits.ts';
export { DAY_SETTINGS_MESSAGES } from './day-settings.ts';
export { ifThenSentence, type IfThenPlan } from './if-then.ts';

/** A trimmed title of 1 to TITLE_MAX_LENGTH characters: the rule of titles.ts, for the API. */
export const titleSchema = (requiredMessage: string) =>
  withAllowedCharacters(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(TITLE_MAX_LENGTH, TITLE_TOO_LONG),
    characterMessages('Titles'),
  ).refine(hasVisibleText, requiredMessage);

export const outcomeTitleSchema = titleSchema(TITLE_REQUIRED.outcome);
export const goalTitleSchema = titleSchema(TITLE_REQUIRED.goal);
export const tacticTitleSchema = titleSchema(TITLE_REQUIRED.tactic);

export const ratingSchema = z
  .number()
  .int(`Ratings are whole numbers from ${RATING_MIN} to ${RATING_MAX}`)
  .min(RATING_MIN, `Ratings are whole numbers from ${RATING_MIN} to ${RATING_MAX}`)
  .max(RATING_MAX, `Ratings are whole numbers from ${RATING_MIN} to ${RATING_MAX}`);

export const idSchema = z.uuid();

/** Where a row stands in its list, counted from 0; the form that sends it decides the order. */
export const POSITION_MAX = 100_000;
export const positionSchema = z
  .number({ error: `Positions are whole numbers from 0 to ${POSITION_MAX}` })
  .int(`Positions are whole numbers from 0 to ${POSITION_MAX}`)
  .min(0, `Positions are whole numbers from 0 to ${POSITION_MAX}`)
  .max(POSITION_MAX, `Positions are whole numbers from 0 to ${POSITION_MAX}`);

/** An outcome is worked on (active), reached (achieved) or put away (archived). */
export const OUTCOME_STATUSES = ['active', 'achieved', 'archived'] as const;
export const outcomeStatusSchema = z.enum(OUTCOME_STATUSES, {
  error: `Outcome status is ${OUTCOME_STATUSES.join(', ')}`,
});
export const GOAL_STATUSES = ['active', 'achieved'] as const;
export const goalStatusSchema = z.enum(GOAL_STATUSES, {
  error: `Goal status is ${GOAL_STATUSES.join(' or ')}`,
});

/** The title of the outcome a plan starts in, when a goal is added before any outcome exists. */
export const DEFAULT_OUTCOME_TITLE = 'My plan';

export const LOCAL_DATE_MESSAGE = `Dates must be real calendar dates from ${EARLIEST_PLAN_DATE} to ${LATEST_PLAN_DATE}, written YYYY-MM-DD`;

/** A local calendar date "YYYY-MM-DD", as the user's device names it (docs/product.md). */
export const localDateSchema = z
  .string({ error: LOCAL_DATE_MESSAGE })
  .refine(isPlanDate, LOCAL_DATE_MESSAGE);

const byWeekOrder = (days: Weekday[]) =>
  [...days].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));

/** A whole number from `min` to `max`, or the given message. */
const countIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const { timesPerWeek, everyNDays, monthly } = REPEAT_LIMITS;

/** The API's answers to scheduling mistakes, shared so the client can recognise them. */
export const SCHEDULE_MESSAGES = {
  futureCheckIn: 'You can check in at most one day ahead',
  checkInNeedsRepeat: 'Only repeating tactics are checked in; mark this one done instead',
  completedNeedsNoRepeat: 'A repeating tactic is checked in each day, never marked done',
  repeatShape:
    'Repeat is null, {"frequency":"daily"}, {"frequency":"weekly","days":[...]}, ' +
    '{"frequency":"timesPerWeek","times":N}, {"frequency":"everyNDays","interval":N,"anchor":"YYYY-MM-DD"} ' +
    'or {"frequency":"monthly","day":N}',
} as const;

/**
 * Daily; weekly on one or more distinct days (they come back in week order, Monday first); N times
 * a week on any days; every N days from an anchor date; or monthly on a day of the month
 * (docs/product.md, "Scheduling").
 */
export const repeatSchema = z.discriminatedUnion(
  'frequency',
  [
    z.strictObject({ frequency: z.literal('daily') }),
    z.strictObject({
      frequency: z.literal('weekly'),
      days: z
        .array(z.enum(WEEKDAYS, { error: `Days are ${WEEKDAYS.join(', ')}` }), {
          error: 'Choose the days of a weekly repeat',
        })
        .min(1, 'Choose at least one day for a weekly repeat')
        .refine((days) => new Set(days).size === days.length, 'Each day can be chosen only once')
        .transform(byWeekOrder),
    }),
    z.strictObject({
      frequency: z.literal('timesPerWeek'),
      times: countIn(
        timesPerWeek.min,
        timesPerWeek.max,
        `Times a week is a whole number from ${timesPerWeek.min} to ${timesPerWeek.max}`,
      ),
    }),
    z.strictObject({
      frequency: z.literal('everyNDays'),
      interval: countIn(
        everyNDays.min,
        everyNDays.max,
        `Every N days takes a whole number of days from ${everyNDays.min} to ${everyNDays.max}`,
      ),
      anchor: localDateSchema,
    }),
    z.strictObject({
      frequency: z.literal('monthly'),
      day: countIn(
        monthly.min,
        monthly.max,
        `A monthly repeat's day is a whole number from ${monthly.min} to ${monthly.max}`,
      ),
    }),
  ],
  {
    error: SCHEDULE_MESSAGES.repeatShape,
  },
) satisfies z.ZodType<Repeat>;

/** One part of an if-then plan: trimmed, 1 to TITLE_MAX_LENGTH characters, like a title. */
const planPartSchema = (requiredMessage: string) =>
  withAllowedCharacters(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(TITLE_MAX_LENGTH, PLAN_PART_TOO_LONG),
    PLAN_CHARACTERS,
  );

/** An implementation intention (if-then.ts has the rule in plain code for the browser). */
export const ifThenPlanSchema = z.strictObject(
  {
    when: planPartSchema(PLAN_PART_REQUIRED.when),
    then: planPartSchema(PLAN_PART_REQUIRED.then),
  },
  { error: 'A plan is {"when": "...", "then": "..."} or null' },
) satisfies z.ZodType<IfThenPlan>;

export const LINK_MAX_LENGTH = 2048;
export const LINK_MESSAGE = 'Links must be web addresses starting with https://';

/** An absolute https URL with a host, and no spaces or control characters the parser would drop. */
export function isHttpsUrl(value: string): boolean {
  if (/[\s\p{Cc}]/u.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '';
}

export const linkSchema = z
  .string({ error: LINK_MESSAGE })
  .max(LINK_MAX_LENGTH, `Links can be at most ${LINK_MAX_LENGTH} characters`)
  .refine(isHttpsUrl, LINK_MESSAGE);

/** The id of an Explore resource the tactic came from. */
export const resourceIdSchema = z
  .string({ error: 'Resource ids are short slugs of lowercase letters, digits and dashes' })
  .regex(
    RESOURCE_ID_PATTERN,
    'Resource ids are short slugs of lowercase letters, digits and dashes',
  );

export { MEASURE_MESSAGES } from './measure-checks.ts';

/** A finite number within ±MEASURE_VALUE_MAX. */
export const measureValueSchema = z
  .number({ error: MEASURE_MESSAGES.value })
  .min(-MEASURE_VALUE_MAX, MEASURE_MESSAGES.value)
  .max(MEASURE_VALUE_MAX, MEASURE_MESSAGES.value);

/** What a goal is measured in; the direction must agree with start and target. */
export const measureSchema = z
  .strictObject(
    {
      unit: withAllowedCharacters(
        z
          .string({ error: MEASURE_MESSAGES.unit })
          .trim()
          .max(MEASURE_UNIT_MAX_LENGTH, MEASURE_MESSAGES.unit),
        characterMessages('Units'),
      ),
      start: measureValueSchema,
      target: measureValueSchema,
      direction: z.enum(['increase', 'decrease'], { error: MEASURE_MESSAGES.direction }),
    },
    { error: MEASURE_MESSAGES.shape },
  )
  .check((context) => {
    const { start, target, direction } = context.value;
    const agrees = direction === 'increase' ? target > start : target < start;
    if (!agrees) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        path: ['target'],
        message: MEASURE_MESSAGES[direction],
      });
    }
  }) satisfies z.ZodType<Measure>;

/** An optional note of up to NOTE_MAX_LENGTH characters; blank is no note (null). */
export const noteSchema = withAllowedCharacters(
  z.string({ error: MEASURE_MESSAGES.note }).trim().max(NOTE_MAX_LENGTH, MEASURE_MESSAGES.note),
  characterMessages('Notes'),
)
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const stepSchema = z.strictObject({
  /** Chosen by the client, so that sending the list again changes nothing. */
  id: idSchema,
  title: withAllowedCharacters(
    z
      .string({ error: MEASURE_MESSAGES.stepTitle })
      .trim()
      .min(1, MEASURE_MESSAGES.stepTitle)
      .max(STEP_TITLE_MAX_LENGTH, MEASURE_MESSAGES.stepTitleLong),
    characterMessages('Titles'),
  ).refine(hasVisibleText, MEASURE_MESSAGES.stepTitle),
  done: z.boolean({ error: 'A step is done (true) or not (false)' }),
});

export const stepsSchema = z
  .array(stepSchema, { error: 'Steps are a list of {"id", "title", "done"}' })
  .max(MAX_STEPS_PER_TACTIC, MEASURE_MESSAGES.steps)
  .refine(
    (steps) => new Set(steps.map(({ id }) => id)).size === steps.length,
    MEASURE_MESSAGES.stepIds,
  );

export const measurementBodySchema = z.strictObject({
  value: measureValueSchema,
  note: noteSchema.optional(),
});

export const checkInBodySchema = z.strictObject({ note: noteSchema.optional() }).nullish();

/** The language the person chose on Account: emails and pushes are written in it. */
export const localeSchema = z
  .enum(Object.keys(LOCALES) as [Locale, ...Locale[]], { error: LOCALE_MESSAGE })
  .describe('The person’s language (docs/decisions/291-momentum-in-your-language.md)');

// Requests. `strictObject` refuses unknown fields instead of silently dropping them.
export const createUserSchema = z.strictObject({
  email: z.email().max(320),
  displayName: withAllowedCharacters(
    z.string().trim().max(TITLE_MAX_LENGTH),
    characterMessages('Names'),
  )
    .nullable()
    .optional(),
  /** The browser's time zone; kept only when none is stored yet (Account changes it). */
  timeZone: timeZoneSchema.optional(),
  /** The language the page shows (the browser's); kept only when none is stored yet. */
  locale: localeSchema.optional(),
});

const someField = {
  check: (body: object) => Object.values(body).some((value) => value !== undefined),
  message: 'Nothing to update',
};

/**
 * When the person's day starts and the day their week starts on (docs/product.md, "Your day,
 * your week"; docs/decisions/262-your-day-your-week.md): the one check of both, for the API and
 * the Account page alike.
 */
export const daySettingsSchema = z.strictObject({
  dayStartsAt: z
    .string({ error: DAY_SETTINGS_MESSAGES.dayStartsAt })
    .refine(isDayStart, DAY_SETTINGS_MESSAGES.dayStartsAt)
    .describe(`When the person's day starts, HH:MM from 00:00 to ${LATEST_DAY_START}`),
  weekStartsOn: z
    .enum(WEEK_STARTS, { error: DAY_SETTINGS_MESSAGES.weekStartsOn })
    .describe('The first day of the person’s week'),
});

/**
 * Account: the time zone reminders are read in, when the day starts, the week's first day, the
 * language.
 */
export const updateMeSchema = z
  .strictObject({
    timeZone: timeZoneSchema.optional(),
    ...daySettingsSchema.partial().shape,
    locale: localeSchema.optional(),
  })
  .refine(someField.check, { message: someField.message });

export const createOutcomeSchema = z.strictObject({ title: outcomeTitleSchema });
export const updateOutcomeSchema = z
  .strictObject({
    title: outcomeTitleSchema.optional(),
    status: outcomeStatusSchema.optional(),
    position: positionSchema.optional(),
  })
  .refine(someField.check, { message: someField.message });

export const createGoalSchema = z.strictObject({
  title: goalTitleSchema,
  /** The outcome to add to; the caller's first active outcome when left out. */
  outcomeId: idSchema.optional(),
  /** Where the form shows it; after the outcome's last goal when left out. */
  position: positionSchema.optional(),
});
export const updateGoalSchema = z
  .strictObject({
    title: goalTitleSchema.optional(),
    targetDate: localDateSchema.nullable().optional(),
    status: goalStatusSchema.optional(),
    /** Moves the goal, with its tactics, to another of the caller's outcomes. */
    outcomeId: idSchema.optional(),
    position: positionSchema.optional(),
    /** What the goal is measured in (docs/product.md, "Measures and pace"); null removes it. */
    measure: measureSchema.nullable().optional(),
  })
  .refine(someField.check, { message: someField.message });

export const createTacticSchema = z.strictObject({
  /** Chosen by the client so that a retried POST finds the tactic it already made (docs/product.md). */
  id: idSchema.optional(),
  goalId: idSchema,
  title: tacticTitleSchema,
  /** Where the form shows it; after the goal's last tactic when left out. */
  position: positionSchema.optional(),
  /** Starting ratings, e.g. a tactic idea's suggestion. */
  effort: ratingSchema.optional(),
  impact: ratingSchema.optional(),
  link: linkSchema.nullable().optional(),
  resourceId: resourceIdSchema.nullable().optional(),
});

export const updateTacticSchema = z
  .strictObject({
    title: tacticTitleSchema.optional(),
    effort: ratingSchema.optional(),
    impact: ratingSchema.optional(),
    completed: z.boolean().optional(),
    dueDate: localDateSchema.nullable().optional(),
    repeat: repeatSchema.nullable().optional(),
    plan: ifThenPlanSchema.nullable().optional(),
    actualEffort: ratingSchema.nullable().optional(),
    actualImpact: ratingSchema.nullable().optional(),
    link: linkSchema.nullable().optional(),
    resourceId: resourceIdSchema.nullable().optional(),
    remindAt: remindAtSchema.nullable().optional(),
    steps: stepsSchema.optional(),
    /** Why a one-off went as it did; cleared when it is reopened. */
    completionNote: noteSchema.optional(),
  })
  .refine(someField.check, { message: someField.message });

/** A row named in the path; an id that is not one of the caller's rows answers 404. */
export const rowParamsSchema = z.object({ id: z.string().describe('The row’s id (a UUID)') });

export const checkInParamsSchema = rowParamsSchema.extend({
  date: localDateSchema.describe('The local date checked in, YYYY-MM-DD'),
});

/** GET /api/tactics/{id}/history: a page of check-ins, newest first, all of them before `before`. */
const HISTORY_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}`;
export const tacticHistoryQuerySchema = z.strictObject({
  before: localDateSchema
    .optional()
    .describe('Only check-ins before this local date (the `nextBefore` of the previous page)'),
  limit: z.coerce
    .number({ error: HISTORY_LIMIT_MESSAGE })
    .int({ error: HISTORY_LIMIT_MESSAGE })
    .min(1, { error: HISTORY_LIMIT_MESSAGE })
    .max(HISTORY_PAGE_MAX, { error: HISTORY_LIMIT_MESSAGE })
    .default(HISTORY_PAGE_DEFAULT)
    .describe('Check-ins per page'),
});
export type TacticHistoryQuery = z.infer<typeof tacticHistoryQuerySchema>;

export const measurementParamsSchema = rowParamsSchema.extend({
  date: localDateSchema.describe('The local date of the value, YYYY-MM-DD'),
});

// Responses.
export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  displayName: z.string().nullable(),
  /** IANA time zone name, or null until the browser or Account sets it. */
  timeZone: z.string().nullable(),
  ...daySettingsSchema.shape,
  /** The person's language, or null until chosen (the browser's then stands). */
  locale: localeSchema.nullable(),
});

/** ISO 8601 instants in answers. */
const instantAnswer = z.string();

export const outcomeSchema = z.object({
  id: idSchema,
  title: z.string(),
  status: outcomeStatusSchema,
  position: z.number().int(),
  createdAt: instantAnswer,
  /** When the status last changed; the creation time until then. */
  statusChangedAt: instantAnswer,
});

export const goalSchema = z.object({
  id: idSchema,
  title: z.string(),
  outcomeId: idSchema,
  /** The local date the goal should be reached by, or null. */
  targetDate: localDateSchema.nullable(),
  status: goalStatusSchema,
  /** When the status last changed (when it was achieved); the creation time until then. */
  statusChangedAt: instantAnswer,
  /** What the goal is measured in, or null when it has no measure. */
  measure: measureSchema.nullable(),
});

export const measurementSchema = z.object({
  date: localDateSchema,
  value: z.number(),
  note: z.string().nullable(),
});

/** A pause as the API answers it: both days included. */
export const pauseAnswerSchema = z.object({ from: localDateSchema, until: localDateSchema });

/** PUT /api/tactics/{id}/pause: the days to pause (docs/product.md, "Pauses and the way back"). */
export const pauseBodySchema = z.strictObject({
  from: localDateSchema.describe('The first day paused: the person’s today'),
  until: localDateSchema.describe('The last day paused, included: 6 days later for a week'),
});

/** The answer to a pause or a resume: the tactic's pauses now. */
export const pausesAnswerSchema = z.object({ pauses: z.array(pauseAnswerSchema) });

/** A snoozed reminder as the API answers it (docs/product.md, "Snooze and the order of the day"). */
export const snoozeAnswerSchema = z.object({
  date: localDateSchema,
  until: z.iso.datetime({ offset: true }),
});

/** PUT /api/tactics/{id}/snooze: today's reminder moved to a later instant. */
export const snoozeBodySchema = z.strictObject({
  date: localDateSchema.describe('The day whose reminder is snoozed: the person’s today'),
  until: z.iso
    .datetime({
      offset: true,
      error: 'A snooze ends at an ISO 8601 instant, e.g. 2026-12-02T19:00:00Z',
    })
    .describe('When the reminder goes out instead: an ISO 8601 instant'),
});

/** The answer to a snooze or its undoing: the tactic's snooze now, or null. */
export const snoozeStateSchema = z.object({ snooze: snoozeAnswerSchema.nullable() });

const streakSchema = z.object({
  count: z.number().int(),
  unit: z.enum(['day', 'week', 'month', 'occurrence']),
});

/**
 * A repeat's rhythm before the check-ins a read carries (`RhythmBefore` in rhythm.ts,
 * docs/decisions/180-history-on-demand.md).
 */
export const rhythmBeforeSchema = z
  .object({
    from: localDateSchema.describe(
      'The first day of the check-ins sent (a first day of the person’s week); those before it are summed up here',
    ),
    streak: streakSchema.describe('The streak the check-ins before `from` had built'),
    best: streakSchema.describe('The longest streak among them'),
    restDays: z.number().int().describe('Rest days banked on the day before `from`, 0 to 2'),
    towardRest: z
      .number()
      .int()
      .describe('Check-ins counted toward the next rest day (one comes every 7)'),
    missedInARow: z
      .number()
      .int()
      .describe('The periods just before `from` missed in a row, 0 to 2 (the Comeback card)'),
  })
  .describe(
    'Only in the reads that send a window of check-ins (`include=today`, `checkIns=recent`), and ' +
      'only when check-ins before it count: the streak, best streak and rest days they add up ' +
      'to, walked by the same rule (docs/product.md, Streaks). The current streak is this walked on ' +
      'over `checkIns`, so a streak of a year shows whole while only weeks are sent.',
  ) satisfies z.ZodType<RhythmBefore>;

export const tacticSchema = z.object({
  id: idSchema,
  goalId: idSchema,
  title: z.string(),
  effort: ratingSchema.nullable(),
  impact: ratingSchema.nullable(),
  completed: z.boolean(),
  /** ISO 8601 instant when it was last completed; null while not completed. */
  completedAt: z.string().nullable(),
  dueDate: localDateSchema.nullable(),
  repeat: repeatSchema.nullable(),
  /**
   * ISO 8601 instant the repeat was set or last changed; null without a repeat. Its local date is
   * the repeat's first day when it has no due date (`occursOn` in schedule.ts).
   */
  repeatSetAt: z.string().nullable(),
  /** A repeat's pauses, oldest first: their days are neither kept nor missed (docs/product.md). */
  pauses: z.array(pauseAnswerSchema),
  /** Today's reminder moved to a later instant, or null (docs/product.md, "Snooze ..."). */
  snooze: snoozeAnswerSchema.nullable(),
  /**
   * Local dates checked in, ascending: the last CHECK_IN_HISTORY_DAYS days, and before them the
   * unbroken run a streak may count; in the reads that sum that run up (`rhythmBefore`), only
   * those from its `from` on. Older ones: GET /api/tactics/{id}/history.
   */
  checkIns: z.array(localDateSchema),
  rhythmBefore: rhythmBeforeSchema.optional(),
  plan: ifThenPlanSchema.nullable(),
  actualEffort: ratingSchema.nullable(),
  actualImpact: ratingSchema.nullable(),
  link: z.string().nullable(),
  resourceId: z.string().nullable(),
  /** A reminder's time of day, "HH:MM", in the person's time zone; null for none. */
  remindAt: remindAtSchema.nullable(),
  steps: z.array(stepSchema),
  completionNote: z.string().nullable(),
  /** The notes of the check-ins above that have one, by date. */
  checkInNotes: z.array(z.object({ date: localDateSchema, note: z.string() })),
});

export const goalWithTacticsSchema = goalSchema.extend({
  tactics: z.array(tacticSchema),
  /** Logged values of at least the last MEASUREMENT_HISTORY_DAYS days, ascending by date. */
  measurements: z.array(measurementSchema),
});

/** GET /api/outcomes: every outcome, and the goals of the active ones in order with their tactics. */
export const outcomesSchema = z.object({
  outcomes: z.array(outcomeSchema),
  goals: z.array(goalWithTacticsSchema),
});

/**
 * GET /api/outcomes/{id}: one outcome of any status, with its goals and their tactics; its
 * tactics carry every check-in, not only the recent ones (an outcome's history counts them).
 */
export const outcomePlanSchema = outcomeSchema.extend({ goals: z.array(goalWithTacticsSchema) });

/**
 * A route's query string: only the parameters it names, each checked like a body field. An
 * unknown parameter, or one given twice (`?a=1&a=2` arrives as an array), is a 400, never
 * silently ignored (docs/decisions/070-hardening.md). The server's routes and the
 * shared reads' own schemas use it alike.
 */
export const querySchema = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown query parameter: ${issue.keys.join(', ')}`
        : undefined,
  });

/** What GET /api/outcomes's `include` can ask for (see outcomesQuerySchema). */
export const OUTCOME_READS = ['plan', 'list', 'today', 'review'] as const;

/** The API's answers to a query it cannot read (the reads' switches, keyed like every refusal). */
export const QUERY_MESSAGES = {
  checkIns: 'checkIns must be all or recent',
  include: `include must be one of ${OUTCOME_READS.join(', ')}`,
  todayNeeded:
    'today (the caller’s local date, YYYY-MM-DD) is required with include=today and include=review',
  shown: 'shown must be first or all',
  dryRun: 'dryRun is 1 or true (check the file, change nothing), or 0 or false',
} as const;

/**
 * GET /api/outcomes/{id}'s `checkIns`: `all`, the default, carries every check-in (an outcome's
 * history); `recent` the window the whole plan carries, the run before it summed up
 * (`rhythmBefore`), for the workflow steps (docs/decisions/250).
 */
export const outcomeQuerySchema = querySchema({
  checkIns: z
    .enum(['all', 'recent'], { error: QUERY_MESSAGES.checkIns })
    .default('all')
    .describe(
      'Every check-in of each tactic, or the recent ones with the streak before them summed up',
    ),
});

/**
 * GET /api/outcomes's `include`: what the read carries (docs/decisions/250). `plan`, the default,
 * is the whole plan as it always was, for clients that send no `include`; `list` the outcomes
 * with counts (the Outcomes page); `today` what Today shows on the caller's date `today`.
 */
export const outcomesQuerySchema = querySchema({
  include: z
    .enum(OUTCOME_READS, { error: QUERY_MESSAGES.include })
    .default('plan')
    .describe(
      'What the read carries: the whole plan, the outcome list, Today’s tactics, or the weekly review’s',
    ),
  today: localDateSchema
    .optional()
    .describe('The caller’s local date, for include=today and include=review'),
  shown: z
    .enum(['first', 'all'], { error: QUERY_MESSAGES.shown })
    .default('first')
    .describe(
      'With include=today or include=review: what the page shows first (the default), or ' +
        'everything it may show (docs/decisions/253, 256)',
    ),
}).refine(
  (query) => query.include === 'plan' || query.include === 'list' || query.today !== undefined,
  {
    error: QUERY_MESSAGES.todayNeeded,
    path: ['today'],
  },
);
export type OutcomesQuery = z.infer<typeof outcomesQuerySchema>;

/** GET /api/outcomes?include=list: every outcome with counts, and no goal or tactic. */
export const outcomeListSchema = z.object({
  outcomes: z.array(
    outcomeSchema.extend({
      /** Its goals, their tactics, and the tactics done. */
      counts: z.object({
        goals: z.number().int(),
        tactics: z.number().int(),
        done: z.number().int(),
      }),
    }),
  ),
});

/**
 * GET /api/outcomes?include=today: every outcome, and the goals of the active ones carrying only
 * the tactics Today lists on `today` (due, repeating and coming up: docs/product.md, Today), with
 * the figures the rest of the page shows computed by the server from every tactic. By default
 * only what the page shows first (`shownFirst`: every tactic due, done or repeating today, Coming
 * up's first occurrences, the goals Progress may show first) with `progress` of those goals; with
 * `shown=all` every goal and every Coming up tactic (docs/decisions/253).
 */
export const todayPlanSchema = outcomesSchema.extend({
  /** The date asked for: the figures below are of the weeks and days up to it. */
  today: localDateSchema,
  /** Tactics of the active outcomes in all, and those with a due date or a repeat. */
  tactics: z.object({ total: z.number().int(), scheduled: z.number().int() }),
  /** Per goal, in plan order: one-off tactics done of total, check-ins in the last 4 weeks. */
  progress: z.array(
    z.object({
      goalId: idSchema,
      done: z.number().int(),
      total: z.number().int(),
      checkIns: z.number().int(),
    }),
  ),
  /** Tactics done and check-ins per week, the last 8 weeks, oldest first. */
  activity: z.array(
    z.object({
      weekStart: localDateSchema,
      completions: z.number().int(),
      checkIns: z.number().int(),
    }),
  ),
  shown: z
    .object({
      all: z
        .boolean()
        .describe(
          'True when the read carries every goal and every Coming up tactic (shown=all); false ' +
            'when it carries what Today shows first (docs/decisions/253)',
        ),
      comingUp: z
        .number()
        .int()
        .describe('Coming up’s occurrences in the next 7 days, all of them, carried or not'),
      goals: z.number().int().describe('Goals of the active outcomes, all of them, carried or not'),
    })
    .describe('How much of what Today lists this read carries, and how many there are in all'),
});

/** One page of a tactic's check-ins, newest first. */
export const tacticHistorySchema = z.object({
  checkIns: z.array(z.object({ date: localDateSchema, note: z.string().nullable() })),
  /** Send as `before` for the next, older page; null when this page holds the oldest. */
  nextBefore: localDateSchema.nullable(),
});
export type TacticHistory = z.infer<typeof tacticHistorySchema>;

export const calendarStatusSchema = z.object({
  active: z.boolean(),
  /** When the current calendar link was made (ISO 8601), or null when there is none. */
  createdAt: z.string().nullable(),
});

export const calendarLinkSchema = z.object({ url: z.string() });

/** /api/health: "ok" with 200; "draining" or "unavailable" with 503. */
export const healthSchema = z.object({ status: z.enum(['ok', 'draining', 'unavailable']) });

/**
 * A message's catalogue id (`errors.…` in src/shared/i18n/en.json) and its placeholders' values,
 * when the server's English message is one the catalogue holds: the client shows it in the
 * person's language (docs/decisions/024-one-error-shape.md).
 */
const messageCode = {
  code: z
    .string()
    .optional()
    .describe('The message’s id in the catalogues, to show it in the person’s language'),
  values: z
    .record(z.string(), z.string())
    .optional()
    .describe('The values of the message’s placeholders, when it has some'),
};

export const errorBodySchema = z.object({
  message: z.string().describe('What went wrong, in English'),
  ...messageCode,
  issues: z
    .array(
      z.object({
        path: z.array(z.union([z.string(), z.number()])),
        message: z.string(),
      }),
    )
    .optional(),
});

export const clientConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.string().optional(),
  }),
  /** Set in local mode: the browser signs in against the Firebase Auth emulator at this URL. */
  authEmulatorUrl: z.string().nullable(),
});

export type CreateUser = z.infer<typeof createUserSchema>;
export type UpdateMe = z.infer<typeof updateMeSchema>;
export type OutcomeStatus = z.infer<typeof outcomeStatusSchema>;
export type GoalStatus = z.infer<typeof goalStatusSchema>;
export type CreateOutcome = z.infer<typeof createOutcomeSchema>;
export type UpdateOutcome = z.infer<typeof updateOutcomeSchema>;
export type Outcome = z.infer<typeof outcomeSchema>;
export type OutcomePlan = z.infer<typeof outcomePlanSchema>;
export type CreateGoal = z.infer<typeof createGoalSchema>;
export type UpdateGoal = z.infer<typeof updateGoalSchema>;
export type CreateTactic = z.infer<typeof createTacticSchema>;
export type UpdateTactic = z.infer<typeof updateTacticSchema>;
export type User = z.infer<typeof userSchema>;
export type Goal = z.infer<typeof goalSchema>;
export type Tactic = z.infer<typeof tacticSchema>;
export type Outcomes = z.infer<typeof outcomesSchema>;
export type OutcomeList = z.infer<typeof outcomeListSchema>;
export type TodayPlan = z.infer<typeof todayPlanSchema>;
export type CalendarStatus = z.infer<typeof calendarStatusSchema>;
export type CalendarLink = z.infer<typeof calendarLinkSchema>;
export type GoalWithTactics = z.infer<typeof goalWithTacticsSchema>;
export type Step = z.infer<typeof stepSchema>;
export type MeasurementBody = z.infer<typeof measurementBodySchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** Every field of a tactic just created from a goal id and title alone. */
export const blankTacticFields = (): Omit<Tactic, 'id' | 'goalId' | 'title'> => ({
  effort: null,
  impact: null,
  completed: false,
  completedAt: null,
  dueDate: null,
  repeat: null,
  repeatSetAt: null,
  pauses: [],
  snooze: null,
  checkIns: [],
  plan: null,
  actualEffort: null,
  actualImpact: null,
  link: null,
  resourceId: null,
  remindAt: null,
  steps: [],
  completionNote: null,
  checkInNotes: [],
});

/** The latest local date a check-in may name: the server's UTC date plus a day for time zones. */
export function latestCheckInDate(now: Date): LocalDate {
  return addDays(now.toISOString().slice(0, 10), CHECK_IN_MAX_DAYS_AHEAD);
}

/** The API's answers to changes an outcome's status does not allow (docs/product.md, Outcomes). */
export const OUTCOME_MESSAGES = {
  readOnly:
    'This outcome is achieved or archived, so its goals and tactics are read-only; restore it to change them',
  moveIntoClosed: 'Goals can only be added to or moved into an active outcome',
} as const;
