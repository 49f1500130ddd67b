/** The API's shapes for partners and cheers (docs/product.md, "Partners"), built on sharing.ts. */
import { z } from 'zod';
import {
  goalStatusSchema,
  idSchema,
  localDateSchema,
  measureSchema,
  measurementSchema,
  outcomeStatusSchema,
  ratingSchema,
  repeatSchema,
} from './schemas.ts';
import { CHEER_MAX_LENGTH, CHEERS_SHOWN, SHARING_MESSAGES } from './sharing.ts';
import {
  hasControlCharacters,
  hasDirectionOverrides,
  hasVisibleText,
  isStorableText,
  TITLE_CONTROL_CHARACTERS,
  TITLE_DIRECTION_OVERRIDES,
  TITLE_INVALID,
} from './titles.ts';

const instant = z.string().describe('An ISO 8601 instant');

export const invitationTokenParamsSchema = z.object({
  token: z.string().describe('The token of an invitation link (/join/{token})'),
});
export const invitationParamsSchema = z.object({
  id: z.string().describe('The outcome’s id'),
  invitationId: z.string().describe('The invitation’s id'),
});
export const partnerParamsSchema = z.object({
  id: z.string().describe('The outcome’s id'),
  partnerId: z.string().describe('The partnership’s id'),
});
export const sharedParamsSchema = z.object({
  outcomeId: z.string().describe('The id of an outcome shared with the caller'),
});

/** 201 of POST /api/outcomes/{id}/invitations: the link is shown once, only its hash is kept. */
export const createdInvitationSchema = z.object({
  id: idSchema,
  url: z.string(),
  expiresAt: instant,
});
export const pendingInvitationSchema = z.object({
  id: idSchema,
  createdAt: instant,
  expiresAt: instant,
});

/** GET /api/invitations/{token}: who invites to what, for the page a link opens. */
export const invitationPreviewSchema = z.object({
  inviterName: z.string(),
  outcomeTitle: z.string(),
});

export const partnerSchema = z.object({
  id: idSchema,
  outcomeId: idSchema,
  /** The partner's display name (never their email). */
  name: z.string(),
  muted: z.boolean(),
  since: instant,
});
export const updatePartnerSchema = z.strictObject({ muted: z.boolean() });

/** An outcome shared with the caller, as listed under Shared with me. */
export const sharedOutcomeSummarySchema = z.object({
  outcomeId: idSchema,
  /** The caller's partnership, for Stop following. */
  partnerId: idSchema,
  title: z.string(),
  status: outcomeStatusSchema,
  ownerName: z.string(),
});

/**
 * A partner's read-only view: only what a partner may see (goal targets and pace included). Never notes, reflections, if-then
 * plans, links, the calendar link, other outcomes or the owner's email.
 */
export const sharedTacticSchema = z.object({
  id: idSchema,
  goalId: idSchema,
  title: z.string(),
  effort: ratingSchema.nullable(),
  impact: ratingSchema.nullable(),
  completed: z.boolean(),
  completedAt: instant.nullable(),
  dueDate: localDateSchema.nullable(),
  repeat: repeatSchema.nullable(),
  /** Local dates checked in over the last weeks, ascending: this week's and the streaks'. */
  checkIns: z.array(localDateSchema),
  /** Its pauses, oldest first: a partner sees a day paused, as the owner does. */
  pauses: z.array(z.object({ from: localDateSchema, until: localDateSchema })),
});
export const sharedGoalSchema = z.object({
  id: idSchema,
  title: z.string(),
  targetDate: localDateSchema.nullable(),
  status: goalStatusSchema,
  statusChangedAt: instant,
  /** What the goal is measured in, or null: with the values below, the partner sees its pace. */
  measure: measureSchema.nullable(),
  /** Logged values, ascending by date: the date and value only, never the owner's note. */
  measurements: z.array(measurementSchema.pick({ date: true, value: true })),
  tactics: z.array(sharedTacticSchema),
});
/** A cheer the partner sent, with the owner's reply when there is one. */
export const sentCheerSchema = z.object({
  id: idSchema,
  text: z.string(),
  createdAt: instant,
  reply: z.string().nullable(),
});
export const sharedOutcomeSchema = sharedOutcomeSummarySchema.extend({
  goals: z.array(sharedGoalSchema),
  /** The caller's own cheers on this outcome, newest first. */
  cheers: z.array(sentCheerSchema),
});

export const cheerTextSchema = z
  .string({ error: SHARING_MESSAGES.cheerRequired })
  .trim()
  .min(1, SHARING_MESSAGES.cheerRequired)
  .max(CHEER_MAX_LENGTH, SHARING_MESSAGES.cheerTooLong)
  .refine(isStorableText, TITLE_INVALID)
  .refine((value) => !hasControlCharacters(value), TITLE_CONTROL_CHARACTERS)
  .refine((value) => !hasDirectionOverrides(value), TITLE_DIRECTION_OVERRIDES)
  .refine(hasVisibleText, SHARING_MESSAGES.cheerRequired);
export const createCheerSchema = z.strictObject({ text: cheerTextSchema });
/** The owner's one-line reply to a cheer: a cheer's length and rules. */
export const cheerReplySchema = z.strictObject({ text: cheerTextSchema });
export const cheerSchema = z.object({
  id: idSchema,
  outcomeId: idSchema,
  outcomeTitle: z.string(),
  partnerName: z.string(),
  text: z.string(),
  createdAt: instant,
  /** The owner's reply, or null. */
  reply: z.string().nullable(),
});
export const cheerParamsSchema = z.object({ id: z.string().describe('The cheer’s id') });
/** Dismiss all: the ids of the cheers shown (docs/product.md, "Partners"). */
export const dismissCheersSchema = z.strictObject({
  ids: z
    .array(z.string().max(64).describe('A cheer’s id'), {
      error: SHARING_MESSAGES.dismissNone,
    })
    .min(1, SHARING_MESSAGES.dismissNone)
    .max(CHEERS_SHOWN, SHARING_MESSAGES.dismissTooMany),
});

export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type SharedOutcomeSummary = z.infer<typeof sharedOutcomeSummarySchema>;
export type SharedOutcome = z.infer<typeof sharedOutcomeSchema>;
export type SharedGoal = z.infer<typeof sharedGoalSchema>;
export type SharedTactic = z.infer<typeof sharedTacticSchema>;
export type Cheer = z.infer<typeof cheerSchema>;
