/**
 * The weekly review's API shapes (docs/product.md, "Weekly review"), apart from review.ts so
 * the browser's review code carries no zod.
 */
import { z } from 'zod';
import { withAllowedCharacters } from './free-text.ts';
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

/** One repeating tactic in a week: check-ins against the days it was scheduled on. */
export const weekRepeatSchema = z.object({
  title: z.string(),
  checkIns: z.number().int().min(0),
  scheduled: z.number().int().min(0),
});

/** What a week held for one goal, kept with the review as it was when saved. */
export const weekGoalSchema = z.object({
  title: z.string(),
  /** One-off tactics ticked done during the week. */
  done: z.number().int().min(0),
  repeats: z.array(weekRepeatSchema).max(200),
});

export const weekFiguresSchema = z.object({ goals: z.array(weekGoalSchema).max(200) });

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
