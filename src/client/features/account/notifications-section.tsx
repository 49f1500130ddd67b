import type { ReactNode } from 'react';
import { PushSwitch } from '#client/components/push-switch.tsx';

/** Account: reminders as notifications on this device (docs/product.md, "Reminders"). */
export default function NotificationsSection(): ReactNode {
  return (
    <section aria-labelledby="account-reminders" className="space-y-3">
      <h2 id="account-reminders" className="text-lg font-semibold">
        Reminders
      </h2>
      <PushSwitch />
    </section>
  );
}
