import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '#client/lib/i18n.tsx';
import { fakeFetch, json } from '#test/client/fetch.ts';
import { expectNoMessageIds } from '#test/client/spanish.ts';
import { ImportSection } from './import-section.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLocale('en');
});

const badRating = JSON.stringify({
  version: 1,
  exportedAt: '2026-11-22T10:00:00.000Z',
  goals: [{ title: 'Run', tactics: [{ title: 'Jog', effort: 6 }] }],
});
const english =
  'This file cannot be imported: Ratings are whole numbers from 1 to 5 (at goals[1].tactics[1].effort)';

async function choose(content = badRating) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportSection />
    </QueryClientProvider>,
  );
  await userEvent.upload(
    screen.getByLabelText(/^(Momentum export file|Archivo exportado de Momentum)/),
    new File([content], 'momentum-export.json', { type: 'application/json' }),
  );
  return screen.findByRole('alert');
}

describe('a refused import file, in the page’s language', () => {
  it('in English, the words checked on the page, and nothing sent', async () => {
    const { requests } = fakeFetch(() => json(500, {}));
    expect(await choose()).toHaveTextContent(english);
    expect(requests).toEqual([]);
  });

  it('in Spanish, says the server’s keyed refusal: the wrapper and its reason', async () => {
    await switchLocale('es');
    const { requests } = fakeFetch(() =>
      json(400, {
        message: english,
        code: 'errors.importInvalidAt',
        values: {
          reason: 'errors.ratings',
          min: '1',
          max: '5',
          where: 'goals[1].tactics[1].effort',
        },
      }),
    );
    const alert = await choose();
    expect(alert).toHaveTextContent(
      'Este archivo no se puede importar: Las valoraciones son números enteros del 1 al 5 (en goals[1].tactics[1].effort)',
    );
    expect(alert.textContent).not.toMatch(/errors\.|Ratings/);
    expect(requests.map((request) => request.search)).toEqual(['?dryRun=1']);
  });

  it('in Spanish, refuses on the page what it checks itself, without asking the server', async () => {
    await switchLocale('es');
    const { requests } = fakeFetch(() => json(500, {}));
    const alert = await choose('not json');
    expect(alert).toHaveTextContent(
      'Este archivo no es una exportación de Momentum: no es JSON válido.',
    );
    cleanup();
    expect(await choose(JSON.stringify({ hello: 'world' }))).toHaveTextContent(
      /^Este archivo no es una exportación de Momentum\. /,
    );
    cleanup();
    expect(await choose('x'.repeat(1024 * 1024 + 1))).toHaveTextContent(
      'Los archivos de importación pueden tener como máximo 1 MB',
    );
    expect(requests).toEqual([]);
    expectNoMessageIds();
  });
});
