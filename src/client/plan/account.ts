import type { QueryClient } from '@tanstack/react-query';
import type { MomentumExport } from '#shared/export';
import type { ForeignImportCounts, ForeignSource } from '#shared/foreign-import';
import { apiRequest, fetchQuery } from '../lib/api.ts';
import { invalidateOutcomes } from './outcomes.ts';
import { t } from '../lib/i18n.tsx';
import 'virtual:messages/toasts';

/** Everything the server holds about the signed-in user (docs/product.md, Your data). */
export const fetchExport = () => fetchQuery<MomentumExport>('/api/export');

export interface ImportCounts {
  goals: number;
  tactics: number;
}

/**
 * Checks the file on the server (limits included) without writing anything. `file` is the export
 * file's content as chosen, already checked on the client (`checkImportFile`).
 */
export const previewImport = (file: unknown) =>
  apiRequest<ImportCounts>('POST', '/api/import?dryRun=1', file, t('toasts.checkFileFailed'));

/** Adds the file's goals as new goals, all or nothing, then refetches the plan. */
export async function importPlan(queryClient: QueryClient, file: unknown) {
  const counts = await apiRequest<ImportCounts>(
    'POST',
    '/api/import',
    file,
    t('toasts.importFailed'),
  );
  await invalidateOutcomes(queryClient);
  return counts;
}

/**
 * Import from another app (docs/product.md, Your data): the server reads the app's file as it
 * was chosen; the dry run says what it adds and what could not be mapped.
 */
export const previewForeignImport = (source: ForeignSource, file: Blob) =>
  apiRequest<ForeignImportCounts>(
    'POST',
    `/api/import/${source}?dryRun=1`,
    file,
    t('toasts.checkFileFailed'),
  );

/** Adds the other app's file as one new outcome, all or nothing, then refetches the plan. */
export async function importForeign(queryClient: QueryClient, source: ForeignSource, file: Blob) {
  const counts = await apiRequest<ForeignImportCounts>(
    'POST',
    `/api/import/${source}`,
    file,
    t('toasts.importFailed'),
  );
  await invalidateOutcomes(queryClient);
  return counts;
}
