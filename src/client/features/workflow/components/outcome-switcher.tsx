import { Suspense, useState, type ComponentProps } from 'react';
import { currentOutcomeOf, useChosenOutcomeId } from '#client/plan/current-outcome.ts';
import { useOutcomeList } from '#client/plan/outcomes.ts';
import { SwitcherFace, switcherClass, switcherLabel } from './switcher-face.tsx';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { useT } from '#client/lib/i18n.tsx';

// The menu (Radix DropdownMenu) loads on first use, so the workflow does not carry it
// (docs/decisions/034-lean-client-bundles.md); pointing at or tabbing to the button starts the load.
const loadMenu = () => import('./outcome-menu.tsx');
const OutcomeMenu = lazyChunk(async () => ({ default: (await loadMenu()).OutcomeMenu }));

/**
 * The current outcome's title above the steps, with a menu to switch to another active outcome
 * or go to all outcomes (docs/product.md, Outcomes). Nothing shows before the first outcome.
 */
export function OutcomeSwitcher() {
  // The outcome list alone: the switcher stays while the outcome switched to is read
  // (docs/decisions/250-each-screen-reads-what-it-shows.md).
  const t = useT();
  const list = useOutcomeList();
  const chosenId = useChosenOutcomeId();
  const outcome = list.data ? currentOutcomeOf(list.data.outcomes, chosenId) : undefined;
  const [opened, setOpened] = useState(false);
  if (!outcome || !list.data) return null;
  const button = (props: ComponentProps<'button'>) => (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={switcherLabel(t, outcome.title)}
      className={switcherClass}
      {...props}
    >
      <SwitcherFace title={outcome.title} />
    </button>
  );
  if (!opened) {
    return button({
      'aria-expanded': false,
      onPointerEnter: () => void loadMenu(),
      onFocus: () => void loadMenu(),
      onClick: () => setOpened(true),
    });
  }
  // Once asked for, the menu's own trigger takes the button's place, opened at once.
  return (
    <Suspense fallback={button({ 'aria-expanded': false, disabled: true })}>
      <OutcomeMenu current={outcome} outcomes={list.data.outcomes} />
    </Suspense>
  );
}
