import { Suspense, useState } from 'react';
import type { Tactic } from '#shared/schemas';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

const TacticHistoryList = lazyChunk(async () => ({
  default: (await import('./tactic-history-list.tsx')).TacticHistoryList,
}));

/**
 * What happened to a tactic: when a one-off was done and its note (which can be added or edited
 * here), and the check-ins of a repeating one with their notes (docs/product.md, "Notes").
 * Its entries load when it is first opened (docs/decisions/034-lean-client-bundles.md).
 */
export function TacticHistory({ tactic }: { tactic: Tactic }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  // A repeating tactic may have check-ins older than the plan carries.
  if (!tactic.completed && tactic.repeat === null && tactic.checkIns.length === 0) return null;
  return (
    <details
      className="w-full text-sm"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className="cursor-pointer py-1 font-medium">{t('workflow.history')}</summary>
      {opened && (
        <Suspense
          fallback={
            <p role="status" className="mt-1 text-muted-foreground">
              {t('common.loading')}
            </p>
          }
        >
          <TacticHistoryList tactic={tactic} />
        </Suspense>
      )}
    </details>
  );
}
