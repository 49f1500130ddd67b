import type { InvitationPreview } from '#shared/sharing-schemas';
import { SHARING_MESSAGES } from '#shared/sharing';

/**
 * Who invites to what, for an invitation link's page, signed in or not: the link's token is the
 * credential, so no sign-in is sent. A link that cannot be used rejects with the server's plain
 * words ("This invitation has expired. Ask for a new one.").
 */
export async function fetchInvitation(token: string): Promise<InvitationPreview> {
  const response = await fetch(`/api/invitations/${encodeURIComponent(token)}`);
  const body = (await response.json().catch(() => ({}))) as Partial<InvitationPreview> & {
    message?: string;
  };
  if (!response.ok) throw new Error(body.message ?? SHARING_MESSAGES.invitationNotFound);
  return body as InvitationPreview;
}
