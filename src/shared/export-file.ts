/**
 * The plain parts of the export file (docs/product.md, Your data): its version, name, counts and
 * messages. Kept apart from export.ts, whose zod schemas the browser loads only to check a file
 * being imported.
 */
import type { MessageId, Translate } from './i18n/catalogue.ts';
import { LIMIT_MESSAGES, MAX_IMPORT_BYTES } from './limits.ts';
import '#messages/account';

/**
 * Version 3 may hold the flexible repeats (N times a week, every N days, monthly: docs/product.md,
 * "Scheduling"), which an app that reads only version 2 would refuse field by field; otherwise it
 * is version 2, which holds outcomes, each with its goals. Version 1 held one list of goals.
 */
export const EXPORT_VERSION = 3;

export const IMPORT_MESSAGES = {
  foreign: 'This file is not a Momentum export. Choose a file made by Download my data.',
  newer: 'This file comes from a newer version of Momentum and cannot be imported here.',
  tooLarge: `Import files can be at most ${MAX_IMPORT_BYTES / (1024 * 1024)} MB`,
  notJson: 'This file is not a Momentum export: it is not valid JSON.',
} as const;
export type ImportRefusal = keyof typeof IMPORT_MESSAGES;

/** The catalogue id of each of those messages, so a page can say it in the person's language. */
export const IMPORT_MESSAGE_CODES: Record<ImportRefusal, MessageId> = {
  foreign: 'errors.importForeign',
  newer: 'errors.importNewer',
  tooLarge: 'errors.importTooLarge',
  notJson: 'errors.importNotJson',
};

/** How many outcomes (active ones among them), goals and tactics a checked file adds. */
export function importSummary(data: {
  outcomes: ReadonlyArray<{
    status: string;
    goals: ReadonlyArray<{ tactics: readonly unknown[] }>;
  }>;
}) {
  const goals = data.outcomes.flatMap((outcome) => outcome.goals);
  return {
    outcomes: data.outcomes.length,
    activeOutcomes: data.outcomes.filter((outcome) => outcome.status === 'active').length,
    goals: goals.length,
    tactics: goals.reduce((total, goal) => total + goal.tactics.length, 0),
  };
}

/** "3 goals and 12 tactics", for the preview ("... will be added") and the success toast. */
export function describeCounts(
  t: Translate,
  { goals, tactics }: { goals: number; tactics: number },
) {
  return t('account.counts', { goals, tactics });
}

/** The active outcome limit counts what the account has plus what the file adds. */
export function outcomeLimitMessage(existing: number, adding: number) {
  return `${LIMIT_MESSAGES.outcomes}: you have ${existing} and this file adds ${adding}.`;
}

/** The file name of a download made today, e.g. momentum-export-2026-11-22.json. */
export const exportFileName = (localDate: string, extension: 'json' | 'csv') =>
  `momentum-export-${localDate}.${extension}`;
