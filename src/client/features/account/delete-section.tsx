import { useId, useState } from 'react';
import { useDeleteAccount } from '#client/auth/delete-account.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/account';

/** The word the person types to confirm (docs/product.md, Your data). */
export const DELETE_CONFIRMATION = 'DELETE';

/** The danger zone: deleting the account is enabled only once DELETE is typed. */
export function DeleteSection() {
  const t = useT();
  const { deleteAccount, pending } = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const hintId = useId();
  const confirmed = typed === DELETE_CONFIRMATION;
  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-3 rounded-lg border border-destructive/60 p-4 sm:p-6"
    >
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-destructive">
        {t('account.deleteTitle')}
      </h2>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('account.deleteText')}
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !pending) void deleteAccount();
        }}
      >
        <div className="space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium">
            {t('account.typeToConfirm', { word: DELETE_CONFIRMATION })}
          </label>
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            className="min-h-10 w-48 max-w-full rounded-md border border-input bg-background px-3 text-sm"
          />
        </div>
        <Button
          type="submit"
          disabled={!confirmed || pending}
          className="border border-destructive"
          variant="destructive"
        >
          {pending ? t('account.deleting') : t('account.deleteTitle')}
        </Button>
      </form>
    </section>
  );
}
