import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoMessageIds, inSpanish } from '#test/client/spanish.ts';
import { LandingPage } from './landing-page.tsx';

vi.mock('#client/auth/sign-in.ts', () => ({
  useLandingSignIn: () => ({ signIn: async () => {}, pending: false }),
  useHeaderSignIn: () => ({ signIn: async () => {}, pending: false }),
  prepareSignIn: () => {},
}));

inSpanish();

describe('the landing page in Spanish', () => {
  it('shows every section, the sample plan and the footer in Spanish, no raw message id', () => {
    render(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Convierte los resultados que quieres en un plan que de verdad seguirás',
    );
    expect(screen.getByRole('button', { name: 'Entrar con Google' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Empieza ahora' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Todo lo que necesitas para avanzar' });
    expect(within(features).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      'Metas bien definidas',
    );
    const how = screen.getByRole('region', { name: 'Mira cómo funciona' });
    expect(within(how).getAllByRole('img', { name: /^Dificultad \d de 5$/ })).toHaveLength(2);
    expect(within(how).getAllByText('Puntuación').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Qué puedes esperar' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Planifica las metas que importan, un paso ordenado cada vez.',
    );
    expect(document.title).toBe('Momentum: planifica las metas que importan');
    expectNoMessageIds();
  });
});
