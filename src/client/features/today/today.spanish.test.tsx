import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayLocal } from '#shared/schedule';
import { switchLocale } from '#client/lib/i18n.tsx';
import { expectNoMessageIds, inSpanish } from '#test/client/spanish.ts';
import { useTodayPlan } from '#client/plan/today-read.ts';
import { installFakeApi, seedPlan } from '#test/client/fake-api.ts';
import { renderSignedIn } from '#test/client/render-signed-in.tsx';
import { TodayView } from './today-page.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

function Today() {
  const outcomes = useTodayPlan(todayLocal());
  return outcomes.data ? <TodayView outcomes={outcomes.data} uid="u1" /> : null;
}

// Wednesday 25 November 2026, mid-morning local time.
inSpanish(new Date(2026, 10, 25, 10, 0));

const plan = () =>
  seedPlan([
    {
      title: 'Get fit',
      tactics: [
        { title: 'Call the vet', dueDate: '2026-11-23', remindAt: '09:00' },
        {
          title: 'Stretch',
          repeat: { frequency: 'daily' },
          dueDate: '2026-11-20',
          checkIns: ['2026-11-20', '2026-11-21', '2026-11-22'],
          steps: [{ id: 's1', title: 'Touch your toes once', done: false }],
        },
        {
          title: 'Read',
          repeat: { frequency: 'daily' },
          dueDate: '2026-11-20',
          checkIns: ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-24'],
        },
      ],
    },
  ]);

function renderToday(seed = plan()) {
  installFakeApi(seed);
  return renderSignedIn(<Today />, { path: '/today' }).user;
}

describe('Today in Spanish', () => {
  it('says the day’s items, streaks, the Comeback card, Snooze and the heat map in Spanish', async () => {
    const user = renderToday();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible();
    const due = screen.getByRole('region', { name: 'Vencen hoy' });
    expect(due).toHaveTextContent('Atrasada desde el lun, 23 nov');
    expect(due).toHaveTextContent('A las 09:00');
    await user.click(within(due).getByRole('button', { name: 'Posponer: Call the vet' }));
    const choices = within(due).getByRole('group', { name: 'Posponer Call the vet hasta' });
    expect(within(choices).getByRole('button', { name: '1 hora' })).toBeVisible();
    expect(within(choices).getByRole('button', { name: 'Mañana' })).toBeVisible();

    const repeating = screen.getByRole('region', { name: 'Se repiten hoy' });
    const read = within(repeating).getByText('Read').closest('li')!;
    expect(read).toHaveTextContent('racha de 1 día');
    expect(within(read).getByRole('button', { name: 'Registrar: Read' })).toBeVisible();
    const card = within(repeating).getByRole('region', { name: 'Volver a empezar: Stretch' });
    expect(card).toHaveTextContent('Fallaste dos veces: ¿empiezas con algo pequeño hoy?');
    expect(card).toHaveTextContent('Dos minutos cuentan: Touch your toes once y luego regístralo.');
    expect(within(card).getByRole('button', { name: 'Pausar una semana: Stretch' })).toBeVisible();

    await user.click(within(read).getByText('Últimas 12 semanas'));
    const table = await within(read).findByRole('table', { name: 'Read: las últimas 12 semanas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Semana del', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    expect(table).toHaveTextContent('mar, 24 nov: cumplido');

    expect(screen.getByRole('region', { name: 'Próximamente' })).toHaveTextContent('vie, 27 nov');
    expect(screen.getByRole('region', { name: 'Progreso' })).toHaveTextContent(
      '0 de 1 hechas · 7 registros en las últimas 4 semanas',
    );
    expect(await screen.findByRole('region', { name: 'Calendario' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir la revisión semanal' })).toBeVisible();

    expectNoMessageIds();
  });

  it('says how many goals Progress shows first, and its button, in Spanish', async () => {
    const user = renderToday(
      seedPlan(
        Array.from({ length: 12 }, (_, index) => ({
          title: `Goal ${index + 1}`,
          tactics: [{ title: `Step ${index + 1}` }],
        })),
      ),
    );
    const progress = await screen.findByRole('region', { name: 'Progreso' });
    expect(progress).toHaveTextContent(
      '8 de 12 metas: primero las que tienen un registro en las últimas 4 semanas o algo que hacer hoy, luego las de tu resultado actual',
    );
    await user.click(within(progress).getByRole('button', { name: 'Mostrar las 12 metas' }));
    expect(progress).toHaveTextContent('Las 12 metas');
    expect(
      within(progress).getByRole('button', { name: 'Mostrar solo las primeras 8' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expectNoMessageIds();
  });

  // English words come with each area's code (`import 'virtual:messages/<area>'`): a file that
  // forgets its import shows ids in English, while Spanish, loaded whole, would hide it.
  it('has the English words of every message the same screen uses', async () => {
    await switchLocale('en');
    const user = renderToday();
    const repeating = await screen.findByRole('region', { name: 'Repeating today' });
    await user.click(within(repeating).getAllByText('Last 12 weeks')[0]!);
    await within(repeating).findByRole('table');
    expectNoMessageIds();
  });
});
