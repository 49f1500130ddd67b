import { Check } from 'lucide-react';
import type { ComponentProps, KeyboardEvent } from 'react';

type TickBoxProps = Omit<
  ComponentProps<'button'>,
  'className' | 'children' | 'type' | 'role' | 'onClick' | 'onKeyDown'
> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * The box a tactic is ticked done with, wherever tactics are ticked (the action plan, Today):
 * one look, and a dashed, faded box when it cannot be ticked.
 *
 * A button with the checkbox role, as the WAI-ARIA checkbox pattern describes: Space and a click
 * (on it or on its label) toggle it, Enter does not. Written here rather than taken from a
 * component library, whose checkbox and its shared helpers were the largest part of the action
 * plan's first load that nothing else on it needed (docs/decisions/207-a-lighter-tick-box.md).
 */
export function TickBox({ checked, onCheckedChange, disabled, ...props }: TickBoxProps) {
  return (
    <button
      {...props}
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      onKeyDown={(event: KeyboardEvent) => {
        // A checkbox toggles on Space; Enter would press the button.
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={() => onCheckedChange(!checked)}
      className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border-2 border-primary bg-card text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[disabled]:border-dashed data-[disabled]:opacity-60 data-[state=checked]:bg-primary"
    >
      {/* No target of its own: the pointer stays over the box as the check appears under it, so
          the tick's frame dispatches no pointer out and over events. */}
      {checked && <Check aria-hidden className="pointer-events-none size-4" strokeWidth={3} />}
    </button>
  );
}

/** The tick box of the list item that holds `element` (a card on the action plan, an item on Today). */
export const tickBoxOf = (element: Element | null) =>
  element?.closest('li')?.querySelector<HTMLElement>('button[role="checkbox"]') ?? null;
