import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expectNoMessageIds, inSpanish } from '#test/client/spanish.ts';
import { NotFoundPage } from '#client/features/not-found/not-found-page.tsx';
import { AppShell } from './shell.tsx';

vi.mock('../auth/sign-in.ts', () => ({ useSignOut: () => async () => {} }));

inSpanish();

describe('the signed-in frame in Spanish', () => {
  it('names the navigation, its tabs, the account and Sign Out in Spanish, no raw message id', () => {
    const memory = memoryLocation({ path: '/no/such/page' });
    render(
      <Router hook={memory.hook}>
        <AppShell user={{ uid: 'u', email: 'ada@example.com', displayName: null, photoURL: null }}>
          <NotFoundPage />
        </AppShell>
      </Router>,
    );
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Metas', 'Hoy', 'Explorar', 'Cuenta']);
    expect(screen.getByRole('button', { name: 'Salir' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Página no encontrada');
    expect(screen.getByRole('link', { name: 'Ir a tus metas' })).toBeVisible();
    expectNoMessageIds();
  });
});
