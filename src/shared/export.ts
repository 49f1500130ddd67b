import { z } from 'zod';
import { MAX_GOALS_PER_USER, MAX_IMPORT_BYTES, MAX_TACTICS_PER_GOAL } from './limits.ts';
import {
  goalTitleSchema,
  ifThenPlanSchema,
  LIMIT_MESSAGES,
  linkSchema,
  localDateSchema,
  ratingSchema,
  repeatSchema,
  resourceIdSchema,
  SCHEDULE_MESSAGES,
  tacticTitleSchema,
} from './schemas.ts';

/**
 * "Download my data" (docs/product.md, Your data): one JSON document with everything Momentum
 * holds about a person, and the same document read back by Import. Version 1 is the first;
 * fields added later are optional here, so an earlier file keeps importing.
 */
export const EXPORT_VERSION = 1;

const instantSchema = z.iso.datetime({ offset: true, error: 'Times are ISO 8601 instants' });

export const exportedCheckInSchema = z.object({
  date: localDateSchema,
  createdAt: instantSchema.optional(),
});

export const exportedTacticSchema = z
  .object({
    /** The id it had in the account it came from; Import never reuses it. */
    id: z.string().optional(),
    title: tacticTitleSchema,
    position: z.number().int().optional(),
    effort: ratingSchema.nullable().default(null),
    impact: ratingSchema.nullable().default(null),
    completed: z.boolean().default(false),
    completedAt: instantSchema.nullable().default(null),
    dueDate: localDateSchema.nullable().default(null),
    repeat: repeatSchema.nullable().default(null),
    repeatSetAt: instantSchema.nullable().default(null),
    checkIns: z
      .array(exportedCheckInSchema)
      .default([])
      .refine(
        (checkIns) => new Set(checkIns.map(({ date }) => date)).size === checkIns.length,
        'Each date can be checked in only once',
      ),
    plan: ifThenPlanSchema.nullable().default(null),
    actualEffort: ratingSchema.nullable().default(null),
    actualImpact: ratingSchema.nullable().default(null),
    link: linkSchema.nullable().default(null),
    resourceId: resourceIdSchema.nullable().default(null),
    createdAt: instantSchema.optional(),
    updatedAt: instantSchema.optional(),
  })
  .refine((tactic) => !(tactic.completed && tactic.repeat), {
    message: SCHEDULE_MESSAGES.completedNeedsNoRepeat,
    path: ['completed'],
  });

export const exportedGoalSchema = z.object({
  id: z.string().optional(),
  title: goalTitleSchema,
  position: z.number().int().optional(),
  createdAt: instantSchema.optional(),
  updatedAt: instantSchema.optional(),
  tactics: z.array(exportedTacticSchema).max(MAX_TACTICS_PER_GOAL, LIMIT_MESSAGES.tactics),
});

export const momentumExportSchema = z.object({
  version: z.number().int().min(1).max(EXPORT_VERSION),
  exportedAt: instantSchema,
  profile: z
    .object({
      email: z.string(),
      displayName: z.string().nullable(),
      createdAt: instantSchema.optional(),
      updatedAt: instantSchema.optional(),
    })
    .optional(),
  goals: z.array(exportedGoalSchema).max(MAX_GOALS_PER_USER, LIMIT_MESSAGES.goals),
  /** Whether a calendar link existed; never its secret. Not imported: a new link is made by hand. */
  calendar: z.object({ active: z.boolean(), createdAt: instantSchema.nullable() }).optional(),
});

/** What Export writes (every field present) and Import accepts after defaults. */
export type MomentumExport = z.output<typeof momentumExportSchema>;
export type ExportedGoal = MomentumExport['goals'][number];
export type ExportedTactic = ExportedGoal['tactics'][number];

export const IMPORT_MESSAGES = {
  foreign: 'This file is not a Momentum export. Choose a file made by Download my data.',
  newer: 'This file comes from a newer version of Momentum and cannot be imported here.',
  tooLarge: `Import files can be at most ${MAX_IMPORT_BYTES / (1024 * 1024)} MB`,
  notJson: 'This file is not a Momentum export: it is not valid JSON.',
} as const;

export interface ImportIssue {
  path: Array<string | number>;
  message: string;
}

export type ImportCheck =
  { ok: true; data: MomentumExport } | { ok: false; message: string; issues: ImportIssue[] };

const describePath = (path: ReadonlyArray<PropertyKey>) =>
  path.map((part) => (typeof part === 'number' ? `[${part + 1}]` : `.${String(part)}`)).join('');

/**
 * The whole file checked before anything is written, on the client (preview) and the server
 * (import) alike: a foreign file, a newer version or any invalid field refuses the whole file.
 */
export function checkImportFile(data: unknown): ImportCheck {
  const shape = z.object({ version: z.number(), goals: z.array(z.unknown()) }).safeParse(data);
  if (!shape.success) return { ok: false, message: IMPORT_MESSAGES.foreign, issues: [] };
  if (shape.data.version > EXPORT_VERSION) {
    return { ok: false, message: IMPORT_MESSAGES.newer, issues: [] };
  }
  const parsed = momentumExportSchema.safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
    message: issue.message,
  }));
  const first = parsed.error.issues[0]!;
  const where = describePath(first.path).replace(/^\./, '');
  return {
    ok: false,
    message: `This file cannot be imported: ${first.message}${where ? ` (at ${where})` : ''}`,
    issues,
  };
}

/** Import's answer: how many goals and tactics the file adds (or added). */
export const importSummarySchema = z.object({
  goals: z.number().int().min(0),
  tactics: z.number().int().min(0),
});

/** How many goals and tactics a file adds. */
export function importSummary(
  data: Pick<MomentumExport, 'goals'>,
): z.infer<typeof importSummarySchema> {
  return {
    goals: data.goals.length,
    tactics: data.goals.reduce((total, goal) => total + goal.tactics.length, 0),
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "3 goals and 12 tactics", for the preview ("... will be added") and the success toast. */
export function describeCounts({ goals, tactics }: { goals: number; tactics: number }) {
  return `${plural(goals, 'goal')} and ${plural(tactics, 'tactic')}`;
}

/** The goal limit counts what the account has plus what the file adds. */
export function goalLimitMessage(existing: number, adding: number) {
  return `${LIMIT_MESSAGES.goals}: you have ${existing} and this file adds ${adding}.`;
}

/** The file name of a download made today, e.g. momentum-export-2026-11-22.json. */
export const exportFileName = (localDate: string, extension: 'json' | 'csv') =>
  `momentum-export-${localDate}.${extension}`;
