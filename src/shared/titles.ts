/**
 * The rule of every free text (titles, if-then plans, display names; docs/decisions/010-limits.md)
 * as plain code, so the browser can check a form without shipping zod; the server's zod schemas
 * in schemas.ts are built from the same pieces.
 */
import { TITLE_MAX_LENGTH } from './limits.ts';

export const TITLE_REQUIRED = {
  outcome: 'Outcome title is required',
  goal: 'Goal title is required',
  tactic: 'Tactic is required',
} as const;
export const TITLE_TOO_LONG = `Titles can be at most ${TITLE_MAX_LENGTH} characters`;

/** What a text refused for its characters is told, naming the kind of text ('Titles'). */
export interface CharacterMessages {
  invalid: string;
  control: string;
  direction: string;
}
export const characterMessages = (texts: string): CharacterMessages => ({
  invalid: `${texts} cannot contain invalid characters`,
  control: `${texts} cannot contain control characters`,
  direction: `${texts} cannot contain text-direction override characters`,
});
const TITLE_CHARACTERS = characterMessages('Titles');
export const TITLE_INVALID = TITLE_CHARACTERS.invalid;
export const TITLE_CONTROL_CHARACTERS = TITLE_CHARACTERS.control;
export const TITLE_DIRECTION_OVERRIDES = TITLE_CHARACTERS.direction;

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

/**
 * The characters no free text may hold, in the order they are checked: text PostgreSQL cannot
 * store as given, control characters (every free text is one line), direction overrides.
 */
export function characterProblem(value: string, messages: CharacterMessages): string | undefined {
  if (!isStorableText(value)) return messages.invalid;
  if (hasControlCharacters(value)) return messages.control;
  if (hasDirectionOverrides(value)) return messages.direction;
  return undefined;
}

/**
 * What is wrong with a title once trimmed, in the API's words and the order its schema checks
 * them (schemas.ts); undefined when nothing is.
 */
export function titleProblem(value: string, requiredMessage: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return requiredMessage;
  if (trimmed.length > TITLE_MAX_LENGTH) return TITLE_TOO_LONG;
  const characters = characterProblem(trimmed, TITLE_CHARACTERS);
  if (characters) return characters;
  if (!hasVisibleText(trimmed)) return requiredMessage;
  return undefined;
}
