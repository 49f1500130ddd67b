import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { switchLocale } from '#client/lib/i18n.tsx';
import { ExploreGrid } from './index.ts';

const RAW_ID = /\b(common|explore)\.[a-z][A-Za-z0-9]+\b/;

beforeEach(() => switchLocale('es'));
afterEach(() => switchLocale('en'));

describe('Explore in Spanish', () => {
  it('names the ten life areas and their blurbs in Spanish, no raw message id', () => {
    render(
      <Router hook={memoryLocation({ path: '/explore' }).hook}>
        <ExploreGrid />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Explorar metas' })).toBeVisible();
    const areas = screen.getAllByRole('heading', { level: 2 });
    expect(areas).toHaveLength(10);
    expect(areas[0]).toHaveTextContent('Dormir mejor');
    expect(screen.getByRole('link', { name: 'Comer sano' })).toHaveAccessibleDescription(
      'Crea hábitos sencillos y duraderos en torno a comida de verdad.',
    );
    expect(screen.getAllByText(/^\d+ recursos$/)).toHaveLength(10);
    expect(document.title).toBe('Explorar metas · Momentum');
    expect(document.body.textContent).not.toMatch(RAW_ID);
  });
});
