import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TickBox } from './tick-box.tsx';

/** A tick box with its label, as the action plan and Today show it. */
function Labelled({ disabled = false, onSubmit }: { disabled?: boolean; onSubmit?: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <TickBox id="box" checked={checked} disabled={disabled} onCheckedChange={setChecked} />
      <label htmlFor="box">Run 5 km</label>
    </form>
  );
}

describe('TickBox', () => {
  it('is a checkbox named by its label that a click on it or on the label toggles', async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    const box = screen.getByRole('checkbox', { name: 'Run 5 km' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Run 5 km'));
    expect(box).not.toBeChecked();
  });

  it('toggles with Space and not with Enter, which submits nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Labelled onSubmit={onSubmit} />);
    const box = screen.getByRole('checkbox', { name: 'Run 5 km' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard('{Enter}');
    expect(box).toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be ticked when disabled', async () => {
    const user = userEvent.setup();
    render(<Labelled disabled />);
    const box = screen.getByRole('checkbox', { name: 'Run 5 km' });
    expect(box).toBeDisabled();
    await user.click(box);
    expect(box).not.toBeChecked();
  });
});
