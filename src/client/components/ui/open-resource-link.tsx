import { ExternalLink } from 'lucide-react';
import { useT } from '#client/lib/i18n.tsx';

/**
 * "Open resource" for a tactic that came from Explore (docs/decisions/017-explore-items-become-tactics.md):
 * a new tab with no opener and no referrer, as every outbound link (docs/decisions/011-explore-images-are-bundled.md).
 * Renders nothing for a tactic without a link, so every place a tactic appears can use it.
 */
export function OpenResourceLink({ link, title }: { link: string | null; title: string }) {
  const t = useT();
  if (!link) return null;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-6 items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {t('common.openResource')}
      <span className="sr-only">{` ${t('common.openResourceFor', { title })}`}</span>
      <ExternalLink aria-hidden className="size-3.5" />
    </a>
  );
}
