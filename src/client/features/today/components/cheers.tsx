import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { CHEER_MAX_LENGTH, cheerTextProblem } from '#shared/sharing';
import type { Cheer } from '#shared/sharing-schemas';
import { Button } from '#client/components/ui/button.tsx';
import { textFieldClass } from '#client/components/ui/text-field.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import {
  useCheers,
  useDismissAllCheers,
  useDismissCheer,
  useReplyToCheer,
} from '#client/plan/partners.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/today';
import { checkWords } from '#client/lib/check-words.ts';

/**
 * Cheers from partners, newest first, each dismissable and answerable in one line; from two on,
 * Dismiss all dismisses every one shown (docs/product.md, Partners).
 */
export function Cheers() {
  const t = useT();
  const cheers = useCheers();
  const dismiss = useDismissCheer();
  const dismissAll = useDismissAllCheers();
  // Where focus goes once Dismiss all has taken the section away: the page's frame.
  const focusAfter = useRef<HTMLElement | null>(null);
  const count = cheers.data?.length ?? 0;
  useEffect(() => {
    if (count > 0 || !focusAfter.current) return;
    if (!document.activeElement || document.activeElement === document.body)
      focusAfter.current.focus();
    focusAfter.current = null;
  }, [count]);
  if (!cheers.data?.length) return null;
  const shown = cheers.data.map((cheer) => cheer.id);
  const onDismissAll = (event: MouseEvent<HTMLButtonElement>) => {
    focusAfter.current = event.currentTarget.closest<HTMLElement>('[tabindex="-1"]');
    dismissAll.mutate(shown);
  };
  return (
    <section aria-labelledby="today-cheers" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="today-cheers" className="text-lg font-semibold">
          {t('today.cheers')}
        </h2>
        {shown.length >= 2 && (
          <Button variant="outline" size="sm" className="min-h-11" onClick={onDismissAll}>
            {t('today.dismissAll')}
          </Button>
        )}
      </div>
      <ul className="space-y-2">
        {cheers.data.map((cheer) => (
          <li
            key={cheer.id}
            className="flex items-start gap-3 rounded-lg border border-border bg-card p-3 shadow-card"
          >
            <div className="min-w-0 flex-1 space-y-2">
              <p>
                <span className="font-semibold">{cheer.partnerName}:</span> {cheer.text}
                <span className="block text-sm text-muted-foreground">
                  {t('today.cheerOn', { outcome: cheer.outcomeTitle })}
                </span>
              </p>
              <CheerReply cheer={cheer} />
            </div>
            <button
              type="button"
              aria-label={t('today.dismissCheer', { name: cheer.partnerName })}
              onClick={() => dismiss.mutate(cheer.id)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The owner's one-line reply (docs/product.md, Partners, "Replies"): the reply sent, and Reply
 * (or Change reply) opening a field that sends it; the partner sees it in their view.
 */
function CheerReply({ cheer }: { cheer: Cheer }) {
  const t = useT();
  const reply = useReplyToCheer();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const opener = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const errorId = useId();
  const close = () => {
    setOpen(false);
    setError(undefined);
    // Focus goes back where it came from once the button is there again.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const problem = cheerTextProblem(text);
    setError(problem);
    if (problem) return;
    reply.mutate(
      { id: cheer.id, text: text.trim() },
      {
        onSuccess: () => {
          toast({
            title: t('today.replySent'),
            description: t('today.replyWillSeeIt', { name: cheer.partnerName }),
          });
          close();
        },
      },
    );
  };
  if (!open)
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {cheer.reply && <p className="text-sm">{t('today.youReplied', { reply: cheer.reply })}</p>}
        <Button
          ref={opener}
          variant="outline"
          size="sm"
          className="min-h-11"
          aria-label={t(cheer.reply ? 'today.changeReplyTo' : 'today.replyTo', {
            name: cheer.partnerName,
          })}
          onClick={() => {
            setText(cheer.reply ?? '');
            setOpen(true);
          }}
        >
          {t(cheer.reply ? 'today.changeReply' : 'today.reply')}
        </Button>
      </div>
    );
  return (
    <form noValidate className="grid gap-2" onSubmit={send}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('today.replyTo', { name: cheer.partnerName })}
      </label>
      <input
        id={inputId}
        autoFocus
        value={text}
        maxLength={CHEER_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && close()}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={textFieldClass(Boolean(error))}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {checkWords(error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" className="min-h-11" disabled={reply.isPending}>
          {t('today.sendReply')}
        </Button>
        <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={close}>
          {t('today.cancel')}
        </Button>
      </div>
    </form>
  );
}
