import { z } from 'zod';
import { RATING_MAX, RATING_MIN, TITLE_MAX_LENGTH } from './limits.ts';
import { isStorableText, TITLE_INVALID, TITLE_REQUIRED, TITLE_TOO_LONG } from './titles.ts';

export { isStorableText } from './titles.ts';
export { LIMIT_MESSAGES } from './limits.ts';

/** A trimmed title of 1 to TITLE_MAX_LENGTH characters: the rule of titles.ts, for the API. */
export const titleSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(TITLE_MAX_LENGTH, TITLE_TOO_LONG)
    .refine(isStorableText, TITLE_INVALID);

export const goalTitleSchema = titleSchema(TITLE_REQUIRED.goal);
export const tacticTitleSchema = titleSchema(TITLE_REQUIRED.tactic);

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
