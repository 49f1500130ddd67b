import { useId } from 'react';
import { Link } from 'wouter';
import { sharedPath } from '#client/lib/paths.ts';
import { useSharedWithMe } from '#client/plan/partners.ts';

/** Shared with me: the outcomes other people invited the signed-in person to follow. */
export function SharedWithMe() {
  const shared = useSharedWithMe();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Shared with me
      </h2>
      {shared.data?.length ? (
        <ul className="space-y-3">
          {shared.data.map((outcome) => (
            <li
              key={outcome.outcomeId}
              className="rounded-lg border border-border bg-card p-4 shadow-card"
            >
              <Link
                href={sharedPath(outcome.outcomeId)}
                className="font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {outcome.title}
              </Link>
              <p className="text-sm text-muted-foreground">{outcome.ownerName}’s outcome</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          {shared.isLoading ? 'Loading...' : 'Nobody has shared an outcome with you yet.'}
        </p>
      )}
    </section>
  );
}
