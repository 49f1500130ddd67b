import { useId } from 'react';
import { Link } from 'wouter';
import { sharedPath } from '#client/lib/paths.ts';
import { useSharedWithMe } from '#client/plan/partners.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/outcomes';

/** Shared with me: the outcomes other people invited the signed-in person to follow. */
export function SharedWithMe() {
  const t = useT();
  const shared = useSharedWithMe();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('outcomes.sharedWithMe')}
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
              <p className="text-sm text-muted-foreground">
                {t('outcomes.ownersOutcome', { name: outcome.ownerName })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          {shared.isLoading ? t('common.loading') : t('outcomes.nobodyShared')}
        </p>
      )}
    </section>
  );
}
