/**
 * The free-text rule of titles.ts as a zod refinement, for the API's schemas (schemas.ts,
 * reminders.ts, review.ts). Kept apart from titles.ts so the browser's form checks need no zod.
 */
import type { z } from 'zod';
import { characterProblem, type CharacterMessages } from './titles.ts';

/** Free text refused for its characters with one message: the rule of titles.ts, for the API. */
export const withAllowedCharacters = <T extends z.ZodType<string>>(
  schema: T,
  messages: CharacterMessages,
  /** Turns the value into what is checked; a multi-line text drops its line breaks here. */
  checked: (value: string) => string = (value) => value,
) =>
  schema.superRefine((value, ctx) => {
    const problem = characterProblem(checked(value), messages);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
