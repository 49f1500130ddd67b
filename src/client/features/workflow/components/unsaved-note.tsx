import { clsx } from 'clsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/**
 * Says that the step holds edits not saved yet, which are kept while the user looks elsewhere
 * (docs/product.md, Unsaved changes), with a way to drop them. The live region is always on the
 * page, so the note is announced when it appears.
 */
export function UnsavedNote({ unsaved, onDiscard }: { unsaved: boolean; onDiscard: () => void }) {
  const t = useT();
  return (
    <div
      className={clsx(
        unsaved &&
          'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-border bg-muted px-4 py-2 text-sm',
      )}
    >
      <p role="status">{unsaved && t('workflow.unsaved')}</p>
      {unsaved && (
        <Button type="button" variant="outline" size="sm" onClick={onDiscard}>
          {t('workflow.discardChanges')}
        </Button>
      )}
    </div>
  );
}
