import { useT } from '#client/lib/i18n.tsx';

/** First stop for keyboard users: jumps past the top bar to the element with id `targetId`. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useT();
  return (
    <a
      href={`#${targetId}`}
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      {t('common.skipToMain')}
    </a>
  );
}
