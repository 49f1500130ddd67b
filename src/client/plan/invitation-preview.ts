import type { InvitationPreview } from '#shared/sharing-schemas';
import { SHARING_MESSAGES } from '#shared/sharing';
import type { ErrorBody } from '#shared/schemas';
import type { MessageId } from '#shared/i18n/catalogue';
import { ApiError } from '../lib/api.ts';

/**
 * Who invites to what, for an invitation link's page, signed in or not: the link's token is the
 * credential, so no sign-in is sent. A link that cannot be used rejects with the server's plain
 * words ("This invitation has expired. Ask for a new one.").
 */
export async function fetchInvitation(token: string): Promise<InvitationPreview> {
  const response = await fetch(`/api/invitations/${encodeURIComponent(token)}`);
  const body = (await response.json().catch(() => ({}))) as Partial<InvitationPreview> &
    Partial<ErrorBody>;
  if (!response.ok) {
    // The server's keyed refusal reads in the person's language (docs/decisions/024-one-error-shape.md).
    throw body.message
      ? new ApiError(response.status, body.message, body.code as MessageId | undefined, body.values)
      : new ApiError(
          response.status,
          SHARING_MESSAGES.invitationNotFound,
          'errors.invitationNotFound',
        );
  }
  return body as InvitationPreview;
}
