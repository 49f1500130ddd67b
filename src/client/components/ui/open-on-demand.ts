import { useRef, useState } from 'react';

/**
 * A button that opens a panel whose code loads on first use, so a page does not carry it
 * (docs/decisions/034-lean-client-bundles.md). Pointing at or tabbing to the button starts the
 * load, so the code is usually there by the click; a second click closes it. `returnFocusTo` is
 * the button, for the panel to give focus back to when it closes.
 */
export function useOpenOnDemand(load: () => Promise<unknown>) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const preload = () => void load();
  return {
    open,
    close: () => setOpen(false),
    returnFocusTo: button,
    buttonProps: {
      ref: button,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setOpen((now) => !now),
    },
  };
}
