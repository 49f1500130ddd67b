import { useQuery } from '@tanstack/react-query';
import { arrivedText } from '#shared/deliveries';
import type { Deliveries, DeliveryGroup } from '#shared/delivery-schemas';
import { DELIVERY_PATHS } from '#shared/push';
import { fetchQuery } from '#client/lib/api.ts';
import { useT } from '#client/lib/i18n.tsx';
import type { Translate } from '#shared/i18n/catalogue';
import 'virtual:messages/account';

/** What else happened to a device's or the email's reminders, beyond "n of n arrived". */
function details(t: Translate, group: DeliveryGroup): string[] {
  const lines: string[] = [];
  if (group.clicked > 0) lines.push(t('account.deliveryClicked', { count: group.clicked }));
  if (group.failed > 0)
    lines.push(
      t('account.deliveryFailedCount', {
        count: group.failed,
        reason: group.lastFailure ?? t('account.unknown'),
      }),
    );
  if (group.fellBack > 0) lines.push(t('account.deliveryFellBack', { count: group.fellBack }));
  if (!group.current) lines.push(t('account.deliveryNoLonger'));
  return lines;
}

/**
 * Account: how reminders went in the last 14 days, per device and for email, and a device that
 * stopped receiving (docs/product.md, "Reminders"; docs/decisions/280).
 */
export function DeliverySection() {
  const t = useT();
  const deliveries = useQuery<Deliveries>({
    queryKey: [DELIVERY_PATHS.list],
    queryFn: () => fetchQuery<Deliveries>(DELIVERY_PATHS.list),
  });
  return (
    <section aria-labelledby="account-delivery" className="space-y-3">
      <h2 id="account-delivery" className="text-lg font-semibold">
        {t('account.deliveryTitle')}
      </h2>
      {!deliveries.data ? (
        deliveries.isError ? (
          <p className="text-sm text-muted-foreground">{t('account.deliveryFailed')}</p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('account.deliveryLoading')}</p>
        )
      ) : deliveries.data.groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('account.deliveryNone', { days: deliveries.data.days })}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('account.deliveryIntro', { days: deliveries.data.days })}
          </p>
          <ul className="space-y-2">
            {deliveries.data.groups.map((group, index) => (
              <li key={index} className="rounded-md border p-3 text-sm">
                <p className="font-medium">
                  {group.channel === 'email' ? t('account.deliveryEmail') : group.name}:{' '}
                  {arrivedText(t, group)}
                </p>
                {group.stopped && (
                  <p className="text-destructive">{t('account.deliveryStopped')}</p>
                )}
                {details(t, group).map((line) => (
                  <p key={line} className="text-muted-foreground">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
