import { useQuery } from '@tanstack/react-query';
import { arrivedText } from '#shared/deliveries';
import type { Deliveries, DeliveryGroup } from '#shared/delivery-schemas';
import { DELIVERY_PATHS } from '#shared/push';
import { fetchQuery } from '#client/lib/api.ts';

/** What else happened to a device's or the email's reminders, beyond "n of n arrived". */
function details(group: DeliveryGroup): string[] {
  const lines: string[] = [];
  if (group.clicked > 0) lines.push(`${group.clicked} clicked`);
  if (group.failed > 0)
    lines.push(`${group.failed} failed, last: ${group.lastFailure ?? 'unknown'}`);
  if (group.fellBack > 0) lines.push(`${group.fellBack} fell back to email`);
  if (!group.current) lines.push('no longer gets reminders');
  return lines;
}

/**
 * Account: how reminders went in the last 14 days, per device and for email, and a device that
 * stopped receiving (docs/product.md, "Reminders"; docs/decisions/280).
 */
export function DeliverySection() {
  const deliveries = useQuery<Deliveries>({
    queryKey: [DELIVERY_PATHS.list],
    queryFn: () => fetchQuery<Deliveries>(DELIVERY_PATHS.list),
  });
  return (
    <section aria-labelledby="account-delivery" className="space-y-3">
      <h2 id="account-delivery" className="text-lg font-semibold">
        Delivery
      </h2>
      {!deliveries.data ? (
        deliveries.isError ? (
          <p className="text-sm text-muted-foreground">Delivery records could not be loaded.</p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading delivery records...</p>
        )
      ) : deliveries.data.groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No reminders sent in the last {deliveries.data.days} days.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Reminders of the last {deliveries.data.days} days, per device and for email.
          </p>
          <ul className="space-y-2">
            {deliveries.data.groups.map((group, index) => (
              <li key={index} className="rounded-md border p-3 text-sm">
                <p className="font-medium">
                  {group.name}: {arrivedText(group)}
                </p>
                {group.stopped && (
                  <p className="text-destructive">
                    Stopped receiving: its last reminders did not arrive. Open Momentum on it and
                    turn notifications on again, or choose email above.
                  </p>
                )}
                {details(group).map((line) => (
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
