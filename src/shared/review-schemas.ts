/**
 * The weekly review's API shapes (docs/product.md, "Weekly review"), apart from review.ts so
 * the browser's review code carries no zod.
 */
import { z } from 'zod';
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
  figures: weekFiguresSchema.default({ goals: [] }),
});

export const reviewSchema = z.object({
  weekStart: z.string(),
  wentWell: z.string(),
  gotInTheWay: z.string(),
  changeNext: z.string(),
  figures: weekFiguresSchema,
  /** ISO 8601 instant of the last save. */
  savedAt: z.string(),
});

export const reviewsSchema = z.object({ reviews: z.array(reviewSchema) });

// The plain types of review.ts are these shapes exactly.
weekFiguresSchema satisfies z.ZodType<WeekFigures>;
saveReviewSchema satisfies z.ZodType<Required<SaveReview>, SaveReview>;
reviewSchema satisfies z.ZodType<Review>;
