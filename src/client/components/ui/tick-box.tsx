import * as Checkbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The box a tactic is ticked done with, wherever tactics are ticked (the action plan, Today):
 * one look, and a dashed, faded box when it cannot be ticked.
 */
export function TickBox(
  props: Omit<ComponentProps<typeof Checkbox.Root>, 'className' | 'children'>,
) {
  return (
    <Checkbox.Root
      {...props}
      className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border-2 border-primary bg-card text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[disabled]:border-dashed data-[disabled]:opacity-60 data-[state=checked]:bg-primary"
    >
      <Checkbox.Indicator>
        <Check aria-hidden className="size-4" strokeWidth={3} />
      </Checkbox.Indicator>
    </Checkbox.Root>
  );
}

/** The tick box of the list item that holds `element` (a card on the action plan, an item on Today). */
export const tickBoxOf = (element: Element | null) =>
  element?.closest('li')?.querySelector<HTMLElement>('button[role="checkbox"]') ?? null;
