import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { describeCounts } from '#shared/export-file';
import {
  FOREIGN_SOURCES,
  foreignOutcomeTitle,
  SOURCE_ACCEPT,
  SOURCE_NAMES,
  type ForeignImportCounts,
  type ForeignSource,
} from '#shared/foreign-import';
import { MAX_IMPORT_BYTES } from '#shared/limits';
import { Button } from '#client/components/ui/button.tsx';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { importForeign, previewForeignImport } from '#client/plan/account.ts';
import { useT } from '#client/lib/i18n.tsx';
import { importRefusalText } from './import-refusal.ts';
import type { MessageId } from '#shared/i18n/catalogue';
import 'virtual:messages/account';

type State =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'problem'; message: string }
  | { step: 'ready' | 'importing'; file: File; counts: ForeignImportCounts };

/** Which file to choose, as SOURCE_FILES says it in the API's own messages. */
const SOURCE_FILE_HINTS: Record<ForeignSource, MessageId> = {
  loop: 'account.foreignFileLoop',
  habitica: 'account.foreignFileHabitica',
  todoist: 'account.foreignFileTodoist',
};

/**
 * Import from another app (docs/product.md, Your data; docs/decisions/290): choose the app and
 * its export file; the server converts and checks it and says what it adds and what cannot come
 * along, listed before anything is written. Import adds it all or nothing.
 */
export function ForeignImport() {
  const t = useT();
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<ForeignSource>('loop');
  const [state, setState] = useState<State>({ step: 'idle' });

  const reset = () => {
    setState({ step: 'idle' });
    if (input.current) input.current.value = '';
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return reset();
    if (chosen.size > MAX_IMPORT_BYTES) {
      return setState({ step: 'problem', message: importRefusalText('tooLarge') });
    }
    setState({ step: 'checking' });
    try {
      const counts = await previewForeignImport(source, chosen);
      setState({ step: 'ready', file: chosen, counts });
    } catch (error) {
      setState({ step: 'problem', message: (error as Error).message });
    }
  };

  const onImport = async () => {
    if (state.step !== 'ready') return;
    setState({ ...state, step: 'importing' });
    try {
      const counts = await importForeign(queryClient, source, state.file);
      toast({
        title: t('account.importedTitle'),
        description: t('account.imported', { counts: describeCounts(t, counts) }),
      });
      reset();
    } catch (error) {
      toastError((error as Error).message);
      setState({ ...state, step: 'ready' });
    }
  };

  const onCancel = () => {
    reset();
    input.current?.focus();
  };

  return (
    <div className="space-y-3 border-t border-border pt-4">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        {t('account.foreignTitle')}
      </h3>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('account.foreignText', { file: t(SOURCE_FILE_HINTS[source]) })}
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-app`} className="block text-sm font-medium">
          {t('account.app')}
        </label>
        <select
          id={`${id}-app`}
          value={source}
          onChange={(event) => {
            setSource(event.target.value as ForeignSource);
            reset();
          }}
          className="min-h-10 rounded-md border border-input bg-card px-3 text-sm"
        >
          {FOREIGN_SOURCES.map((each) => (
            <option key={each} value={each}>
              {SOURCE_NAMES[each]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          {t('account.foreignFile', { app: SOURCE_NAMES[source] })}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={SOURCE_ACCEPT[source]}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void onChoose(event)}
          className="block w-full max-w-full text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-input/60 file:bg-card file:px-4 file:text-sm file:font-medium file:text-card-foreground hover:file:bg-muted"
        />
      </div>
      {state.step === 'checking' && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('account.checkingFile')}
        </p>
      )}
      {state.step === 'problem' && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {state.message}
        </p>
      )}
      {(state.step === 'ready' || state.step === 'importing') && (
        <div className="space-y-3 rounded-md border border-border bg-muted/40 p-4">
          <p role="status" className="font-medium">
            {t('account.willBeAddedWithCheckIns', {
              counts: describeCounts(t, state.counts),
              checkIns: state.counts.checkIns,
            })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('account.asForeignOutcome', { title: foreignOutcomeTitle(source, t) })}
          </p>
          {state.counts.unmapped.length > 0 && (
            <div className="space-y-1">
              <p id={`${id}-unmapped`} className="text-sm font-medium">
                {t('account.notImported')}
              </p>
              <ul aria-labelledby={`${id}-unmapped`} className="list-disc space-y-1 pl-5 text-sm">
                {state.counts.unmapped.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void onImport()} disabled={state.step === 'importing'}>
              {state.step === 'importing'
                ? t('account.importing')
                : t('account.importFrom', { app: SOURCE_NAMES[source] })}
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={state.step === 'importing'}>
              {t('account.cancel')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
