import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { switchLocale } from '#client/lib/i18n.tsx';
import { expectNoMessageIds, inSpanish } from '#test/client/spanish.ts';
import { installFakeApi, seedPlan } from '#test/client/fake-api.ts';
import { ReviewPage } from './review-page.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

function renderReview() {
  installFakeApi(
    seedPlan([
      {
        title: 'Get fit',
        tactics: [
          {
            title: 'Run',
            repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] },
            checkIns: ['2026-11-16', '2026-11-20'],
          },
          { title: 'Buy shoes', dueDate: '2026-11-19' },
          {
            title: 'Sign up for the race',
            completed: true,
            completedAt: '2026-11-18T09:00:00.000Z',
          },
        ],
      },
    ]),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReviewPage />
    </QueryClientProvider>,
  );
}

// Sunday 22 November 2026: the review looks back on Monday 16 to Sunday 22.
inSpanish(new Date(2026, 10, 22, 18, 0));

describe('The weekly review in Spanish', () => {
  it('says the week, what slipped, the prompts and next week in Spanish', async () => {
    renderReview();
    expect(screen.getByRole('heading', { level: 1, name: 'Revisión semanal' })).toBeVisible();
    expect(await screen.findByText('Semana del lun, 16 nov al dom, 22 nov')).toBeVisible();
    const lastWeek = screen.getByRole('region', { name: 'La semana pasada' });
    expect(lastWeek).toHaveTextContent('1 táctica puntual hecha');
    expect(lastWeek).toHaveTextContent('Run: 2 de 3 · racha perdida');
    const slipped = screen.getByRole('region', { name: 'Lo que se quedó atrás' });
    expect(slipped).toHaveTextContent('Atrasada desde el jue, 19 nov');
    expect(slipped).toHaveTextContent('Fallada: mié, 18 nov');
    expect(
      within(slipped).getByRole('button', { name: 'Reprogramar Buy shoes: vence hoy' }),
    ).toBeVisible();
    const reflect = screen.getByRole('region', { name: 'Reflexiona' });
    expect(within(reflect).getByLabelText('¿Qué salió bien?')).toBeVisible();
    expect(within(reflect).getAllByText('0 de 1000 caracteres')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'La próxima semana' })).toBeVisible();
    expect(await screen.findByText('Aún no hay revisiones guardadas.')).toBeVisible();
    expectNoMessageIds();
  });

  it('says in Spanish which goals and measures show first, and Show all', async () => {
    installFakeApi(
      seedPlan(
        Array.from({ length: 10 }, (_, i) => ({
          title: `Meta ${i + 1}`,
          measure: { unit: 'km', start: 0, target: 10, direction: 'increase' as const },
        })),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReviewPage />
      </QueryClientProvider>,
    );
    const lastWeek = await screen.findByRole('region', { name: 'La semana pasada' });
    expect(lastWeek).toHaveTextContent(
      '8 de 10 metas: primero las que tuvieron una táctica puntual hecha o una repetición programada esa semana, luego las demás, en el orden del plan',
    );
    expect(lastWeek).toHaveTextContent(
      '8 de 10 metas con medida: primero las que tienen un valor anotado esa semana, luego las demás, en el orden del plan',
    );
    await userEvent.click(within(lastWeek).getByRole('button', { name: 'Mostrar las 10 metas' }));
    expect(within(lastWeek).getByText('Las 10 metas')).toBeVisible();
    expect(
      within(lastWeek).getByRole('button', { name: 'Mostrar solo las primeras 8' }),
    ).toBeVisible();
    expect(
      within(lastWeek).getByRole('button', { name: 'Mostrar las 10 metas con medida' }),
    ).toBeVisible();
    expectNoMessageIds();
  });

  it('has the English words of every message the page uses', async () => {
    await switchLocale('en');
    renderReview();
    expect(await screen.findByText('Week of Mon 16 Nov to Sun 22 Nov')).toBeVisible();
    expect(await screen.findByText('No reviews saved yet.')).toBeVisible();
    expectNoMessageIds();
  });
});
