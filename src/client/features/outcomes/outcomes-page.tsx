import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { TITLE_MAX_LENGTH } from '#shared/limits';
import type { Outcome, OutcomeStatus } from '#shared/schemas';
import { TITLE_REQUIRED, titleProblem } from '#shared/titles';
import { Button } from '#client/components/ui/button.tsx';
import { textFieldClass } from '#client/components/ui/text-field.ts';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { outcomePath, PATHS } from '#client/lib/paths.ts';
import {
  chooseOutcome,
  currentOutcomeOf,
  useChosenOutcomeId,
} from '#client/plan/current-outcome.ts';
import { useOutcomeList } from '#client/plan/outcomes.ts';
import { deferOutcomeRemoval } from '#client/plan/deferred-removals.ts';
import { saveErrorMessage } from '#client/plan/error-message.ts';
import {
  SAVE_OUTCOME_FAILED,
  useCreateOutcome,
  useUpdateOutcome,
} from '#client/plan/outcome-list.ts';
import { LoadState } from './load-state.tsx';
import { ShareWithPartner } from './share-dialog.tsx';
import { SharedWithMe } from './shared-with-me.tsx';
import type { MessageId } from '#shared/i18n/catalogue';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/outcomes';
import { checkWords } from '#client/lib/check-words.ts';

/** The page's three lists, in this order, with their messages (docs/product.md, Outcomes). */
const SECTIONS: Array<{ status: OutcomeStatus; heading: MessageId; empty: MessageId }> = [
  { status: 'active', heading: 'outcomes.active', empty: 'outcomes.noActive' },
  { status: 'achieved', heading: 'outcomes.achieved', empty: 'outcomes.nothingAchieved' },
  { status: 'archived', heading: 'outcomes.archived', empty: 'outcomes.nothingArchived' },
];

/** '/outcomes': every outcome, active first, then achieved, then archived, each to manage. */
export function OutcomesPage() {
  const t = useT();
  // The outcome list with counts, no goal (docs/decisions/250-each-screen-reads-what-it-shows.md).
  const query = useOutcomeList();
  const chosenId = useChosenOutcomeId();
  const current = query.data ? currentOutcomeOf(query.data.outcomes, chosenId) : undefined;
  return (
    <main className="mx-auto max-w-3xl space-y-8">
      <title>{t('outcomes.documentTitle')}</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('outcomes.title')}</h1>
        <p className="text-muted-foreground">{t('outcomes.intro')}</p>
      </header>
      <NewOutcomeForm />
      <LoadState query={query}>
        {(plan) =>
          SECTIONS.map((section) => (
            <OutcomeSection
              key={section.status}
              {...section}
              outcomes={plan.outcomes
                .filter((outcome) => outcome.status === section.status)
                .sort((a, b) => a.position - b.position)}
              currentId={current?.id}
            />
          ))
        }
      </LoadState>
      <SharedWithMe />
    </main>
  );
}

function NewOutcomeForm() {
  const t = useT();
  const create = useCreateOutcome();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const inputId = useId();
  const errorId = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const problem = titleProblem(title, TITLE_REQUIRED.outcome);
    setError(problem);
    if (problem) return document.getElementById(inputId)?.focus();
    await create.mutateAsync({ title: title.trim() }).then(
      () => {
        setTitle('');
        toast({
          title: t('outcomes.success'),
          description: t('outcomes.added', { title: title.trim() }),
        });
      },
      () => undefined, // Told in a toast by the mutation.
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-2 rounded-lg border border-border bg-card p-4 shadow-card"
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('outcomes.outcomeTitle')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          value={title}
          maxLength={TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={t('outcomes.titlePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={textFieldClass(Boolean(error)) + ' flex-1 basis-56'}
        />
        <Button type="submit" className="min-h-11" disabled={create.isPending}>
          {t('outcomes.newOutcome')}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {checkWords(error)}
        </p>
      )}
    </form>
  );
}

function OutcomeSection({
  status,
  heading,
  empty,
  outcomes,
  currentId,
}: {
  status: OutcomeStatus;
  heading: MessageId;
  empty: MessageId;
  outcomes: Outcome[];
  currentId: string | undefined;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t(heading)}
      </h2>
      {outcomes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(empty)}</p>
      ) : (
        <ul className="space-y-3" data-status={status}>
          {outcomes.map((outcome) => (
            <li key={outcome.id}>
              <OutcomeRow outcome={outcome} current={outcome.id === currentId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OutcomeRow({ outcome, current }: { outcome: Outcome; current: boolean }) {
  const t = useT();
  const update = useUpdateOutcome();
  const remove = useOutcomeRemoval();
  const [, navigate] = useLocation();
  const [renaming, setRenaming] = useState(false);
  const sharing = new URLSearchParams(useSearch()).get('share');
  const setStatus = (status: OutcomeStatus) => update.mutate({ id: outcome.id, status });
  const active = outcome.status === 'active';
  return (
    <div className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-card">
      {renaming ? (
        <RenameForm outcome={outcome} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="min-w-0 font-semibold">
            <Link
              href={outcomePath(outcome.id)}
              className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {outcome.title}
            </Link>
          </h3>
          {current && (
            <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
              {t('outcomes.current')}
            </span>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {active && !current && (
          <Button
            size="sm"
            onClick={() => {
              chooseOutcome(outcome.id);
              navigate(PATHS.home);
            }}
            aria-label={t('outcomes.openLabel', { title: outcome.title })}
          >
            {t('outcomes.open')}
          </Button>
        )}
        {!renaming && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setRenaming(true)}
            aria-label={t('outcomes.renameLabel', { title: outcome.title })}
          >
            {t('outcomes.rename')}
          </Button>
        )}
        {active ? (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setStatus('achieved')}
              aria-label={t('outcomes.markAchievedLabel', { title: outcome.title })}
            >
              {t('outcomes.markAchieved')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setStatus('archived')}
              aria-label={t('outcomes.archiveLabel', { title: outcome.title })}
            >
              {t('outcomes.archive')}
            </Button>
          </>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setStatus('active')}
            aria-label={t('outcomes.restoreLabel', { title: outcome.title })}
          >
            {t('outcomes.restore')}
          </Button>
        )}
        <ShareWithPartner outcome={outcome} initiallyOpen={sharing === outcome.id} />
        <Button
          variant="destructive"
          size="sm"
          onClick={() => remove(outcome)}
          aria-label={t('outcomes.deleteLabel', { title: outcome.title })}
        >
          {t('outcomes.delete')}
        </Button>
      </div>
    </div>
  );
}

function RenameForm({ outcome, onDone }: { outcome: Outcome; onDone: () => void }) {
  const t = useT();
  const update = useUpdateOutcome();
  const [title, setTitle] = useState(outcome.title);
  const [error, setError] = useState<string>();
  const inputId = useId();
  const errorId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = titleProblem(title, TITLE_REQUIRED.outcome);
    setError(problem);
    if (problem) return;
    if (title.trim() !== outcome.title) {
      update.mutate({ id: outcome.id, title: title.trim() }, { onSuccess: onDone });
    } else onDone();
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('outcomes.newTitleFor', { title: outcome.title })}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          // Opened by a click on Rename: the field is where the person goes next.
          autoFocus
          value={title}
          maxLength={TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={textFieldClass(Boolean(error)) + ' flex-1 basis-56'}
        />
        <Button type="submit" size="sm" className="min-h-11" disabled={update.isPending}>
          {t('outcomes.save')}
        </Button>
        <Button type="button" variant="ghost" size="sm" className="min-h-11" onClick={onDone}>
          {t('outcomes.cancel')}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {checkWords(error)}
        </p>
      )}
    </form>
  );
}

/**
 * Delete with the same Undo as removing a goal (docs/product.md, Undo): the outcome leaves the
 * page at once, its DELETE is held while the toast offers Undo and sent when the toast goes.
 */
function useOutcomeRemoval() {
  const t = useT();
  const queryClient = useQueryClient();
  return (outcome: Outcome) => {
    const removal = deferOutcomeRemoval(queryClient, outcome.id);
    toast({
      title: t('outcomes.success'),
      description: t('outcomes.deleted', { title: outcome.title }),
      action: {
        label: t('outcomes.undo'),
        altText: t('outcomes.undoDelete'),
        run: removal.undo,
      },
      onClose: () => {
        void removal.commit().then((error) => {
          if (error) toastError(saveErrorMessage(error, SAVE_OUTCOME_FAILED));
        });
      },
    });
  };
}
