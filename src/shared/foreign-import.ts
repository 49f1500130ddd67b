/**
 * Import from another app (docs/product.md, Your data; docs/decisions/290): the apps Momentum
 * reads, their names, what to choose in each, and the messages of the checks the server makes.
 * Plain data, so the Account page loads none of the converters.
 */
import type { Translate } from '#shared/i18n/catalogue';
import '#messages/account';

export const FOREIGN_SOURCES = ['loop', 'habitica', 'todoist'] as const;
export type ForeignSource = (typeof FOREIGN_SOURCES)[number];

export const SOURCE_NAMES: Record<ForeignSource, string> = {
  loop: 'Loop Habit Tracker',
  habitica: 'Habitica',
  todoist: 'Todoist',
};

/** What the person chooses in each app, said in the hint and in the "not this app's file" message. */
export const SOURCE_FILES: Record<ForeignSource, string> = {
  loop: 'the .zip file that Loop writes with Settings, Export as CSV',
  habitica: "the JSON file of Habitica's Settings, Site Data, Export Data (User Data as JSON)",
  todoist: 'the .csv file of a Todoist project exported as a template',
};

/** What the file input accepts for each app. */
export const SOURCE_ACCEPT: Record<ForeignSource, string> = {
  loop: '.zip,application/zip',
  habitica: '.json,application/json',
  todoist: '.csv,text/csv',
};

export const FOREIGN_MESSAGES = {
  notThisApp: (source: ForeignSource) =>
    `This file is not a ${SOURCE_NAMES[source]} export. Choose ${SOURCE_FILES[source]}.`,
  nothing: (source: ForeignSource) =>
    `This ${SOURCE_NAMES[source]} export has nothing to import: it holds no habits or tasks.`,
  unknownSource: 'Import reads files from loop, habitica or todoist',
} as const;

/**
 * The outcome each app's file becomes (docs/product.md, Your data), in the person's language: the
 * preview names it as the import will (decision 291).
 */
export const foreignOutcomeTitle = (source: ForeignSource, t: Translate) =>
  t('account.foreignOutcomeTitle', { app: SOURCE_NAMES[source] });

/** The dry run's answer for a foreign file: Import's counts and what could not be mapped. */
export interface ForeignImportCounts {
  outcomes: number;
  activeOutcomes: number;
  goals: number;
  tactics: number;
  checkIns: number;
  unmapped: string[];
}
