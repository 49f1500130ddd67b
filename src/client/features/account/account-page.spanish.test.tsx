import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { StaticAuthProvider } from '#client/auth/auth-provider.tsx';
import { describeCounts } from '#shared/export-file';
import { createQueryClient } from '#client/lib/query-client.ts';
import { switchLocale, t } from '#client/lib/i18n.tsx';
import { expectNoMessageIds, inSpanish } from '#test/client/spanish.ts';
import { json } from '#test/client/fetch.ts';
import { fakeUser, stubFetch, withFirebaseDouble } from '#test/client/firebase-double.ts';
import { AccountPage } from './account-page.tsx';

vi.mock('firebase/app', async () => (await import('#test/client/firebase-double.ts')).firebaseApp);
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

withFirebaseDouble({ signedIn: true });

inSpanish();

describe('Account in Spanish', () => {
  it('words every section in Spanish, no raw message id', async () => {
    stubFetch({
      'GET /api/users/me': () =>
        json(200, {
          id: '11111111-1111-4111-8111-111111111111',
          email: 'ada@example.com',
          displayName: 'Ada Lovelace',
          timeZone: 'Europe/London',
          dayStartsAt: '00:00',
          weekStartsOn: 'sunday',
        }),
      'GET /api/mail/settings': () =>
        json(200, { reminders: 'push', weeklyDigest: false, emailAvailable: true }),
      'GET /api/reminders/deliveries': () =>
        json(200, {
          days: 14,
          groups: [
            {
              channel: 'email',
              name: 'Email',
              current: true,
              stopped: false,
              total: 3,
              arrived: 2,
              clicked: 1,
              failed: 1,
              fellBack: 0,
              lastFailure: null,
            },
          ],
        }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <StaticAuthProvider state={{ status: 'signedIn', user: fakeUser() }}>
          <Router hook={memoryLocation({ path: '/account' }).hook}>
            <AccountPage />
          </Router>
        </StaticAuthProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cuenta' })).toBeVisible();
    for (const name of [
      'Perfil',
      'Tus datos',
      'Zona horaria',
      'Tu día y tu semana',
      'Recordatorios y resumen por correo',
      'Entrega',
      'Importar',
      'Importar desde otra aplicación',
      'Eliminar mi cuenta',
    ])
      expect(screen.getByRole('heading', { name })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tu plan de acción' })).toBeVisible();
    expect(await screen.findByText('Guardada: Europe/London.', { exact: false })).toBeVisible();
    expect(await screen.findByText(/Resumen semanal por correo el domingo/)).toBeVisible();
    expect(await screen.findByText('Correo: 2 de 3 llegaron')).toBeVisible();
    expect(screen.getByText('1 fallidos, el último: desconocido')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeDisabled();
    expect(document.title).toBe('Cuenta · Momentum');
    expectNoMessageIds();
  });

  it('counts goals and tactics with the plural rules of each language', async () => {
    expect(describeCounts(t, { goals: 1, tactics: 12 })).toBe('1 meta y 12 tácticas');
    await switchLocale('en');
    expect(describeCounts(t, { goals: 3, tactics: 12 })).toBe('3 goals and 12 tactics');
    expect(describeCounts(t, { goals: 1, tactics: 1 })).toBe('1 goal and 1 tactic');
  });
});
