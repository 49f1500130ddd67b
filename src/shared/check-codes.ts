/**
 * The catalogue id of each message the page's own form checks give (titles, notes, measures,
 * steps, cheers, full lists). Those checks answer in the API's English words, which the server
 * sends too (docs/decisions/024-one-error-shape.md); the page shows them in the person's language
 * by their id, as it shows the server's keyed refusals
 * (docs/decisions/291-momentum-in-your-language.md).
 */
import type { MessageId } from './i18n/catalogue.ts';
import { LIMIT_MESSAGES } from './limits.ts';
import { MEASURE_MESSAGES } from './measure-checks.ts';
import { SHARING_MESSAGES } from './sharing.ts';
import { characterMessages, TITLE_REQUIRED, TITLE_TOO_LONG } from './titles.ts';

/** The kinds of text a character check names, and their ids' first word. */
const CHARACTER_KINDS = {
  Titles: 'titles',
  Notes: 'notes',
  Units: 'units',
  Names: 'names',
  Plans: 'plans',
};

function buildCodes(): Map<string, MessageId> {
  const codes = new Map<string, MessageId>([
    [TITLE_REQUIRED.outcome, 'errors.outcomeTitleRequired'],
    [TITLE_REQUIRED.goal, 'errors.goalTitleRequired'],
    [TITLE_REQUIRED.tactic, 'errors.tacticRequired'],
    [TITLE_TOO_LONG, 'errors.titleTooLong'],
    [LIMIT_MESSAGES.goals, 'errors.limitGoals'],
    [LIMIT_MESSAGES.outcomes, 'errors.limitOutcomes'],
    [LIMIT_MESSAGES.tactics, 'errors.limitTactics'],
    [MEASURE_MESSAGES.value, 'errors.measureValue'],
    [MEASURE_MESSAGES.unit, 'errors.measureUnit'],
    [MEASURE_MESSAGES.increase, 'errors.measureIncrease'],
    [MEASURE_MESSAGES.decrease, 'errors.measureDecrease'],
    [MEASURE_MESSAGES.noMeasure, 'errors.noMeasure'],
    [MEASURE_MESSAGES.futureValue, 'errors.futureValue'],
    [MEASURE_MESSAGES.note, 'errors.noteTooLong'],
    [MEASURE_MESSAGES.stepTitle, 'errors.stepTitle'],
    [MEASURE_MESSAGES.stepTitleLong, 'errors.stepTitleLong'],
    [MEASURE_MESSAGES.steps, 'errors.steps'],
    [MEASURE_MESSAGES.stepIds, 'errors.stepIds'],
    [SHARING_MESSAGES.cheerRequired, 'errors.cheerRequired'],
    [SHARING_MESSAGES.cheerTooLong, 'errors.cheerTooLong'],
  ]);
  for (const [kind, id] of Object.entries(CHARACTER_KINDS)) {
    const messages = characterMessages(kind);
    codes.set(messages.invalid, `errors.${id}Invalid` as MessageId);
    codes.set(messages.control, `errors.${id}Control` as MessageId);
    codes.set(messages.direction, `errors.${id}Direction` as MessageId);
  }
  return codes;
}
let codes: Map<string, MessageId> | undefined;

/** The id of a form check's English `message`, or undefined when it is not one of theirs. */
export function checkCode(message: string): MessageId | undefined {
  codes ??= buildCodes();
  return codes.get(message);
}

/** Every form check's English message with its id, for the test that keeps them in step. */
export const checkCodes = (): ReadonlyMap<string, MessageId> => (codes ??= buildCodes());
