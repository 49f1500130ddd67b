import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SignedInUser } from '../auth/auth-provider.tsx';
import { AppShell, isExplorePath, MAIN_CONTENT_ID } from './shell.tsx';

const signOut = vi.fn(async () => {});
vi.mock('../auth/sign-in.ts', () => ({ useSignOut: () => signOut }));

const ADA: SignedInUser = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
};

function CurrentPath() {
  const [location] = useLocation();
  return <p data-testid="path">{location}</p>;
}

function renderShell(path: string, user: SignedInUser = ADA) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook}>
      <AppShell user={user}>
        <main>
          <h1>Page</h1>
          <CurrentPath />
        </main>
      </AppShell>
    </Router>,
  );
  return { user: userEvent.setup(), history: memory.history };
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
/** Account is a tab of the phone's bottom bar only (CSS hides it from 640 px). */
const TABS = ['Goals', 'Today', 'Explore', 'Account'] as const;
const tab = (name: (typeof TABS)[number]) => within(nav()).getByRole('link', { name });

describe('isExplorePath', () => {
  it.each([
    ['/', false],
    ['/summary', false],
    ['/no/such/page', false],
    ['/explore', true],
    ['/explore/parenting', true],
  ])('%s → %s', (path, expected) => expect(isExplorePath(path)).toBe(expected));
});

describe('AppShell tabs', () => {
  it.each([
    ['/', 'Goals'],
    ['/summary', 'Goals'],
    ['/explore', 'Explore'],
    ['/explore/parenting', 'Explore'],
    ['/today', 'Today'],
    ['/account', 'Account'],
    ['/no/such/page', undefined],
  ] as const)('on %s the %s tab is the current page', (path, active) => {
    renderShell(path);
    for (const name of TABS) {
      if (name === active) expect(tab(name)).toHaveAttribute('aria-current', 'page');
      else expect(tab(name)).not.toHaveAttribute('aria-current');
    }
  });

  it('puts Today between Goals and Explore, and Account last', () => {
    renderShell('/');
    const names = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([...TABS]);
  });

  it("links Goals to '/', Today to '/today' and Explore to '/explore'", () => {
    renderShell('/summary');
    expect(tab('Goals')).toHaveAttribute('href', '/');
    expect(tab('Today')).toHaveAttribute('href', '/today');
    expect(tab('Explore')).toHaveAttribute('href', '/explore');
    expect(tab('Account')).toHaveAttribute('href', '/account');
    expect(tab('Account')).toHaveClass('sm:hidden');
  });

  it('navigates when a tab is clicked, and moves the current-page mark', async () => {
    const { user, history } = renderShell('/summary');
    await user.click(tab('Explore'));
    expect(screen.getByTestId('path')).toHaveTextContent('/explore');
    expect(tab('Explore')).toHaveAttribute('aria-current', 'page');

    await user.click(tab('Goals'));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(tab('Goals')).toHaveAttribute('aria-current', 'page');
    expect(history).toEqual(['/summary', '/explore', '/']);
  });
});

describe('AppShell frame', () => {
  it('puts a skip link first that targets the frame holding the page', async () => {
    const { user } = renderShell('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    const frame = document.getElementById(MAIN_CONTENT_ID)!;
    expect(frame).toHaveAttribute('tabindex', '-1');
    expect(frame).toContainElement(screen.getByRole('main'));
  });

  it('shows the product name in a banner with the navigation', () => {
    renderShell('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Momentum')).toBeInTheDocument();
    expect(banner).toContainElement(nav());
  });
});

describe('AppShell on a phone', () => {
  it('puts the bottom bar after the page, so Tab reaches the page first', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...wide(query),
      matches: query === '(width < 40rem)',
    });
    try {
      const { user } = renderShell('/');
      const page = screen.getByRole('main');
      expect(screen.getByRole('banner')).not.toContainElement(nav());
      expect(page.compareDocumentPosition(nav()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const skip = screen.getByRole('link', { name: 'Skip to main content' });
      const stops: Element[] = [];
      for (let presses = 0; presses < 12 && !nav().contains(document.activeElement); presses++) {
        await user.tab();
        stops.push(document.activeElement!);
      }
      expect(stops[0]).toBe(skip);
      expect(stops.at(-1)).toBe(tab('Goals'));
    } finally {
      window.matchMedia = wide;
    }
  });
});
