import { useEffect, useState } from 'react';
import { invitationLine } from '#shared/sharing';
import { t } from '#client/lib/i18n.tsx';
import { fetchInvitation } from '#client/plan/invitation-preview.ts';
import 'virtual:messages/partner';

/**
 * On an invitation link, signed out: whose outcome this is, above the sign-in (docs/product.md,
 * Partners); after signing in the same path offers Accept and Decline.
 */
export function InvitationLine({ token }: { token: string }) {
  const [line, setLine] = useState<{ text: string; problem: boolean }>();
  useEffect(() => {
    let current = true;
    fetchInvitation(token).then(
      (preview) =>
        current &&
        setLine({
          text: invitationLine(preview.inviterName, preview.outcomeTitle, t),
          problem: false,
        }),
      (error: Error) => current && setLine({ text: error.message, problem: true }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  if (!line) return null;
  return (
    <p
      role={line.problem ? 'alert' : 'status'}
      className="rounded-lg border border-border bg-card px-4 py-3 text-base font-medium text-card-foreground shadow-card"
    >
      {line.text}
      {!line.problem && '. Sign in with Google to accept or decline.'}
    </p>
  );
}
