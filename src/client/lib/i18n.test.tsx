import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import 'virtual:messages/landing';
import { Message, switchLocale, useT } from './i18n.tsx';

function Hero() {
  const t = useT();
  return (
    <div>
      <h1>{t('landing.getStarted')}</h1>
      <p>
        <Message id="landing.signInWithGoogle" components={{ 0: <em /> }} />
      </p>
    </div>
  );
}

describe('the words on screen', () => {
  afterEach(() => act(() => switchLocale('en')));

  it('shows the source words, markup kept inside the sentence', () => {
    render(<Hero />);
    expect(screen.getByRole('heading')).toHaveTextContent('Get Started with Google');
    expect(screen.getByText('with Google').tagName).toBe('EM');
    expect(screen.getByRole('paragraph')).toHaveTextContent('Sign in with Google');
  });

  it('changes language in place, and the page says which', async () => {
    render(<Hero />);
    await act(() => switchLocale('es'));
    expect(screen.getByRole('heading')).toHaveTextContent('Empezar con Google');
    expect(screen.getByText('con Google').tagName).toBe('EM');
    expect(document.documentElement.lang).toBe('es');
  });
});
