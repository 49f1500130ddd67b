import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '#client/lib/i18n.tsx';
import { expectNoMessageIds, inSpanish } from '#test/client/spanish.ts';
import { seedPlan } from '#test/client/fake-api.ts';
import { openStep } from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

// The panel's code loads on first use; loaded here once, so a slow first transform cannot time a test out.
beforeAll(() => import('#client/components/schedule/schedule-panel.tsx'));

// Wednesday 25 November 2026.
inSpanish(new Date(2026, 10, 25, 10, 0));

const PLAN = seedPlan([
  {
    title: 'Ahorrar',
    targetDate: '2026-12-31',
    measure: { unit: 'EUR', start: 0, target: 5000, direction: 'increase' },
    tactics: [
      { title: 'Cocinar en casa', effort: 2, impact: 5 },
      { title: 'Vender la bici', effort: 4, impact: 4, dueDate: '2026-11-27' },
      {
        title: 'Revisar gastos',
        effort: 1,
        impact: 2,
        repeat: { frequency: 'weekly', days: ['mon', 'fri'] },
        remindAt: '07:30',
      },
    ],
  },
]);

describe('The workflow in Spanish', () => {
  it('step 1: goals, the step bar and the outcome in Spanish', async () => {
    await openStep('/', '¿Qué metas o resultados quieres lograr?', PLAN);
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Camino hacia tus metas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resultado actual: My plan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Meta 1')).toHaveValue('Ahorrar');
    expect(screen.getByRole('button', { name: 'Añadir otra meta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(document.title).toBe('Fijar metas · Momentum');
    // The goal's measure and pace, with the amounts in Spanish.
    expect(await screen.findByRole('progressbar', { name: 'Progreso de Ahorrar' })).toBeVisible();
    expect(screen.getByText('0 € de 5000 €, 0 %')).toBeInTheDocument();
    expectNoMessageIds();
  });

  it('step 2: tactics in Spanish', async () => {
    await openStep('/tactics', '¿Qué acciones concretas te ayudarán a lograr cada meta?', PLAN);
    expect(screen.getByRole('button', { name: 'Añadir otra táctica para Ahorrar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar la táctica 1 de Ahorrar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeVisible();
    expectNoMessageIds();
  });

  it('step 3: the sliders in Spanish', async () => {
    await openStep('/evaluate', 'Prioriza las tácticas', PLAN);
    expect(
      screen.getByText(/Valora cada táctica según el esfuerzo que requiere/),
    ).toBeInTheDocument();
    expect(screen.getByText('1 es fácil, 5 es difícil')).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Esfuerzo de Cocinar en casa' });
    expect(slider).toHaveAttribute('aria-valuetext', '2 de 5');
    expectNoMessageIds();
  });

  it('step 4: the summary, its scores and the matrix in Spanish', async () => {
    const { user } = await openStep('/summary', 'Resumen de la estrategia', PLAN);
    expect(screen.getByText('Máxima prioridad')).toBeInTheDocument();
    expect(screen.getAllByText('Victoria rápida').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Impacto 5 × 2 − Esfuerzo 2 =/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar al plan de acción' })).toBeVisible();
    expect(screen.getByText('Tus metas: fechas objetivo y logradas')).toBeInTheDocument();
    expectNoMessageIds();
    await user.click(screen.getByRole('button', { name: 'Matriz' }));
    expect(
      await screen.findByRole('group', { name: 'Matriz de esfuerzo e impacto' }),
    ).toBeVisible();
    expect(screen.getByText('Gran apuesta')).toBeInTheDocument();
    expect(screen.getByText('Pozo de tiempo')).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'n.º 1 Cocinar en casa, esfuerzo 2, impacto 5, Victoria rápida, meta: Ahorrar',
      }),
    ).toBeInTheDocument();
    expectNoMessageIds();
  });

  it('step 5: the action plan, its schedules and the Schedule panel in Spanish', async () => {
    const { user } = await openStep('/action-plan', 'Tu plan de acción', PLAN);
    expect(screen.getByText('¡Aquí tienes tu lista de tareas!')).toBeInTheDocument();
    expect(screen.getByText('0 de 3 hechas')).toBeInTheDocument();
    expect(screen.getByText('Vence el vie, 27 nov')).toBeInTheDocument();
    expect(screen.getByText('Cada lun, vie a las 07:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'regístrala en Hoy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver al resumen' })).toBeVisible();
    expect(await screen.findByText('Cómo van tus metas con medida')).toBeInTheDocument();
    expectNoMessageIds();

    await user.click(screen.getByRole('button', { name: 'Programar Revisar gastos' }));
    const panel = await screen.findByRole('dialog', { name: 'Programar Revisar gastos' });
    expect(within(panel).getByLabelText('Fecha límite')).toHaveValue('');
    expect(within(panel).getByRole('radio', { name: 'Cada semana los' })).toBeChecked();
    expect(within(panel).getByRole('group', { name: 'Días de la semana' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'lun' })).toHaveAttribute('title', 'lunes');
    expect(within(panel).getByLabelText('Recordarme a las')).toHaveValue('07:30');
    expect(within(panel).getByText('Los cambios se guardan al momento.')).toBeVisible();
    await user.click(within(panel).getByRole('radio', { name: 'Cada mes' }));
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: 'Día del mes' })).toBeVisible(),
    );
    expect(within(panel).getByText('de cada mes')).toBeInTheDocument();
    expectNoMessageIds();
  });
});

describe('The same screens in English', () => {
  // Each area's English comes with the code that shows it: a file that forgets its area's import
  // shows raw ids in English only, since the Spanish catalogue is loaded whole.
  beforeEach(() => switchLocale('en'));

  it('shows words, not message ids, on every step and in the Schedule panel', async () => {
    const { user } = await openStep('/', 'What goals/outcomes do you want to achieve?', PLAN);
    expect(await screen.findByText('€0 of €5,000, 0 %')).toBeInTheDocument();
    expectNoMessageIds();
    for (const [link, heading] of [
      ['Brainstorm Tactics', 'What specific actions will help you achieve each goal?'],
      ['Prioritize', 'Prioritize Tactics'],
      ['Summary', 'Strategy Summary'],
      ['Your Action Plan', 'Your Action Plan'],
    ] as const) {
      await user.click(screen.getByRole('link', { name: link }));
      await screen.findByRole('heading', { level: 1, name: heading });
      expectNoMessageIds();
    }
    expect(screen.getByText('Every Mon, Fri at 07:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule Revisar gastos' }));
    const panel = await screen.findByRole('dialog', { name: 'Schedule Revisar gastos' });
    expect(within(panel).getByRole('radio', { name: 'Every week on' })).toBeChecked();
    expectNoMessageIds();
  });
});
