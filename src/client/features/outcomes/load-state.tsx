import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/outcomes';

/** The page once its data is loaded; meanwhile 'Loading...', and a failure with Try again. */
export function LoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg border border-destructive bg-card p-6">
        <p className="text-lg font-semibold">{t('outcomes.couldNotLoad')}</p>
        <p className="mt-2 text-muted-foreground">{query.error.message}</p>
        <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
          {t('outcomes.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="py-12 text-center text-muted-foreground">
      {t('common.loading')}
    </p>
  );
}
