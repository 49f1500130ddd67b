import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expectNoMessageIds, inSpanish } from '#test/client/spanish.ts';
import { ExploreGrid } from './index.ts';

inSpanish();

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
    expectNoMessageIds();
  });
});
