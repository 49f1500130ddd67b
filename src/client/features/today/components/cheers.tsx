import { X } from 'lucide-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useCheers, useDismissAllCheers, useDismissCheer } from '#client/plan/partners.ts';

/**
 * Cheers from partners, newest first, each dismissable; from two on, Dismiss all dismisses every
 * one shown (docs/product.md, Partners).
 */
export function Cheers() {
  const cheers = useCheers();
  const dismiss = useDismissCheer();
  const dismissAll = useDismissAllCheers();
  // Where focus goes once Dismiss all has taken the section away: the page's frame.
  const focusAfter = useRef<HTMLElement | null>(null);
  const count = cheers.data?.length ?? 0;
  useEffect(() => {
    if (count > 0 || !focusAfter.current) return;
    if (!document.activeElement || document.activeElement === document.body)
      focusAfter.current.focus();
    focusAfter.current = null;
  }, [count]);
  if (!cheers.data?.length) return null;
  const shown = cheers.data.map((cheer) => cheer.id);
  const onDismissAll = (event: MouseEvent<HTMLButtonElement>) => {
    focusAfter.current = event.currentTarget.closest<HTMLElement>('[tabindex="-1"]');
    dismissAll.mutate(shown);
  };
  return (
    <section aria-labelledby="today-cheers" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="today-cheers" className="text-lg font-semibold">
          Cheers
        </h2>
        {shown.length >= 2 && (
          <Button variant="outline" size="sm" className="min-h-11" onClick={onDismissAll}>
            Dismiss all
          </Button>
        )}
      </div>
      <ul className="space-y-2">
        {cheers.data.map((cheer) => (
          <li
            key={cheer.id}
            className="flex items-start gap-3 rounded-lg border border-border bg-card p-3 shadow-card"
          >
            <p className="min-w-0 flex-1">
              <span className="font-semibold">{cheer.partnerName}:</span> {cheer.text}
              <span className="block text-sm text-muted-foreground">on {cheer.outcomeTitle}</span>
            </p>
            <button
              type="button"
              aria-label={`Dismiss the cheer from ${cheer.partnerName}`}
              onClick={() => dismiss.mutate(cheer.id)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
