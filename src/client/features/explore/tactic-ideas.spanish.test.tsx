import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeApi, seedPlan } from '#test/client/fake-api.ts';
import { renderSignedIn } from '#test/client/render-signed-in.tsx';
import { switchLocale } from '#client/lib/i18n.tsx';
import { CategoryPage } from './index.ts';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

// The dialog's code loads on first use; loaded here once, so a slow first transform cannot time a test out.
beforeAll(() => import('./components/add-to-plan-dialog.tsx'));
afterEach(() => switchLocale('en'));

const RAW_ID = /\b(ideas|ideaReasons)\.[a-z][A-Za-z0-9]+\b/;
const GOAL = 'Dormir 8 horas';

function renderSleep() {
  const api = installFakeApi(seedPlan([{ title: GOAL }]));
  const { user } = renderSignedIn(<CategoryPage categoryId="better-sleep" />, {
    path: '/explore/better-sleep',
  });
  return { api, user };
}

/** An idea's card, found by its title. */
const card = (ideas: HTMLElement, title: string) =>
  within(ideas).getByRole('heading', { level: 3, name: title }).closest('li')!;

describe('Tactic ideas in Spanish', () => {
  it('shows each idea’s title, why and ratings in Spanish, with no message id', async () => {
    await switchLocale('es');
    renderSleep();
    const ideas = screen.getByRole('region', { name: 'Ideas de tácticas' });
    const first = card(
      ideas,
      'Levántate a la misma hora todos los días, incluidos los fines de semana',
    );
    expect(first).toHaveTextContent(
      'Una hora fija para despertarte ancla tu reloj biológico, así empiezas a sentir sueño a una hora regular cada noche.',
    );
    expect(first).toHaveTextContent('Esfuerzo sugerido 3 · impacto 5');
    expect(ideas.textContent).not.toMatch(RAW_ID);
  });

  it('adds an idea to the plan with its Spanish title', async () => {
    await switchLocale('es');
    const { api, user } = renderSleep();
    const ideas = screen.getByRole('region', { name: 'Ideas de tácticas' });
    const TITLE = 'Mantén tu dormitorio fresco, oscuro y silencioso';
    await user.click(within(card(ideas, TITLE)).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: GOAL });
    const tactic = within(dialog).getByDisplayValue(TITLE);
    // Enter sends the dialog's form, whatever its button is called.
    await user.type(tactic, '{Enter}');
    await waitFor(() =>
      expect(api.plan.goals[0]!.tactics).toMatchObject([
        { title: TITLE, effort: 2, impact: 3, resourceId: 'sleep-foundation-sleep-hygiene' },
      ]),
    );
  });

  it('shows the English words in English, with no message id', () => {
    renderSleep();
    const ideas = screen.getByRole('region', { name: 'Tactic ideas' });
    const first = card(ideas, 'Get up at the same time every day, weekends included');
    expect(first).toHaveTextContent(
      'A fixed wake time anchors your body clock, so you start to feel sleepy at a regular hour each night.',
    );
    expect(first).toHaveTextContent('Suggested effort 3 · impact 5');
    expect(ideas.textContent).not.toMatch(RAW_ID);
  });
});
