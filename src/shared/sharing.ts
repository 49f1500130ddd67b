/**
 * Partners: one person follows another's outcome read-only and cheers them on
 * (docs/product.md, "Partners"). Plain rules and texts shared by both sides, without zod; the
 * words they show are in sharing-words.ts.
 */

/** How long an invitation link works, and how many random bytes its token carries (256 bits). */
export const INVITATION_DAYS = 7;
export const INVITATION_TOKEN_BYTES = 32;
/** A token as it appears in a link: base64url of INVITATION_TOKEN_BYTES bytes. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Pending invitations one outcome may have at a time, and partners it may have. */
export const MAX_PENDING_INVITATIONS = 10;
export const MAX_PARTNERS_PER_OUTCOME = 10;

export const CHEER_MAX_LENGTH = 280;
/** Cheers one partner may send about one outcome per day (UTC). */
export const CHEERS_PER_DAY = 5;
/** Cheers the owner is shown at once, newest first; Dismiss all names at most these. */
export const CHEERS_SHOWN = 50;
/** Invitation look-ups per address and minute: the link is a credential, so guessing is slowed. */
export const INVITATION_LOOKUPS_PER_MINUTE = 30;

export const SHARING_MESSAGES = {
  invitationNotFound: 'This invitation link is not valid. Ask for a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationDeclined: 'This invitation was declined.',
  invitationRevoked: 'This invitation was withdrawn by the person who sent it.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  ownInvitation: 'This is your own outcome: send the link to the person you want as a partner.',
  alreadyPartner: 'You already follow this outcome.',
  partnerWrite: 'You follow this outcome read-only: only its owner can change it.',
  tooManyInvitations: `An outcome can have at most ${MAX_PENDING_INVITATIONS} pending invitations. Withdraw one first.`,
  tooManyPartners: `An outcome can have at most ${MAX_PARTNERS_PER_OUTCOME} partners.`,
  cheerRequired: 'A cheer needs a few words',
  cheerTooLong: `A cheer can be at most ${CHEER_MAX_LENGTH} characters`,
  cheerLimit: `You can send at most ${CHEERS_PER_DAY} cheers a day for one outcome. Try again tomorrow.`,
  dismissNone: 'Name at least one cheer to dismiss',
  dismissTooMany: `You can dismiss at most ${CHEERS_SHOWN} cheers at once`,
  tooManyLookups: 'Too many invitation look-ups from this address. Please try again later.',
} as const;

/**
 * What the page says of a cheer's (or a reply's) words before sending them, as the API's
 * `cheerTextSchema` would: nothing when they may go.
 */
export function cheerTextProblem(words: string): string | undefined {
  const trimmed = words.trim();
  if (!trimmed) return SHARING_MESSAGES.cheerRequired;
  if (trimmed.length > CHEER_MAX_LENGTH) return SHARING_MESSAGES.cheerTooLong;
  return undefined;
}

/** The name shown for a person who has no display name: never their email. */
export const SOMEONE = 'A Momentum user';

/** How a person is named to the other side of a partnership, in the app and in an export. */
export const partnerFacingName = (displayName: string | null) => displayName?.trim() || SOMEONE;

/**
 * The partner loop (docs/product.md, Partners; docs/decisions/281): how a partner hears of the
 * owner's week and of check-ins and misses, each off until the partner turns it on.
 */
export const LOOP_CHANNELS = ['off', 'email', 'push'] as const;
export type LoopChannel = (typeof LOOP_CHANNELS)[number];

export const LOOP_MESSAGES = {
  weekly: 'The weekly summary goes by email, push or off',
  nudges: 'Nudges go by email, push or off',
  misses: 'Partners hear of misses (true) or not (false)',
} as const;
