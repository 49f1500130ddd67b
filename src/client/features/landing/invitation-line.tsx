import { useEffect, useState } from 'react';
import { fetchInvitation } from '#client/plan/invitation-preview.ts';
import { useT } from '#client/lib/i18n.tsx';
import { invitationLine } from '#shared/invitation-words';
import type { InvitationPreview } from '#shared/sharing-schemas';
import 'virtual:messages/landing';

/**
 * On an invitation link, signed out: whose outcome this is, above the sign-in (docs/product.md,
 * Partners); after signing in the same path offers Accept and Decline.
 */
export function InvitationLine({ token }: { token: string }) {
  const t = useT();
  const [answer, setAnswer] = useState<{ preview: InvitationPreview } | { problem: string }>();
  useEffect(() => {
    let current = true;
    fetchInvitation(token).then(
      (preview) => current && setAnswer({ preview }),
      (error: Error) => current && setAnswer({ problem: error.message }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  if (!answer) return null;
  const problem = 'problem' in answer;
  return (
    <p
      role={problem ? 'alert' : 'status'}
      className="rounded-lg border border-border bg-card px-4 py-3 text-base font-medium text-card-foreground shadow-card"
    >
      {problem
        ? answer.problem
        : t('landing.invitation', {
            // The join page's own sentence (partner area), then how to answer it.
            invitation: invitationLine(answer.preview.inviterName, answer.preview.outcomeTitle, t),
          })}
    </p>
  );
}
