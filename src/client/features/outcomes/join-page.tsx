import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { invitationLine } from '#shared/invitation-words';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { PATHS, sharedPath } from '#client/lib/paths.ts';
import { fetchInvitation } from '#client/plan/invitation-preview.ts';
import { useAnswerInvitation } from '#client/plan/partners.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/partner';

/** '/join/{token}' signed in: who invites to what, then Accept or Decline (docs/product.md, Partners). */
export function JoinPage({ token }: { token: string }) {
  const t = useT();
  const preview = useQuery({
    queryKey: ['/api/invitations', token],
    queryFn: () => fetchInvitation(token),
    retry: false,
  });
  const answer = useAnswerInvitation();
  const [, navigate] = useLocation();
  const respond = (accept: boolean) =>
    answer.mutate(
      { token, accept },
      {
        onSuccess: ({ outcomeId }) => {
          if (accept) {
            toast({ title: t('partner.success'), description: t('partner.nowFollowing') });
            navigate(sharedPath(outcomeId));
          } else {
            toast({ title: t('partner.invitationDeclined') });
            navigate(PATHS.home);
          }
        },
      },
    );
  return (
    <main className="mx-auto max-w-xl space-y-6">
      <title>{t('partner.invitationDocumentTitle')}</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('partner.invitationTitle')}
      </h1>
      {preview.data ? (
        <div className="space-y-4 rounded-lg border border-border bg-card p-5 shadow-card">
          <p className="text-lg">
            {invitationLine(preview.data.inviterName, preview.data.outcomeTitle, t)}
          </p>
          <p className="text-sm text-muted-foreground">{t('partner.asPartner')}</p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={answer.isPending} onClick={() => respond(true)}>
              {t('partner.accept')}
            </Button>
            <Button variant="outline" disabled={answer.isPending} onClick={() => respond(false)}>
              {t('partner.decline')}
            </Button>
          </div>
        </div>
      ) : preview.isError ? (
        <p role="alert" className="rounded-lg border border-destructive bg-card p-5 text-lg">
          {preview.error.message}
        </p>
      ) : (
        <p role="status" className="text-muted-foreground">
          {t('common.loading')}
        </p>
      )}
    </main>
  );
}
