import type { MessageId, Translate } from './i18n/catalogue.ts';
// Apart from the rules in sharing.ts, so that the landing page's use of those rules (an
// invitation link) does not bring the partners' words with it.
import '#messages/partner';

/** The ready phrases offered for a cheer, their messages; a partner may also write their own words. */
export const CHEER_PHRASES = [
  'partner.cheerGreatWeek',
  'partner.cheerProud',
  'partner.cheerGotThis',
  'partner.cheerOneStep',
  'partner.cheerNiceStreak',
] as const satisfies readonly MessageId[];

/** What an invitation link says to the person who opens it. */
export function invitationLine(inviterName: string, outcomeTitle: string, t: Translate): string {
  return t('partner.invitationLine', { inviterName, outcomeTitle });
}
