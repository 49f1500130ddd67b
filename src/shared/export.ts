/**
 * "Download my data" (docs/product.md, Your data): one JSON document with everything Momentum
 * holds about a person, and the same document read back by Import. Versions 2 and 3 hold outcomes
 * with their goals (3 may hold flexible repeats); a version 1 file (one list of goals) is read as one outcome. Fields added later
 * are optional here, so an earlier file keeps importing.
 */
import { z } from 'zod';
import { EXPORT_VERSION, IMPORT_MESSAGES } from './export-file.ts';
import { MAX_GOALS_PER_OUTCOME, MAX_TACTICS_PER_GOAL } from './limits.ts';
import {
  DEFAULT_OUTCOME_TITLE,
  goalStatusSchema,
  goalTitleSchema,
  ifThenPlanSchema,
  LIMIT_MESSAGES,
  linkSchema,
  localDateSchema,
  measureSchema,
  measureValueSchema,
  noteSchema,
  outcomeStatusSchema,
  outcomeTitleSchema,
  ratingSchema,
  repeatSchema,
  resourceIdSchema,
  SCHEDULE_MESSAGES,
  stepsSchema,
  tacticTitleSchema,
} from './schemas.ts';
import { REMINDER_CHANNELS } from './mail.ts';
import { MAX_PAUSES_KEPT, PAUSE_MESSAGES } from './pauses.ts';
import { remindAtSchema } from './reminders.ts';
import { WEEK_STARTS } from './schedule.ts';
import { saveReviewSchema, weekFiguresSchema, weekStartSchema } from './review-schemas.ts';

/** Dates are unique within a list (one check-in or one value per day). */
const oncePerDate = (list: ReadonlyArray<{ date: string }>) =>
  new Set(list.map(({ date }) => date)).size === list.length;

// The plain parts, for the server's callers; the browser imports export-file.ts itself.
export * from './export-file.ts';

const instantSchema = z.iso.datetime({ offset: true, error: 'Times are ISO 8601 instants' });

export const exportedCheckInSchema = z.object({
  date: localDateSchema,
  note: noteSchema.default(null),
  createdAt: instantSchema.optional(),
});

export const exportedMeasurementSchema = z.object({
  date: localDateSchema,
  value: measureValueSchema,
  note: noteSchema.default(null),
  createdAt: instantSchema.optional(),
  updatedAt: instantSchema.optional(),
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
    /** Its pauses (docs/decisions/261); files written before pauses have none. */
    pauses: z
      .array(
        z
          .object({ from: localDateSchema, until: localDateSchema })
          .refine((pause) => pause.from <= pause.until, PAUSE_MESSAGES.order),
      )
      .max(MAX_PAUSES_KEPT, `A tactic keeps at most ${MAX_PAUSES_KEPT} pauses`)
      .default([]),
    checkIns: z
      .array(exportedCheckInSchema)
      .default([])
      .refine(oncePerDate, 'Each date can be checked in only once'),
    plan: ifThenPlanSchema.nullable().default(null),
    actualEffort: ratingSchema.nullable().default(null),
    actualImpact: ratingSchema.nullable().default(null),
    link: linkSchema.nullable().default(null),
    resourceId: resourceIdSchema.nullable().default(null),
    remindAt: remindAtSchema.nullable().default(null),
    steps: stepsSchema.default([]),
    completionNote: noteSchema.default(null),
    createdAt: instantSchema.optional(),
    updatedAt: instantSchema.optional(),
  })
  .refine((tactic) => !(tactic.completed && tactic.repeat), {
    message: SCHEDULE_MESSAGES.completedNeedsNoRepeat,
    path: ['completed'],
  });

/** About ten years of weeks. */
const MAX_EXPORTED_REVIEWS = 520;

export const exportedReviewSchema = z.object({
  weekStart: weekStartSchema,
  wentWell: saveReviewSchema.shape.wentWell,
  gotInTheWay: saveReviewSchema.shape.gotInTheWay,
  changeNext: saveReviewSchema.shape.changeNext,
  figures: weekFiguresSchema,
  createdAt: instantSchema.optional(),
  updatedAt: instantSchema.optional(),
});

export const exportedGoalSchema = z.object({
  id: z.string().optional(),
  title: goalTitleSchema,
  position: z.number().int().optional(),
  measure: measureSchema.nullable().default(null),
  measurements: z
    .array(exportedMeasurementSchema)
    .default([])
    .refine(oncePerDate, 'Each date can have only one value'),
  targetDate: localDateSchema.nullable().default(null),
  status: goalStatusSchema.default('active'),
  statusChangedAt: instantSchema.optional(),
  createdAt: instantSchema.optional(),
  updatedAt: instantSchema.optional(),
  tactics: z.array(exportedTacticSchema).max(MAX_TACTICS_PER_GOAL, LIMIT_MESSAGES.tactics),
});

const goalListSchema = z.array(exportedGoalSchema).max(MAX_GOALS_PER_OUTCOME, LIMIT_MESSAGES.goals);

/**
 * Partners and cheers are about other people (docs/product.md, Partners): the export lists them
 * so a person keeps what they received, and Import restores none of them.
 */
const exportedPartnerSchema = z.object({ name: z.string(), since: instantSchema });
const exportedCheerSchema = z.object({
  from: z.string(),
  text: z.string(),
  createdAt: instantSchema,
  dismissedAt: instantSchema.nullable(),
  /** The owner's reply, when they answered it. */
  reply: z.string().nullable().optional(),
  repliedAt: instantSchema.nullable().optional(),
});

export const exportedOutcomeSchema = z.object({
  id: z.string().optional(),
  title: outcomeTitleSchema,
  status: outcomeStatusSchema.default('active'),
  position: z.number().int().optional(),
  statusChangedAt: instantSchema.optional(),
  createdAt: instantSchema.optional(),
  updatedAt: instantSchema.optional(),
  goals: goalListSchema,
  partners: z.array(exportedPartnerSchema).optional(),
  cheers: z.array(exportedCheerSchema).optional(),
});

const fileHeader = {
  exportedAt: instantSchema,
  profile: z
    .object({
      email: z.string(),
      displayName: z.string().nullable(),
      /** Not imported: the importing account keeps its own time zone. */
      timeZone: z.string().nullable().optional(),
      /** Not imported either: how reminders reach the person, and the weekly digest (docs/email.md). */
      reminderChannel: z.enum(REMINDER_CHANNELS).optional(),
      weeklyDigest: z.boolean().optional(),
      /** Not imported either: when the day starts and the week's first day (decision 262). */
      dayStartsAt: z.string().optional(),
      weekStartsOn: z.enum(WEEK_STARTS).optional(),
      /** Not imported either: the language the person chose, null until chosen (decision 291). */
      locale: z.string().nullable().optional(),
      createdAt: instantSchema.optional(),
      updatedAt: instantSchema.optional(),
    })
    .optional(),
  /** Weekly reviews, newest first. Import adds the weeks the account has not reviewed yet. */
  reviews: z.array(exportedReviewSchema).max(MAX_EXPORTED_REVIEWS).default([]),
  /** Whether a calendar link existed; never its secret. Not imported: a new link is made by hand. */
  calendar: z.object({ active: z.boolean(), createdAt: instantSchema.nullable() }).optional(),
};

/**
 * The file Export writes today (version 3), and a version 2 file: the same fields, without the
 * repeats version 3 added, so both are read alike.
 */
export const momentumExportSchema = z.object({
  version: z.union([z.literal(2), z.literal(EXPORT_VERSION)]),
  ...fileHeader,
  outcomes: z.array(exportedOutcomeSchema),
});

/** A version 1 file: the goals of the one plan a person had then. */
const versionOneSchema = z.object({ version: z.literal(1), ...fileHeader, goals: goalListSchema });

/** What Export writes (every field present) and Import works on after defaults. */
export type MomentumExport = z.output<typeof momentumExportSchema>;
export type ExportedOutcome = MomentumExport['outcomes'][number];
export type ExportedGoal = ExportedOutcome['goals'][number];
export type ExportedTactic = ExportedGoal['tactics'][number];

/** A version 1 file read as version 3: its goals become one active outcome. */
function fromVersionOne({ goals, ...header }: z.output<typeof versionOneSchema>): MomentumExport {
  return {
    ...header,
    version: EXPORT_VERSION,
    outcomes: [{ title: DEFAULT_OUTCOME_TITLE, status: 'active', goals }],
  };
}

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
  const shape = z
    .object({
      version: z.number(),
      goals: z.array(z.unknown()).optional(),
      outcomes: z.array(z.unknown()).optional(),
    })
    .refine((file) => file.goals ?? file.outcomes)
    .safeParse(data);
  if (!shape.success) return { ok: false, message: IMPORT_MESSAGES.foreign, issues: [] };
  if (shape.data.version > EXPORT_VERSION) {
    return { ok: false, message: IMPORT_MESSAGES.newer, issues: [] };
  }
  const parsed =
    shape.data.version === 1
      ? versionOneSchema.transform(fromVersionOne).safeParse(data)
      : momentumExportSchema.safeParse(data);
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

/** Import's answer: how many outcomes, goals and tactics the file adds or added (`importSummary`). */
export const importSummarySchema = z.object({
  outcomes: z.number().int().min(0),
  activeOutcomes: z.number().int().min(0),
  goals: z.number().int().min(0),
  tactics: z.number().int().min(0),
});

/** What Import reads: a file of version 1, 2 or 3 (the OpenAPI description of the import body). */
export const importFileSchema = z.union([momentumExportSchema, versionOneSchema]);
