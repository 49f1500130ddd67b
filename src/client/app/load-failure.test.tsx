import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailureBoundary } from './load-failure.tsx';

const RELOADED_AT_KEY = 'momentum:reloaded-for-code';

function Throws({ error }: { error: Error }): never {
  throw error;
}

/** A page that fails, and a way to move to another page (the boundary's reset key). */
function Pages({ error }: { error: Error }) {
  const [path, setPath] = useState('/today');
  return (
    <>
      <button onClick={() => setPath('/explore')}>Explore</button>
      <LoadFailureBoundary page resetKey={path}>
        {path === '/today' ? <Throws error={error} /> : <h1>Explore</h1>}
      </LoadFailureBoundary>
    </>
  );
}

describe('LoadFailureBoundary', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows a page whose code did not arrive as a panel with Reload, once it reloaded within the minute', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now() - 5_000));
    render(<Pages error={new TypeError('Failed to fetch dynamically imported module: /a.js')} />);
    const alert = screen.getByRole('alert');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Nothing you saved has been lost.');
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();

    // Moving to another page leaves the failure behind.
    await userEvent.click(screen.getByRole('button', { name: 'Explore' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reloads by itself for missing code when it has not in the last minute, and notes when', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now() - 61_000));
    render(<Pages error={new TypeError('Failed to fetch dynamically imported module: /a.js')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY))).toBeLessThan(5_000);
  });

  it('says something went wrong for a bug, without reloading', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Pages error={new Error('boom')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Reload the page to carry on.');
    expect(sessionStorage.getItem(RELOADED_AT_KEY)).toBeNull();
  });
});
