/**
 * If-then plans (docs/product.md): "When {when}, I will {then}". The rule for each part as plain
 * code, so the browser checks a plan without shipping zod; the API's schema in schemas.ts is
 * built from the same pieces.
 */
import type { Translate } from './i18n/catalogue.ts';
import { TITLE_MAX_LENGTH } from './limits.ts';
import { characterMessages, characterProblem } from './titles.ts';
import '#messages/plan';

export interface IfThenPlan {
  when: string;
  then: string;
}

export const PLAN_PART_REQUIRED: Record<keyof IfThenPlan, string> = {
  when: 'The plan needs its "When..." situation',
  then: 'The plan needs its "I will..." action',
};
export const PLAN_PART_TOO_LONG = `Each part of a plan can be at most ${TITLE_MAX_LENGTH} characters`;
export const PLAN_CHARACTERS = characterMessages('Plans');
export const PLAN_PART_INVALID = PLAN_CHARACTERS.invalid;

/** What is wrong with each part once trimmed, in the API's words; empty when nothing is. */
export function ifThenProblems(plan: IfThenPlan): Partial<Record<keyof IfThenPlan, string>> {
  const problems: Partial<Record<keyof IfThenPlan, string>> = {};
  for (const part of ['when', 'then'] as const) {
    const trimmed = plan[part].trim();
    if (!trimmed) problems[part] = PLAN_PART_REQUIRED[part];
    else if (trimmed.length > TITLE_MAX_LENGTH) problems[part] = PLAN_PART_TOO_LONG;
    else {
      const characters = characterProblem(trimmed, PLAN_CHARACTERS);
      if (characters) problems[part] = characters;
    }
  }
  return problems;
}

/** The plan as one sentence: "When I get home, I will put on my running shoes". */
export function ifThenSentence(t: Translate, { when, then }: IfThenPlan): string {
  const situation = when.replace(/^when\s+/i, '').replace(/[\s.,;]+$/, '');
  const action = then.replace(/^i will\s+/i, '').replace(/[\s.]+$/, '');
  // "Put on shoes" reads "I will put on shoes"; "I ..." and "TV ..." keep their capitals.
  const lowered =
    /^[A-Z][a-z]/.test(action) && !/^I\b/.test(action)
      ? action[0]!.toLowerCase() + action.slice(1)
      : action;
  return t('plan.ifThenSentence', { situation, action: lowered });
}
