import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Eye, ListChecks, Share2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import type { Outcome } from '#shared/schemas';
import { PATHS, sharedPath, sharePath } from '#client/lib/paths.ts';
import { activeOutcomes, chooseOutcome } from '#client/plan/current-outcome.ts';
import { useSharedWithMe } from '#client/plan/partners.ts';
import { SwitcherFace, switcherClass, switcherLabel } from './switcher-face.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-sm px-2 outline-none select-none data-[highlighted]:bg-primary data-[highlighted]:text-primary-foreground';

/**
 * The switcher's menu: the active outcomes (the current one checked), Share with a partner for the
 * current one, all outcomes, then the outcomes others share (docs/product.md, Partners).
 */
export function OutcomeMenu({
  current,
  outcomes,
}: {
  current: Outcome;
  outcomes: readonly Outcome[];
}) {
  const t = useT();
  const [, navigate] = useLocation();
  // Asked for when the menu opens, not with the workflow: most people share nothing.
  const shared = useSharedWithMe().data ?? [];
  const sharedLabel = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  // It replaced the button just clicked: keep the focus where the person left it.
  useEffect(() => trigger.current?.focus(), []);
  return (
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={switcherLabel(t, current.title)}
        className={switcherClass}
      >
        <SwitcherFace title={current.title} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-w-[calc(100vw-2rem)] min-w-56 rounded-md border border-border bg-card p-1 text-sm text-card-foreground shadow-raised"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold text-muted-foreground">
            {t('workflow.switchOutcome')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current.id} onValueChange={chooseOutcome}>
            {activeOutcomes(outcomes).map((outcome) => (
              <DropdownMenu.RadioItem key={outcome.id} value={outcome.id} className={itemClass}>
                <span className="grid size-4 shrink-0 place-items-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span className="min-w-0">{outcome.title}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(sharePath(current.id))}>
            <Share2 aria-hidden className="size-4 shrink-0" />
            {t('workflow.shareWithPartner')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(PATHS.outcomes)}>
            <ListChecks aria-hidden className="size-4 shrink-0" />
            {t('workflow.allOutcomes')}
          </DropdownMenu.Item>
          {shared.length > 0 && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Group aria-labelledby={sharedLabel}>
                <DropdownMenu.Label
                  id={sharedLabel}
                  className="px-2 py-1 text-xs font-semibold text-muted-foreground"
                >
                  {t('workflow.sharedWithMe')}
                </DropdownMenu.Label>
                {shared.map((outcome) => (
                  <DropdownMenu.Item
                    key={outcome.outcomeId}
                    className={itemClass}
                    onSelect={() => navigate(sharedPath(outcome.outcomeId))}
                  >
                    <Eye aria-hidden className="size-4 shrink-0" />
                    <span className="min-w-0">
                      {outcome.title}
                      <span className="block text-xs">{outcome.ownerName}</span>
                    </span>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
