import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoMessageIds, inSpanish } from '#test/client/spanish.ts';
import { Dialog, DialogContent } from './dialog.tsx';
import { AskHowItWent, HowDidItGo } from './how-did-it-go.tsx';
import { NoteEditor } from './note-editor.tsx';
import { OpenResourceLink } from './open-resource-link.tsx';
import { PrintButton } from './print-button.tsx';
import { clearToasts, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

inSpanish();

afterEach(() => act(() => clearToasts()));

describe('the controls every screen shares, in Spanish', () => {
  it('asks how a done tactic went in Spanish, and asks for both ratings', async () => {
    const user = userEvent.setup();
    render(<HowDidItGo tacticTitle="Correr" onSave={vi.fn()} onSkip={vi.fn()} />);
    const form = screen.getByRole('form', { name: '¿Qué tal fue? Correr' });
    expect(within(form).getByRole('group', { name: /^Esfuerzo que requirió/ })).toHaveTextContent(
      '(1 fácil, 5 difícil)',
    );
    expect(within(form).getByRole('group', { name: /^Impacto que tuvo/ })).toHaveTextContent(
      '(1 pequeño, 5 grande)',
    );
    expect(within(form).getByRole('button', { name: 'Omitir' })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige los dos, o pulsa Omitir');
    expectNoMessageIds();
  });

  it('offers to answer later in Spanish', () => {
    const tactic = {
      title: 'Correr',
      completed: true,
      repeat: null,
      actualEffort: null,
      actualImpact: null,
    };
    render(<AskHowItWent tactic={tactic} onSave={vi.fn()} focusAfter={() => null} answerLater />);
    expect(screen.getByRole('button', { name: '¿Qué tal fue? Correr' })).toHaveTextContent(
      '¿Qué tal fue?',
    );
    expectNoMessageIds();
  });

  it('adds, edits and saves a note in Spanish, and refuses a note too long in Spanish', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<NoteEditor saved={null} label="Nota" onSave={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Añadir una nota' })).toBeVisible();
    rerender(<NoteEditor saved="bien" label="Nota" onSave={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Editar nota' }));
    const field = screen.getByRole('textbox', { name: 'Nota' });
    await user.clear(field);
    // The field stops typing at the limit; a pasted text over it is refused by the check.
    field.removeAttribute('maxlength');
    await user.click(field);
    await user.paste('x'.repeat(281));
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Las notas pueden tener como máximo 280 caracteres',
    );
    expectNoMessageIds();
  });

  it('names the dialog’s close button, printing and an outside link in Spanish', () => {
    render(
      <Dialog open>
        <DialogContent title="Título">
          <PrintButton />
          <OpenResourceLink link="https://example.com" title="Leer" />
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Título' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Imprimir mi plan' })).toBeVisible();
    expect(
      // jsdom drops the space a browser keeps between the link's words and its hidden words.
      within(dialog).getByRole('link', {
        name: /^Abrir recurso ?de Leer \(se abre en una pestaña nueva\)$/,
      }),
    ).toBeVisible();
    expectNoMessageIds();
  });

  it('names the notifications and a toast’s close button in Spanish', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hecho' });
    });
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
    expectNoMessageIds();
  });
});
