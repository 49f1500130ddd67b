import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SharedOutcome } from '#shared/sharing-schemas';
import { switchLocale } from '#client/lib/i18n.tsx';
import { expectNoMessageIds, inSpanish } from '#test/client/spanish.ts';
import { installFakeApi, seedOutcome, seedPlan } from '#test/client/fake-api.ts';
import { findHeading, renderWorkflow } from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const MY_PLAN = seedPlan(
  [{ title: 'Sleep 8 hours', tactics: [{ title: 'Dark room', effort: 1, impact: 4 }] }],
  [seedOutcome('o1', 'Work-life balance')],
);

const FOLLOWED: SharedOutcome = {
  outcomeId: 's1',
  partnerId: 'p1',
  title: 'Run my first half marathon',
  status: 'active',
  ownerName: 'Sam Owner',
  cheers: [
    { id: 'c1', text: 'Proud of you!', reply: 'Thanks!', createdAt: '2026-11-20T09:00:00Z' },
  ],
  loop: { weekly: 'off', nudges: 'off', misses: false },
  goals: [
    {
      id: 'sg1',
      title: 'Finish in under 2 hours',
      targetDate: null,
      status: 'active',
      statusChangedAt: '2026-11-01T09:00:00.000Z',
      measure: null,
      measurements: [],
      tactics: [
        {
          id: 'st1',
          goalId: 'sg1',
          title: 'Long run on Sundays',
          effort: 3,
          impact: 5,
          completed: false,
          completedAt: null,
          dueDate: null,
          repeat: { frequency: 'weekly', days: ['sun'] },
          checkIns: [],
          pauses: [],
        },
      ],
    },
  ],
};

inSpanish();

async function openOutcomes() {
  const api = installFakeApi(MY_PLAN, [FOLLOWED]);
  api.sharing.partners.set('o1', [
    {
      id: 'p9',
      outcomeId: 'o1',
      name: 'Alex Partner',
      muted: false,
      since: '2026-11-01T09:00:00Z',
    },
  ]);
  return renderWorkflow('/outcomes');
}

describe('Outcomes and the partner’s view in Spanish', () => {
  it('says the outcomes, their actions and the Share dialog in Spanish', async () => {
    const { user } = await openOutcomes();
    await findHeading('Resultados');
    const active = await screen.findByRole('region', { name: 'Activos' });
    expect(
      within(active).getByRole('button', { name: 'Renombrar Work-life balance' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Logrados' })).toHaveTextContent(
      'Aún no hay nada logrado.',
    );
    const shared = screen.getByRole('region', { name: 'Compartidos conmigo' });
    expect(await within(shared).findByText('Resultado de Sam Owner')).toBeVisible();

    await user.click(
      within(active).getByRole('button', { name: 'Compartir con un compañero: Work-life balance' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Compartir con un compañero' });
    expect(dialog).toHaveTextContent(
      "Un compañero de rendición de cuentas sigue 'Work-life balance' en modo de solo lectura",
    );
    expect(
      within(dialog).getByRole('button', { name: 'Crear enlace de invitación' }),
    ).toBeVisible();
    expect(await within(dialog).findByRole('button', { name: 'Silenciar ánimos' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Quitar a Alex Partner' })).toBeVisible();
    expectNoMessageIds();
  });

  it('shows the partner’s view, its cheers and Stay in the loop in Spanish', async () => {
    installFakeApi(MY_PLAN, [FOLLOWED]);
    renderWorkflow('/shared/s1');
    await findHeading('Run my first half marathon');
    expect(screen.getByText('Resultado de Sam Owner')).toBeVisible();
    expect(screen.getByText('Sigues este resultado en modo de solo lectura.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tácticas abiertas, ordenadas' })).toHaveTextContent(
      'Puntuación',
    );
    expect(screen.getByRole('region', { name: 'Registros de esta semana' })).toHaveTextContent(
      'Long run on Sundays: 0 registros',
    );
    expect(screen.getByRole('button', { name: '¡Gran semana, sigue así!' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tus ánimos' })).toHaveTextContent(
      'Sam Owner respondió: Thanks!',
    );
    const loop = screen.getByRole('region', { name: 'Mantente al tanto' });
    const weekly = within(loop).getByLabelText('La semana de Sam Owner, el lunes por la mañana');
    expect(within(weekly).getByRole('option', { name: 'Por correo' })).toBeInTheDocument();
    expect(within(loop).getByLabelText('Un aviso cuando Sam Owner registre')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();
    expectNoMessageIds();
  });

  it('says what is wrong with a new outcome’s title in Spanish, as the page checks it', async () => {
    const { user } = await openOutcomes();
    await findHeading('Resultados');
    const field = screen.getByLabelText('Título del resultado');
    await user.click(screen.getByRole('button', { name: 'Nuevo resultado' }));
    expect(field).toHaveAccessibleDescription('El título del resultado es obligatorio');
    await user.type(field, 'Correr');
    await user.paste('\u0007');
    await user.click(screen.getByRole('button', { name: 'Nuevo resultado' }));
    expect(field).toHaveAccessibleDescription(
      'Los títulos no pueden contener caracteres de control',
    );
    expectNoMessageIds();
  });

  it('has the English words of every message the two pages use', async () => {
    await switchLocale('en');
    const { user } = await openOutcomes();
    await findHeading('Outcomes');
    await user.click(
      await screen.findByRole('button', { name: 'Share with a partner: Work-life balance' }),
    );
    await screen.findByRole('button', { name: 'Mute cheers' });
    expectNoMessageIds();
  });
});
