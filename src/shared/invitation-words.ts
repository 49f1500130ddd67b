import type { Translate } from './i18n/catalogue.ts';
// One sentence in an area of its own: the landing page and the join page both say it, and the
// landing page must not carry the partners' other words.
import '#messages/invitation';

/** What an invitation link says to the person who opens it. */
export function invitationLine(inviterName: string, outcomeTitle: string, t: Translate): string {
  return t('invitation.line', { inviterName, outcomeTitle });
}
