import { RotateCw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Button } from '../components/ui/button.tsx';
import { isChunkLoadFailure } from '../lib/load-chunk.ts';
import { useT } from '../lib/i18n.tsx';

/**
 * What shows when a page cannot render (docs/decisions/182-code-that-fails-to-load.md): never a
 * blank page. Code that could not be fetched reloads the page once by itself (a new page asks
 * the network and the service worker afresh, and after a release it gets the new build's files);
 * if that already happened within the last minute, or the fault is a bug, a panel says so and
 * offers Reload.
 */

/** When this tab last reloaded by itself, so that a file that stays missing cannot loop. */
const RELOADED_AT_KEY = 'momentum:reloaded-for-code';
const RELOAD_AGAIN_AFTER_MS = 60_000;

function mayReloadByItself(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    return !(Date.now() - last < RELOAD_AGAIN_AFTER_MS);
  } catch {
    return false; // Storage refused: a loop could not be stopped, so leave it to the person.
  }
}

function reloadByItself() {
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
}

function LoadFailurePanel({ error, page }: { error: unknown; page: boolean }) {
  const t = useT();
  const codeMissing = isChunkLoadFailure(error);
  const [reloading] = useState(() => codeMissing && mayReloadByItself());
  useEffect(() => {
    if (reloading) reloadByItself();
  }, [reloading]);

  if (reloading) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        {t('common.loading')}
      </p>
    );
  }
  const panel = (
    <div role="alert" className="w-full max-w-lg rounded-lg border border-destructive bg-card p-6">
      <h1 className="text-lg font-semibold">
        {codeMissing ? t('common.pageFailedTitle') : t('common.wentWrongTitle')}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {codeMissing ? t('common.pageFailedText') : t('common.wentWrongText')}
      </p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden className="size-4" />
        {t('common.reload')}
      </Button>
    </div>
  );
  // Inside the signed-in frame the panel is the page's main content; alone it fills the window.
  return page ? (
    <main className="grid place-items-center py-10">{panel}</main>
  ) : (
    <div className="grid min-h-dvh place-items-center p-4">{panel}</div>
  );
}

/**
 * Catches what its children throw while rendering. `page`: it stands for one page inside the
 * signed-in frame, which stays usable; `resetKey` (the path) clears it when the person moves on.
 */
export function LoadFailureBoundary({
  page = false,
  resetKey,
  children,
}: {
  page?: boolean;
  resetKey?: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      fallbackRender={({ error }: FallbackProps) => <LoadFailurePanel error={error} page={page} />}
    >
      {children}
    </ErrorBoundary>
  );
}
