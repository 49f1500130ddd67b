import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { installFakeApi, seedPlan } from '#test/client/fake-api.ts';
import { renderSignedIn } from '#test/client/render-signed-in.tsx';
import { expectNoMessageIds, inSpanish } from '#test/client/spanish.ts';
import { switchLocale } from '#client/lib/i18n.tsx';
import { CategoryPage, ExploreGrid } from './index.ts';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

// The dialog's code loads on first use; loaded here once, so a slow first transform cannot time a test out.
beforeAll(() => import('./components/add-to-plan-dialog.tsx'));

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

  it("shows a category's cards, chips and Add to plan dialog in Spanish, and English again at once", async () => {
    installFakeApi(seedPlan([{ title: 'Dormir 8 horas' }]));
    const { user } = renderSignedIn(
      <Route path="/explore/:categoryId">
        {(params) => <CategoryPage categoryId={params.categoryId} />}
      </Route>,
      { path: '/explore/better-sleep' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dormir mejor');
    expect(
      screen.getByText('Duérmete antes, despierta descansado y entiende tu reloj biológico.'),
    ).toBeVisible();

    // The chips, and what they say they show.
    const chips = screen.getByRole('group', { name: 'Filtrar recursos por tipo' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Todo', 'Consejos de expertos', 'Vídeos', 'Artículos', 'Herramientas', 'Pódcasts']);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 17 recursos');

    // Each kind of card: our words in Spanish, names and titles as published.
    const card = (name: string) =>
      within(screen.getByRole('heading', { level: 3, name }).closest('article')!);
    const walker = card('Matthew Walker');
    walker.getByText('Profesor de Neurociencia y Psicología, University of California, Berkeley');
    walker.getByText(/^Fundador del Center for Human Sleep Science y autor de Why We Sleep\./);
    walker.getByRole('link', { name: 'Ver perfil: Matthew Walker (se abre en una pestaña nueva)' });
    const talk = card('Sleep is your superpower');
    talk.getByText('19 min');
    talk.getByText(/^Lo que el sueño hace por el aprendizaje/);
    talk.getByRole('link', {
      name: 'Ver: Sleep is your superpower (se abre en una pestaña nueva)',
    });
    card('Sleep tips: 6 steps to better sleep').getByText('4 min de lectura');
    card('Sleep With Me').getByText('Presentado por Drew Ackerman');
    card('CBT-i Coach').getByRole('link', { name: /^Probar ahora: CBT-i Coach/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Ideas de tácticas' })).toBeVisible();
    expectNoMessageIds();

    await user.click(within(chips).getByRole('button', { name: 'Pódcasts' }));
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 3 recursos');
    await user.click(within(chips).getByRole('button', { name: 'Consejos de expertos' }));

    // Add to plan: the dialog, its prefilled tactic and its refusal, in Spanish.
    await user.click(screen.getByRole('button', { name: 'Añadir al plan: Matthew Walker' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Añadir al plan' }));
    await dialog.findByRole('radio', { name: 'Dormir 8 horas' });
    expect(dialog.getByRole('group', { name: '¿Qué meta?' })).toBeVisible();
    dialog.getByRole('radio', { name: 'Nueva meta' });
    const tactic = dialog.getByRole('textbox', { name: 'Táctica' });
    expect(tactic).toHaveValue('Seguir los consejos de Matthew Walker');
    expect(dialog.getByRole('combobox', { name: 'Esfuerzo' })).toHaveAccessibleDescription(
      '1 es fácil, 5 es difícil',
    );
    expect(dialog.getByRole('combobox', { name: 'Impacto' })).toHaveDisplayValue('Sin valorar');
    await user.clear(tactic);
    await user.click(dialog.getByRole('button', { name: 'Añadir' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('La táctica es obligatoria');
    await user.click(dialog.getByRole('radio', { name: 'Nueva meta' }));
    expect(dialog.getByRole('textbox', { name: 'Título de la meta' })).toHaveAttribute(
      'placeholder',
      'p. ej. Dormir 8 horas',
    );
    expectNoMessageIds();

    // Account's Language turns it English at once, with every area's words there too.
    await act(() => switchLocale('en'));
    expect(screen.getByRole('dialog', { name: 'Add to plan' })).toBeVisible();
    // The page behind the dialog is hidden from screen readers while it is open: found by text.
    expect(
      screen.getByText(
        'Professor of Neuroscience and Psychology, University of California, Berkeley',
      ),
    ).toBeInTheDocument();
    expectNoMessageIds();
  });
});
