import { LogIn, RotateCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useSignInAgain } from '#client/auth/sign-in.ts';
import { ApiError } from '#client/lib/api.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/**
 * The panel in place of a step whose plan could not load (docs/decisions/021-plan-load-failure-panel.md):
 * the query's wording and Try again; a 401 instead says the session expired and offers to sign in again.
 */
export function PlanLoadFailure({ error, retry }: { error: Error; retry: () => void }) {
  const t = useT();
  const sessionExpired = error instanceof ApiError && error.status === 401;
  return (
    <div role="alert" className="rounded-lg border border-destructive bg-card p-6">
      <h1 className="text-lg font-semibold">
        {t(sessionExpired ? 'workflow.sessionExpired' : 'workflow.planNotLoaded')}
      </h1>
      {sessionExpired ? (
        <>
          <p className="mt-2 text-muted-foreground">{t('workflow.signInAgainText')}</p>
          <SignInAgainButton onSignedIn={retry} />
        </>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">{error.message}</p>
          <Button className="mt-4" variant="outline" onClick={retry}>
            <RotateCw aria-hidden className="size-4" />
            {t('workflow.tryAgain')}
          </Button>
        </>
      )}
    </div>
  );
}

function SignInAgainButton({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const { signIn, pending } = useSignInAgain(onSignedIn);
  return (
    <Button className="mt-4" disabled={pending} onClick={() => void signIn()}>
      <LogIn aria-hidden className="size-4" />
      {t(pending ? 'workflow.signingIn' : 'workflow.signInAgain')}
    </Button>
  );
}
