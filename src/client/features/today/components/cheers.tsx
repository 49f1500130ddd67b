import { X } from 'lucide-react';
import { useCheers, useDismissCheer } from '../../../plan/partners.ts';

/** Cheers from partners, newest first, each dismissable (docs/product.md, Partners). */
export function Cheers() {
  const cheers = useCheers();
  const dismiss = useDismissCheer();
  if (!cheers.data?.length) return null;
  return (
    <section aria-labelledby="today-cheers" className="space-y-2">
      <h2 id="today-cheers" className="text-lg font-semibold">
        Cheers
      </h2>
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
