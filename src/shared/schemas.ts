import { z } from 'zod';
import {
  MAX_GOALS_PER_USER,
  MAX_TACTICS_PER_GOAL,
  RATING_MAX,
  RATING_MIN,
  TITLE_MAX_LENGTH,
} from './limits.ts';

/**
 * Text PostgreSQL can store as given: no NUL character (text columns refuse it) and no lone
 * UTF-16 surrogate (it cannot be encoded as UTF-8, so it would come back changed).
 */
export const isStorableText = (value: string) =>
  !value.includes('\u0000') && !/\p{Cs}/u.test(value);

/** Control characters (tabs and line breaks included): a title is one line of text. */
export const hasControlCharacters = (value: string) => /\p{Cc}/u.test(value);

/** Direction overrides and isolates can make a title display as something other than it is. */
export const hasDirectionOverrides = (value: string) => /[\u202A-\u202E\u2066-\u2069]/.test(value);

/** Only spaces and invisible characters (zero-width, fillers, blank braille): nothing to read. */
export const hasVisibleText = (value: string) =>
  /[^\p{Z}\p{Cf}\s\u115F\u1160\u3164\uFFA0\u2800]/u.test(value);

/** A trimmed title of 1 to TITLE_MAX_LENGTH characters; `requiredMessage` is the spec's wording. */
export const titleSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(TITLE_MAX_LENGTH, `Titles can be at most ${TITLE_MAX_LENGTH} characters`)
    .refine(isStorableText, 'Titles cannot contain invalid characters')
    .refine((value) => !hasControlCharacters(value), 'Titles cannot contain control characters')
    .refine(
      (value) => !hasDirectionOverrides(value),
      'Titles cannot contain text-direction override characters',
    )
    .refine(hasVisibleText, requiredMessage);

export const goalTitleSchema = titleSchema('Goal title is required');
export const tacticTitleSchema = titleSchema('Tactic is required');

export const ratingSchema = z
  .number()
  .int(`Ratings are whole numbers from ${RATING_MIN} to ${RATING_MAX}`)
  .min(RATING_MIN, `Ratings are whole numbers from ${RATING_MIN} to ${RATING_MAX}`)
  .max(RATING_MAX, `Ratings are whole numbers from ${RATING_MIN} to ${RATING_MAX}`);

export const idSchema = z.uuid();

// Requests. `strictObject` refuses unknown fields instead of silently dropping them.
export const createUserSchema = z.strictObject({
  email: z.email().max(320),
  displayName: z
    .string()
    .trim()
    .max(TITLE_MAX_LENGTH)
    .refine(isStorableText, 'Names cannot contain invalid characters')
    .nullable()
    .optional(),
});

export const createGoalSchema = z.strictObject({ title: goalTitleSchema });
export const updateGoalSchema = z.strictObject({ title: goalTitleSchema });

export const createTacticSchema = z.strictObject({
  goalId: idSchema,
  title: tacticTitleSchema,
});

export const updateTacticSchema = z
  .strictObject({
    title: tacticTitleSchema.optional(),
    effort: ratingSchema.optional(),
    impact: ratingSchema.optional(),
    completed: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });

// Responses.
export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  displayName: z.string().nullable(),
});

export const goalSchema = z.object({ id: idSchema, title: z.string() });

export const tacticSchema = z.object({
  id: idSchema,
  goalId: idSchema,
  title: z.string(),
  effort: ratingSchema.nullable(),
  impact: ratingSchema.nullable(),
  completed: z.boolean(),
});

export const outcomesSchema = z.object({
  goals: z.array(goalSchema.extend({ tactics: z.array(tacticSchema) })),
});

export const errorBodySchema = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
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
export type CreateGoal = z.infer<typeof createGoalSchema>;
export type UpdateGoal = z.infer<typeof updateGoalSchema>;
export type CreateTactic = z.infer<typeof createTacticSchema>;
export type UpdateTactic = z.infer<typeof updateTacticSchema>;
export type User = z.infer<typeof userSchema>;
export type Goal = z.infer<typeof goalSchema>;
export type Tactic = z.infer<typeof tacticSchema>;
export type Outcomes = z.infer<typeof outcomesSchema>;
export type GoalWithTactics = Outcomes['goals'][number];
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const LIMIT_MESSAGES = {
  goals: `You can have at most ${MAX_GOALS_PER_USER} goals`,
  tactics: `A goal can have at most ${MAX_TACTICS_PER_GOAL} tactics`,
} as const;
