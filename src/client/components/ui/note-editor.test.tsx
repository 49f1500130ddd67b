import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkNote } from '#shared/measure-checks';
import { NoteEditor } from './note-editor.tsx';

const LABEL = 'Note on today’s check-in: Run';

function renderEditor(saved: string | null) {
  const onSave = vi.fn();
  render(
    <NoteEditor
      saved={saved}
      label={LABEL}
      onSave={onSave}
      closed={(button) => (
        <p>
          {saved && <span>Note: “{saved}”</span>}
          {button}
        </p>
      )}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

describe('NoteEditor', () => {
  it('adds a note: the trimmed text is saved and the form closes', async () => {
    const { onSave, user } = renderEditor(null);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const field = screen.getByRole('textbox', { name: LABEL });
    expect(field).toHaveValue('');
    await user.type(field, '  felt great  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('felt great');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('edits the saved note from its text; clearing it saves no note', async () => {
    const { onSave, user } = renderEditor('felt great');
    expect(screen.getByText('Note: “felt great”')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    const field = screen.getByRole('textbox', { name: LABEL });
    expect(field).toHaveValue('felt great');
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('refuses a note the shared rule refuses, says why, and keeps the text', async () => {
    const { onSave, user } = renderEditor(null);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const bad = 'felt \u202Egreat';
    const field = screen.getByRole('textbox', { name: LABEL });
    await user.type(field, bad);
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    const checked = checkNote(bad);
    expect(checked.ok).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent(checked.ok ? '' : checked.message);
    expect(field).toHaveValue(bad);
    expect(onSave).not.toHaveBeenCalled();
  });
});
