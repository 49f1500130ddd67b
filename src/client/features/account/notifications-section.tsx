import type { ReactNode } from 'react';
import { PushSwitch } from '#client/components/push-switch.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/account';

/** Account: reminders as notifications on this device (docs/product.md, "Reminders"). */
export default function NotificationsSection(): ReactNode {
  const t = useT();
  return (
    <section aria-labelledby="account-reminders" className="space-y-3">
      <h2 id="account-reminders" className="text-lg font-semibold">
        {t('account.remindersTitle')}
      </h2>
      <PushSwitch />
    </section>
  );
}
