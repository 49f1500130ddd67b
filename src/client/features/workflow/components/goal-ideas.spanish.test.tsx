import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedPlan } from '#test/client/fake-api.ts';
import { openStep } from '#test/client/render-workflow.tsx';
import { switchLocale } from '#client/lib/i18n.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const RAW_ID = /\b(ideas|themeIdeas|workflow)\.[a-z][A-Za-z0-9]+\b/;
const TITLE = '¿Qué acciones concretas te ayudarán a lograr cada meta?';
const RACE = 'Correr un medio maratón en mayo';
const SLEEP = 'Dormir mejor';
const ideasOf = (goal: string) =>
  within(screen.getByRole('region', { name: goal })).findByRole('group', {
    name: `Ideas para esta meta ${goal}`,
  });
const offered = (ideas: HTMLElement) =>
  within(ideas)
    .getAllByRole('button', { name: /^Añadir idea: / })
    .map((button) => button.getAttribute('aria-label'));

afterEach(() => switchLocale('en'));

describe('Step 2: ideas for each goal, in Spanish', () => {
  it('offers a theme’s ideas in Spanish, named in Spanish, with no message id', async () => {
    await switchLocale('es');
    await openStep('/tactics', TITLE, seedPlan([{ title: RACE }]));
    const ideas = await ideasOf(RACE);
    expect(within(ideas).getByText('De Entrenar para una carrera')).toBeVisible();
    expect(offered(ideas)).toEqual([
      'Añadir idea: Elige un plan que termine el día de la carrera y ponlo en tu calendario',
      'Añadir idea: Añade una tirada larga cada semana, un 10% más larga que la anterior',
      'Añadir idea: Descansa un día completo por semana y duerme bien antes de las sesiones clave',
    ]);
    expect(document.body.textContent).not.toMatch(RAW_ID);
  });

  it('adds an idea with its Spanish title, and knows a Spanish row is the same idea', async () => {
    await switchLocale('es');
    const BEST = 'Levántate a la misma hora todos los días, incluidos los fines de semana';
    const NEXT = 'Toma tu último café o té antes de las 2 de la tarde';
    const { api, user, location } = await openStep(
      '/tactics',
      TITLE,
      // The best idea is already a row, written as a Spanish speaker reads it: not offered again.
      seedPlan([{ title: SLEEP, tactics: [{ title: BEST }] }]),
    );
    const ideas = await ideasOf(SLEEP);
    // The life area the ideas come from is named in Spanish too.
    expect(within(ideas).getByText('De Dormir mejor')).toBeVisible();
    expect(offered(ideas)).not.toContain(`Añadir idea: ${BEST}`);
    expect(offered(ideas)[0]).toBe(`Añadir idea: ${NEXT}`);

    await user.click(within(ideas).getByRole('button', { name: `Añadir idea: ${NEXT}` }));
    expect(screen.getByRole('textbox', { name: `Táctica 2 para ${SLEEP}` })).toHaveValue(NEXT);
    expect(offered(ideas)).not.toContain(`Añadir idea: ${NEXT}`);
    expect(document.body.textContent).not.toMatch(RAW_ID);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.waitFor(() => expect(location()).toBe('/evaluate'));
    expect(api.bodies('POST')).toContainEqual(
      expect.objectContaining({ goalId: 'g1', title: NEXT, effort: 2, impact: 4 }),
    );
  });

  it('shows the ideas’ English words in English, with no message id', async () => {
    await openStep(
      '/tactics',
      'What specific actions will help you achieve each goal?',
      seedPlan([{ title: RACE }, { title: 'Sleep better' }]),
    );
    const race = await within(screen.getByRole('region', { name: RACE })).findByRole('group', {
      name: `Ideas for this goal ${RACE}`,
    });
    expect(within(race).getByText('From Race training')).toBeVisible();
    expect(
      within(race).getByRole('button', {
        name: 'Add idea: Pick a training plan that ends on race day and put it in your calendar',
      }),
    ).toBeVisible();
    await within(screen.getByRole('region', { name: 'Sleep better' })).findByRole('group', {
      name: 'Ideas for this goal Sleep better',
    });
    expect(
      screen.getByRole('button', {
        name: 'Add idea: Get up at the same time every day, weekends included',
      }),
    ).toBeVisible();
    expect(document.body.textContent).not.toMatch(RAW_ID);
  });
});
