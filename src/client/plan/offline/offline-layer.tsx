import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isOnline, subscribeToConnection } from '#client/lib/connection.ts';
import { QUEUE_CHANGED_MESSAGE } from '#client/lib/worker-session.ts';
import { keepCacheSaved, restoreCache } from './persister.ts';
import { syncNow } from './sync.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/offline';

export const useOnline = () => useSyncExternalStore(subscribeToConnection, isOnline);

/** Always in the page, so that screen readers hear the notice when the connection drops. */
export function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  return (
    <div role="status" className="empty:hidden">
      {!online && (
        <p className="bg-secondary px-gutter py-2 text-center text-sm text-secondary-foreground">
          {t('offline.notice')}
        </p>
      )}
    </div>
  );
}

/**
 * The signed-in app's offline layer (docs/decisions/019-offline.md): restores the account's saved
 * plan before the pages ask for it, keeps saving the cache, sends queued changes at start and on
 * reconnecting, then refetches. Loaded with the signed-in app, never on the landing page.
 */
export default function OfflineLayer({ uid, children }: { uid: string; children: ReactNode }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [restoredFor, setRestoredFor] = useState<string>();

  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    const sync = () => void syncNow(queryClient, uid).catch(() => undefined);

    void restoreCache(queryClient, uid)
      .catch(() => null)
      .then(async (restored) => {
        if (stopped) return;
        unsubscribe = keepCacheSaved(queryClient, uid, restored);
        setRestoredFor(uid);
        if (!isOnline()) return;
        await syncNow(queryClient, uid);
        // The saved copy showed at once; now show what the server has.
        await queryClient.invalidateQueries();
      })
      .catch(() => undefined);
    // Back online: send what was queued meanwhile.
    let wasOnline = isOnline();
    const unsubscribeConnection = subscribeToConnection(() => {
      const online = isOnline();
      if (online && !wasOnline) sync();
      wasOnline = online;
    });

    // A reminder's Done / Check in, queued or sent by the service worker: send it, show it.
    const onWorkerMessage = (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: unknown } | null)?.type !== QUEUE_CHANGED_MESSAGE) return;
      void syncNow(queryClient, uid)
        .then(() => queryClient.invalidateQueries())
        .catch(() => undefined);
    };
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);

    return () => {
      stopped = true;
      unsubscribe?.();
      unsubscribeConnection();
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [queryClient, uid]);

  if (restoredFor !== uid) {
    return (
      <div role="status" className="grid min-h-dvh place-items-center text-muted-foreground">
        {t('common.loading')}
      </div>
    );
  }
  return (
    <>
      <OfflineNotice />
      {children}
    </>
  );
}
