/**
 * The weekly review's API shapes (docs/product.md, "Weekly review"), apart from review.ts so
 * the browser's review code carries no zod.
 */
import { z } from 'zod';
import { localDateSchema, outcomesSchema, QUERY_MESSAGES, querySchema } from './schemas.ts';
import { withAllowedCharacters } from './free-text.ts';
import { MAX_ACTIVE_GOALS, MAX_TACTICS_PER_GOAL, TITLE_MAX_LENGTH } from './limits.ts';
import { TITLE_TOO_LONG } from './titles.ts';
import { WEEK_STARTS, type WeekStart } from './schedule.ts';
import {
  isWeekStart,
  REFLECTION_CHARACTERS,
  REFLECTION_MAX_LENGTH,
  REVIEW_MESSAGES,
  type Review,
  type SaveReview,
  type WeekFigures,
} from './review.ts';

/** An answer is the one free text that may run over lines: its line breaks pass the rule. */
const reflectionSchema = withAllowedCharacters(
  z
    .string({ error: REVIEW_MESSAGES.tooLong })
    .trim()
    .max(REFLECTION_MAX_LENGTH, REVIEW_MESSAGES.tooLong),
  REFLECTION_CHARACTERS,
  (value) => value.replace(/\r?\n/g, ' '),
);

/**
 * A review's key for a person whose week starts on `weekStartsOn`: the week's first day, so Monday
 * weeks keep the keys they always had (docs/decisions/262-your-day-your-week.md).
 */
export const weekStartFor = (weekStartsOn: WeekStart) =>
  z
    .string()
    .refine(
      (date) => isWeekStart(date, weekStartsOn),
      weekStartsOn === 'sunday' ? REVIEW_MESSAGES.notSunday : REVIEW_MESSAGES.notMonday,
    );

/** A review's key of either week start: what an export may hold, and the API describes. */
export const weekStartSchema = z
  .string()
  .refine(
    (date) => WEEK_STARTS.some((weekStartsOn) => isWeekStart(date, weekStartsOn)),
    REVIEW_MESSAGES.weekStart,
  )
  .describe(
    'The first day of the reviewed week, YYYY-MM-DD: its Monday, or its Sunday when the ' +
      'person’s week starts on Sunday (docs/decisions/262-your-day-your-week.md)',
  );

/**
 * A title as the plan held it when the review was saved. The figures are bounded by the plan's
 * limits, so a plan at its limits can be saved (docs/decisions/254-the-review-at-the-limits.md).
 */
const figuresTitleSchema = z.string().max(TITLE_MAX_LENGTH, TITLE_TOO_LONG);

/** One repeating tactic in a week: check-ins against the days it was scheduled on. */
export const weekRepeatSchema = z.object({
  title: figuresTitleSchema,
  checkIns: z.number().int().min(0),
  scheduled: z.number().int().min(0),
});

/** What a week held for one goal, kept with the review as it was when saved. */
export const weekGoalSchema = z.object({
  id: z
    .string()
    .max(64)
    .optional()
    .describe(
      'The goal’s id, in the review’s read and a save sent from it: the server completes the ' +
        'goals a save leaves out with its own figures (docs/decisions/256). Not kept',
    ),
  title: figuresTitleSchema,
  /** One-off tactics ticked done during the week. */
  done: z.number().int().min(0),
  repeats: z.array(weekRepeatSchema).max(MAX_TACTICS_PER_GOAL, REVIEW_MESSAGES.figuresRepeats),
});

export const weekFiguresSchema = z.object({
  goals: z.array(weekGoalSchema).max(MAX_ACTIVE_GOALS, REVIEW_MESSAGES.figuresGoals),
});

/** PUT /api/reviews/{weekStart}: the three answers (empty allowed) and the week's figures. */
export const saveReviewSchema = z.strictObject({
  wentWell: reflectionSchema.default(''),
  gotInTheWay: reflectionSchema.default(''),
  changeNext: reflectionSchema.default(''),
  figures: weekFiguresSchema
    .optional()
    .describe(
      'The week’s figures; those of some goals, named by id, are completed by the server ' +
        '(docs/decisions/256). Left out: the figures the week was saved with, else the ' +
        'server’s count of every goal (257)',
    ),
});

export const reviewSchema = z.object({
  weekStart: z.string(),
  wentWell: z.string(),
  gotInTheWay: z.string(),
  changeNext: z.string(),
  figures: weekFiguresSchema,
  /** ISO 8601 instant of the last save. */
  savedAt: z.string(),
  goalCount: z
    .number()
    .int()
    .optional()
    .describe(
      'With shown=first, when the figures were cut to Last week’s first REVIEW_SHOWN_FIRST: how ' +
        'many goals the saved figures hold (docs/decisions/257)',
    ),
});

export const reviewsSchema = z.object({ reviews: z.array(reviewSchema) });

/** GET /api/reviews: every saved review whole (the default, as before), or each as listed. */
export const reviewsQuerySchema = querySchema({
  shown: z
    .enum(['first', 'all'], { error: QUERY_MESSAGES.shown })
    .default('all')
    .describe(
      'first: each review’s figures cut to Last week’s first REVIEW_SHOWN_FIRST goals with ' +
        '`goalCount`, as Today and Past reviews list them; GET /api/reviews/{weekStart} reads ' +
        'one whole (docs/decisions/257)',
    ),
});

// The plain types of review.ts are these shapes exactly.
weekFiguresSchema satisfies z.ZodType<WeekFigures>;
saveReviewSchema satisfies z.ZodType<
  Required<Omit<SaveReview, 'figures'>> & Pick<SaveReview, 'figures'>,
  SaveReview
>;
reviewSchema satisfies z.ZodType<Review>;

/**
 * GET /api/outcomes?include=review: every outcome, the week's figures of every goal of the active
 * ones, worked out by the server (`weekFigures`), and the goals and tactics the weekly review shows
 * first (docs/decisions/250, 256). The selection the server reads (docs/decisions/250): every
 * repeat, with REVIEW_CHECK_IN_DAYS of check-ins and the run before them in `rhythmBefore`; the
 * one-offs done in or about the week looked back on; the overdue ones of goals not achieved; the
 * NEXT_WEEK_COUNT open one-offs the action plan ranks first; those with a check-in note in the
 * week. Of it the read carries by default what the page shows first (`reviewShown`: What
 * slipped's and Measures' first REVIEW_SHOWN_FIRST, Next week, the notes), and with `shown=all`
 * all of it, every goal of the active outcomes with its measure and logged values.
 */
export const reviewPlanSchema = outcomesSchema.extend({
  /** The date asked for. */
  today: localDateSchema,
  /** The first day of the week looked back on (`reviewedWeek`), in the person's week. */
  week: localDateSchema,
  /**
   * How far done tactics' actual effort and impact differed from their ratings, over every done
   * tactic of the active outcomes (`ratingEstimates`); null below three.
   */
  estimates: z
    .object({ count: z.number().int(), effortDelta: z.number(), impactDelta: z.number() })
    .nullable(),
  figures: weekFiguresSchema.describe(
    'The week looked back on, per goal of the active outcomes in plan order (`weekFigures`): ' +
      'one-offs done by the local date of their tick in the person’s time zone, each repeat’s ' +
      'check-ins of its scheduled days. With `shown=all` every goal; else Last week’s first ' +
      'REVIEW_SHOWN_FIRST (`inTheWeekFirst`) and the goals carried. What a review saves, the ' +
      'server completing the rest (docs/decisions/101, 256)',
  ),
  shown: z
    .object({
      all: z
        .boolean()
        .describe(
          'True when the read carries every goal and every tactic the review may show ' +
            '(shown=all); false when it carries what the page shows first (docs/decisions/256)',
        ),
      slipped: z.number().int().describe('What slipped, all of it, carried or not'),
      slippedLeftOut: z
        .number()
        .int()
        .describe('What slipped that this read does not carry (0 with shown=all)'),
      measured: z
        .number()
        .int()
        .describe('Measured goals of the active outcomes, all of them, carried or not'),
      goals: z
        .number()
        .int()
        .describe('Goals of the active outcomes, all of them, whose figures are carried or not'),
    })
    .describe('How much of what the review shows this read carries, and how many there are in all'),
});
export type ReviewPlan = z.infer<typeof reviewPlanSchema>;
