import { useId } from 'react';
import { toastError } from '#client/components/ui/toast-store.ts';
import { currentLocale, useT } from '#client/lib/i18n.tsx';
import { useSaveLocale } from '#client/plan/locale.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import { isLocale, LOCALES } from '#shared/i18n/locales';
import 'virtual:messages/language';

/**
 * Account: the language of every screen, email and push (docs/decisions/291). Changing it shows
 * the page in it at once and stores it on the profile; each language is named in itself.
 */
export function LanguageSection() {
  const t = useT();
  const save = useSaveLocale();
  const selectId = useId();
  return (
    <section aria-labelledby="account-language" className="space-y-3">
      <h2 id="account-language" className="text-lg font-semibold">
        {t('language.label')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('language.help')}</p>
      <div className="max-w-xs space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium">
          {t('language.label')}
        </label>
        <select
          id={selectId}
          value={currentLocale()}
          disabled={save.isPending}
          onChange={(event) => {
            const locale = event.target.value;
            if (!isLocale(locale)) return;
            save.mutate(locale, {
              onError: (error) => toastError(saveErrorMessage(error, t('language.saveFailed'))),
            });
          }}
          className="min-h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {Object.entries(LOCALES).map(([locale, name]) => (
            <option key={locale} value={locale} lang={locale}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
