import { Download, FileSpreadsheet } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { exportFileName } from '#shared/export-file';
import { todayLocal } from '#shared/schedule';
import { useAuth } from '#client/auth/auth-provider.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toastError } from '#client/components/ui/toast-store.ts';
import { fetchExport } from '#client/plan/account.ts';
import { tacticsCsv } from './csv.ts';
import { DeleteSection } from './delete-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { EmailSection } from './email-section.tsx';
import { downloadFile } from './download.ts';
import { ImportSection } from './import-section.tsx';
import { TimeZoneSection } from './time-zone-section.tsx';
import { DayWeekSection } from './day-week-section.tsx';
import { LanguageSection } from './language-section.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { lazyChunk } from '#client/lib/load-chunk.ts';
import { Message, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/account';

// Loaded with the section, online only: not precached (scripts/lib/bundle-size.ts), as turning
// notifications on or off needs the network; offline the section is left out.
const NotificationsSection = lazyChunk(() =>
  import('./notifications-section.tsx').catch(() => ({ default: () => null })),
);

/** '/account': who is signed in, their data out and in, printing, and leaving. */
export function AccountPage() {
  const t = useT();
  const auth = useAuth();
  const user = auth.status === 'signedIn' ? auth.user : undefined;
  const [downloading, setDownloading] = useState<'json' | 'csv' | null>(null);

  const download = async (format: 'json' | 'csv') => {
    setDownloading(format);
    try {
      const file = await fetchExport();
      const name = exportFileName(todayLocal(), format);
      if (format === 'json') {
        downloadFile(name, JSON.stringify(file, null, 2), 'application/json');
      } else {
        downloadFile(name, tacticsCsv(file), 'text/csv;charset=utf-8');
      }
    } catch (error) {
      toastError((error as Error).message);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <main className="mx-auto w-full max-w-3xl space-y-8 py-8">
      <title>{t('account.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('account.title')}</h1>

      <section aria-labelledby="account-profile" className="space-y-2">
        <h2 id="account-profile" className="text-lg font-semibold">
          {t('account.profile')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{t('account.name')}</dt>
          <dd>{user?.displayName || t('account.notGiven')}</dd>
          <dt className="font-medium">{t('account.email')}</dt>
          <dd className="break-all">{user?.email || t('account.notGiven')}</dd>
        </dl>
      </section>

      <section aria-labelledby="account-data" className="space-y-3">
        <h2 id="account-data" className="text-lg font-semibold">
          {t('account.yourData')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('account.yourDataText')}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void download('json')} disabled={downloading !== null}>
            <Download aria-hidden />
            {downloading === 'json' ? t('account.preparing') : t('account.downloadData')}
          </Button>
          <Button
            variant="outline"
            onClick={() => void download('csv')}
            disabled={downloading !== null}
          >
            <FileSpreadsheet aria-hidden />
            {downloading === 'csv' ? t('account.preparing') : t('account.downloadCsv')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          <Message
            id="account.printHint"
            components={{
              0: <Link href={PATHS.actionPlan} className="font-medium text-primary underline" />,
            }}
          />
        </p>
      </section>

      <LanguageSection />
      <TimeZoneSection />
      <DayWeekSection />
      <Suspense fallback={null}>
        <NotificationsSection />
      </Suspense>
      <section aria-labelledby="account-email" className="space-y-3">
        <h2 id="account-email" className="text-lg font-semibold">
          {t('account.emailTitle')}
        </h2>
        <EmailSection email={user?.email ?? undefined} />
      </section>
      <DeliverySection />
      <ImportSection />
      <DeleteSection />
    </main>
  );
}
