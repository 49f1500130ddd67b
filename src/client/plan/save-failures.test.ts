import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../lib/i18n.tsx';
import { fakeFetch } from '#test/client/fetch.ts';
import { saveErrorMessage } from './error-message.ts';
import { createGoal, SAVE_GOALS_FAILED } from './goals.ts';
import { SAVE_OUTCOME_FAILED } from './outcome-list.ts';
import { SHARE_FAILED } from './partners.ts';
import { SAMPLE_PLAN_FAILED } from './sample-plan.ts';
import { GOAL_GONE, SAVE_TACTICS_FAILED } from './tactics.ts';

vi.mock(
  '../lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLocale('en');
});

/** A failure that carries no words of its own: the toast says the save's fallback. */
const wordless = new Error('');

describe('a save that fails says so in the person’s language', () => {
  it.each([
    {
      language: 'English, the words as before',
      locale: 'en',
      goals: 'Failed to save goals. Please try again.',
      tactics: 'Failed to save tactics. Please try again.',
      outcome: 'Failed to save the outcome. Please try again.',
      samplePlan: 'Failed to start from the sample plan. Please try again.',
      share: 'Failed to update sharing. Please try again.',
    },
    {
      language: 'Spanish, chosen after the words’ modules loaded',
      locale: 'es',
      goals: 'No se pudieron guardar las metas. Inténtalo de nuevo.',
      tactics: 'No se pudieron guardar las tácticas. Inténtalo de nuevo.',
      outcome: 'No se pudo guardar el resultado. Inténtalo de nuevo.',
      samplePlan: 'No se pudo empezar con el plan de ejemplo. Inténtalo de nuevo.',
      share: 'No se pudo cambiar lo que compartes. Inténtalo de nuevo.',
    },
  ] as const)('in $language', async ({ locale, goals, tactics, outcome, samplePlan, share }) => {
    await switchLocale(locale);
    expect(saveErrorMessage(wordless, SAVE_GOALS_FAILED)).toBe(goals);
    expect(saveErrorMessage(wordless, SAVE_TACTICS_FAILED)).toBe(tactics);
    expect(saveErrorMessage(wordless, SAVE_OUTCOME_FAILED)).toBe(outcome);
    expect(SAMPLE_PLAN_FAILED()).toBe(samplePlan);
    expect(SHARE_FAILED()).toBe(share);
  });

  it('in Spanish, a goal gone elsewhere and a call’s own fallback too', async () => {
    await switchLocale('es');
    expect(GOAL_GONE()).toMatch(/^Se eliminó una meta en otra pestaña/);
    // A refusal without a message of its own: the call's fallback, in Spanish.
    fakeFetch(() => new Response('{}', { status: 400 }));
    await expect(createGoal({ title: 'Run' })).rejects.toThrow('No se pudo crear la meta');
  });
});
