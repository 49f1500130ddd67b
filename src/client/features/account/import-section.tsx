import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { MomentumExport } from '#shared/export';
import { describeCounts, importSummary } from '#shared/export-file';
import { MAX_IMPORT_BYTES } from '#shared/limits';
import { Button } from '#client/components/ui/button.tsx';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { importPlan, previewImport, type ImportCounts } from '#client/plan/account.ts';
import { ForeignImport } from './foreign-import.tsx';
import { ApiError } from '#client/lib/api.ts';
import { currentLocale, useT } from '#client/lib/i18n.tsx';
import { importRefusalOf, importRefusalText } from './import-refusal.ts';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import type { Translate } from '#shared/i18n/catalogue';
import 'virtual:messages/account';

type ImportState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'problem'; message: string }
  | { step: 'ready'; file: CheckedFile; counts: ImportCounts }
  | { step: 'importing'; file: CheckedFile; counts: ImportCounts };

/**
 * A chosen file that passed the checks: what it adds (`checked`, read with the current rules) and
 * its own content (`sent`). The server is sent the file as it was chosen, not the checked form:
 * that form spells out every default and converts an older version, so a file just under the
 * size limit could grow past it on the way (docs/product.md, Your data).
 */
interface CheckedFile {
  checked: MomentumExport;
  sent: unknown;
}

/** Reads and checks a chosen file completely, with the same rules the server applies. */
async function readExportFile(chosen: File): Promise<CheckedFile | { problem: string }> {
  if (chosen.size > MAX_IMPORT_BYTES) return { problem: importRefusalText('tooLarge') };
  let data: unknown;
  try {
    data = JSON.parse(await chosen.text());
  } catch {
    return { problem: importRefusalText('notJson') };
  }
  // The file's schema (zod) loads only when someone imports a file, off the Account page's load.
  const { checkImportFile } = await import('#shared/export');
  const checked = checkImportFile(data);
  if (checked.ok) return { checked: checked.data, sent: data };
  const own = importRefusalOf(checked.message);
  if (own) return { problem: importRefusalText(own) };
  return { problem: await problemInLanguage(checked.message, data) };
}

/**
 * A refused file's words in the page's language. The server keys its words (the catalogue's
 * English is not in the browser: docs/decisions/291-momentum-in-your-language.md), so a page in
 * another language asks the dry run, which refuses the file the same way; without its answer the
 * words stay as checked here.
 */
async function problemInLanguage(message: string, data: unknown): Promise<string> {
  if (currentLocale() === SOURCE_LOCALE) return message;
  try {
    await previewImport(data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.message;
  }
  return message;
}

/**
 * Import (docs/product.md, Your data): choose a file, see what it adds, confirm. Nothing is
 * written before Import is pressed, and then all of it or nothing.
 */
/** Which outcomes the file brings: an outcome of the same name as one of yours is a second one. */
function asOutcomes(t: Translate, { outcomes }: MomentumExport) {
  const titles = outcomes.map((outcome) => `‘${outcome.title}’`).join(', ');
  return t('account.asOutcomes', { count: outcomes.length, titles });
}

export function ImportSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const reset = () => {
    setState({ step: 'idle' });
    if (input.current) input.current.value = '';
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return reset();
    setState({ step: 'checking' });
    const read = await readExportFile(chosen);
    if ('problem' in read) return setState({ step: 'problem', message: read.problem });
    try {
      // The server checks what only it knows: the goals the account already has.
      const counts = await previewImport(read.sent);
      setState({ step: 'ready', file: read, counts });
    } catch (error) {
      setState({ step: 'problem', message: (error as Error).message });
    }
  };

  const onImport = async () => {
    if (state.step !== 'ready') return;
    setState({ ...state, step: 'importing' });
    try {
      const counts = await importPlan(queryClient, state.file.sent);
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

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold">
        {t('account.importTitle')}
      </h2>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('account.importText')}
      </p>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {t('account.importFile')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json"
          aria-describedby={hintId}
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
            {t('account.willBeAdded', {
              counts: describeCounts(t, importSummary(state.file.checked)),
            })}
          </p>
          <p className="text-sm text-muted-foreground">{asOutcomes(t, state.file.checked)}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void onImport()} disabled={state.step === 'importing'}>
              {state.step === 'importing' ? t('account.importing') : t('account.import')}
            </Button>
            <Button variant="outline" onClick={reset} disabled={state.step === 'importing'}>
              {t('account.cancel')}
            </Button>
          </div>
        </div>
      )}
      <ForeignImport />
    </section>
  );
}
