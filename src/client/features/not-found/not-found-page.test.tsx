import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NotFoundPage } from './not-found-page.tsx';

function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook}>
      <NotFoundPage />
    </Router>,
  );
  return memory.history;
}

describe('NotFoundPage', () => {
  it('says the page was not found, as the one h1 of its main landmark', () => {
    renderAt('/no/such/page');
    const main = screen.getByRole('main');
    expect(main).toContainElement(
      screen.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
    );
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  it('offers a way back to the goals and to Explore', async () => {
    const history = renderAt('/no/such/page');
    expect(screen.getByRole('link', { name: 'Explore resources' })).toHaveAttribute(
      'href',
      '/explore',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to your goals' }));
    expect(history.at(-1)).toBe('/');
  });
});
