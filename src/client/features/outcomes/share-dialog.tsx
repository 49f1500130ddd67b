import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Share2 } from 'lucide-react';
import { useId, useState, useSyncExternalStore } from 'react';
import { localDateOf, todayLocal } from '#shared/schedule';
import type { Outcome } from '#shared/schemas';
import { INVITATION_DAYS } from '#shared/sharing';
import type { Partner } from '#shared/sharing-schemas';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { textFieldClass } from '#client/components/ui/text-field.ts';
import { takeToastAction, toast, toastError } from '#client/components/ui/toast-store.ts';
import { deferPartnerRemoval } from '#client/plan/deferred-removals.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import {
  SHARE_FAILED,
  useInvite,
  useMutePartner,
  usePartners,
  useOutcomeSharing,
  usePendingInvitations,
  useSetOutcomeSharing,
  useWithdrawInvitation,
} from '#client/plan/partners.ts';
import { pendingRemovals, subscribeToPendingRemovals } from '#client/plan/pending-removals.ts';
import { useT } from '#client/lib/i18n.tsx';
import { formatLocalDay } from '#client/lib/local-day.ts';
import 'virtual:messages/outcomes';
import 'virtual:messages/schedule';

/** Share with a partner: a single-use link, the links still pending, and the partners. */
export function ShareWithPartner({
  outcome,
  initiallyOpen = false,
}: {
  outcome: Outcome;
  /** Opened from the switcher's menu (`/outcomes?share={id}`). */
  initiallyOpen?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('outcomes.shareLabel', { title: outcome.title })}
      >
        <Share2 aria-hidden />
        {t('outcomes.share')}
      </Button>
      {open && (
        <DialogContent
          title={t('outcomes.share')}
          description={t('outcomes.shareDescription', { title: outcome.title })}
        >
          <SharePanel outcomeId={outcome.id} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function SharePanel({ outcomeId }: { outcomeId: string }) {
  const t = useT();
  const invite = useInvite();
  const [link, setLink] = useState<string>();
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <Button
          disabled={invite.isPending}
          onClick={() =>
            invite.mutate(outcomeId, {
              onSuccess: (created) => {
                setLink(created.url);
                setCopied(false);
              },
            })
          }
        >
          {t('outcomes.createInvitation')}
        </Button>
        {link && (
          <>
            <label htmlFor={linkId} className="text-sm font-medium">
              {t('outcomes.invitationLink', { days: INVITATION_DAYS })}
            </label>
            <div className="flex gap-2">
              <input
                id={linkId}
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className={textFieldClass(false) + ' min-w-0 flex-1'}
              />
              <Button
                variant="outline"
                onClick={() =>
                  void navigator.clipboard?.writeText(link).then(() => setCopied(true))
                }
              >
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {t(copied ? 'outcomes.copied' : 'outcomes.copyLink')}
              </Button>
            </div>
          </>
        )}
      </div>
      <PendingInvitations outcomeId={outcomeId} />
      <PartnerList outcomeId={outcomeId} />
      <MissesSwitch outcomeId={outcomeId} />
    </div>
  );
}

/**
 * Whether partners who asked for nudges also hear when a repeat is missed twice: the owner's
 * call, off until they turn it on (docs/decisions/281).
 */
function MissesSwitch({ outcomeId }: { outcomeId: string }) {
  const t = useT();
  const sharing = useOutcomeSharing(outcomeId);
  const save = useSetOutcomeSharing();
  const id = useId();
  if (!sharing.data) return null;
  return (
    <label htmlFor={id} className="flex min-h-10 items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={sharing.data.partnersSeeMisses}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ outcomeId, partnersSeeMisses: event.target.checked })}
        className="size-4 accent-primary"
      />
      {t('outcomes.missesSwitch')}
    </label>
  );
}

function PendingInvitations({ outcomeId }: { outcomeId: string }) {
  const t = useT();
  const pending = usePendingInvitations(outcomeId);
  const withdraw = useWithdrawInvitation();
  const headingId = useId();
  if (!pending.data?.length) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('outcomes.pendingInvitations')}
      </h3>
      <ul className="grid gap-2">
        {pending.data.map((invitation) => (
          <li key={invitation.id} className="flex items-center justify-between gap-2 text-sm">
            <span>
              {t('outcomes.expires', {
                day: formatLocalDay(localDateOf(invitation.expiresAt), todayLocal()),
              })}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => withdraw.mutate({ outcomeId, id: invitation.id })}
            >
              {t('outcomes.withdraw')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PartnerList({ outcomeId }: { outcomeId: string }) {
  const t = useT();
  const partners = usePartners(outcomeId);
  const mute = useMutePartner();
  const removeLater = usePartnerRemoval(outcomeId);
  // Removals held while their toast offers Undo, by partner, with that toast: the dialog keeps
  // the rest of the page (and so the toast) out of reach, so each row offers the same Undo.
  const [undoable, setUndoable] = useState<ReadonlyMap<string, number>>(new Map());
  const held = useSyncExternalStore(subscribeToPendingRemovals, pendingRemovals);
  const shown = partners.data?.filter(
    (partner) => !held.has(partner.id) || undoable.has(partner.id),
  );
  const remove = (partner: Partner) => {
    const toastId = removeLater(partner);
    setUndoable((rows) => new Map(rows).set(partner.id, toastId));
  };
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('outcomes.partners')}
      </h3>
      {shown?.length ? (
        <ul className="grid gap-2">
          {shown.map((partner) => (
            <li key={partner.id} className="flex flex-wrap items-center justify-between gap-2">
              {held.has(partner.id) ? (
                <>
                  <span role="status">{t('outcomes.removedPartner', { name: partner.name })}</span>
                  <Button
                    ref={focusOnShowing}
                    variant="outline"
                    size="sm"
                    aria-label={t('outcomes.undoRemovePartner', { name: partner.name })}
                    onClick={() => takeToastAction(undoable.get(partner.id)!)}
                  >
                    {t('outcomes.undo')}
                  </Button>
                </>
              ) : (
                <>
                  <span className="font-medium">{partner.name}</span>
                  <span className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-pressed={partner.muted}
                      onClick={() =>
                        mute.mutate({ outcomeId, id: partner.id, muted: !partner.muted })
                      }
                    >
                      {t(partner.muted ? 'outcomes.unmuteCheers' : 'outcomes.muteCheers')}
                    </Button>
                    <Button
                      variant="destructive"
                      size="sm"
                      aria-label={t('outcomes.removePartnerLabel', { name: partner.name })}
                      onClick={() => remove(partner)}
                    >
                      {t('outcomes.removePartner')}
                    </Button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          {partners.isLoading ? t('common.loading') : t('outcomes.nobodyFollows')}
        </p>
      )}
    </section>
  );
}

/**
 * Remove with the same Undo as deleting an outcome (docs/product.md, Undo): the partner leaves the
 * list at once, the DELETE is held while the toast offers Undo and sent when the toast goes.
 */
function usePartnerRemoval(outcomeId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return (partner: Partner) => {
    const removal = deferPartnerRemoval(queryClient, outcomeId, partner.id);
    return toast({
      title: t('outcomes.success'),
      description: t('outcomes.partnerRemoved', { name: partner.name }),
      action: {
        label: t('outcomes.undo'),
        altText: t('outcomes.undoRemovePartner', { name: partner.name }),
        run: removal.undo,
      },
      onClose: () => {
        void removal.commit().then((error) => {
          if (error) toastError(saveErrorMessage(error, SHARE_FAILED));
        });
      },
    });
  };
}

/** Focus moves to the row's Undo as it replaces the Remove button that had it. */
const focusOnShowing = (button: HTMLButtonElement | null) => button?.focus();
