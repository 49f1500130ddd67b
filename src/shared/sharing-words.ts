import type { MessageId } from './i18n/catalogue.ts';
// Apart from the rules in sharing.ts, so that the landing page's use of those rules (an
// invitation link, whose sentence is in invitation-words.ts) does not bring the partners' words.
import '#messages/partner';

/** The ready phrases offered for a cheer, their messages; a partner may also write their own words. */
export const CHEER_PHRASES = [
  'partner.cheerGreatWeek',
  'partner.cheerProud',
  'partner.cheerGotThis',
  'partner.cheerOneStep',
  'partner.cheerNiceStreak',
] as const satisfies readonly MessageId[];
