import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDay, localDateOf, type LocalDate } from '#shared/schedule';
import type { Tactic, TacticHistory } from '#shared/schemas';
import { Button } from '#client/components/ui/button.tsx';
import { NoteEditor } from '#client/components/ui/note-editor.tsx';
import { fetchQuery } from '#client/lib/api.ts';
import { useSetCompleted } from '#client/plan/completion.ts';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';
import 'virtual:messages/schedule';

/**
 * The plan carries a tactic's recent check-ins only; the rest are read a page at a time when
 * the history is opened (docs/decisions/180-history-on-demand.md).
 */
function useOlderCheckIns(tactic: Tactic) {
  return useInfiniteQuery({
    queryKey: ['/api/tactics', tactic.id, 'history'],
    queryFn: ({ pageParam }) =>
      fetchQuery<TacticHistory>(
        `/api/tactics/${tactic.id}/history${pageParam ? `?before=${pageParam}` : ''}`,
      ),
    initialPageParam: null as LocalDate | null,
    getNextPageParam: (page) => page.nextBefore,
    enabled: tactic.repeat !== null || tactic.checkIns.length > 0,
  });
}

/** Check-ins listed at first, and how many more each "Show earlier check-ins" adds. */
const RECENT_SHOWN = 10;
const MORE_SHOWN = 50;

/** The entries of a tactic's history (tactic-history.tsx), loaded when it is first opened. */
export function TacticHistoryList({ tactic }: { tactic: Tactic }) {
  const t = useT();
  const older = useOlderCheckIns(tactic);
  const [shown, setShown] = useState(RECENT_SHOWN);
  // The plan's own check-ins are the live ones (a tick shows at once); the pages add older days.
  const notes = new Map(tactic.checkInNotes.map(({ date, note }) => [date, note]));
  const dates = [...tactic.checkIns].reverse();
  const oldestLive = dates.at(-1);
  for (const { date, note } of older.data?.pages.flatMap((page) => page.checkIns) ?? []) {
    if (oldestLive !== undefined && date >= oldestLive) continue;
    dates.push(date);
    if (note !== null) notes.set(date, note);
  }
  return (
    <>
      <ul className="mt-1 space-y-1">
        {tactic.completed && (
          <li>
            {tactic.completedAt
              ? t('workflow.historyDoneOn', {
                  date: formatDay(t, localDateOf(tactic.completedAt)),
                })
              : t('workflow.historyDone')}
            {tactic.completionNote && <>: “{tactic.completionNote}”</>}
            <CompletionNote tactic={tactic} />
          </li>
        )}
        {dates.slice(0, shown).map((date) => (
          <li key={date}>
            {t('workflow.checkedIn', { date: formatDay(t, date) })}
            {notes.has(date) && <>: “{notes.get(date)}”</>}
          </li>
        ))}
      </ul>
      {older.isPending && older.fetchStatus !== 'idle' && (
        <p role="status" className="mt-1 text-muted-foreground">
          {t('workflow.loadingEarlier')}
        </p>
      )}
      {older.isError && (
        <p role="alert" className="mt-1 text-destructive">
          {t('workflow.earlierFailed', { message: older.error.message })}
        </p>
      )}
      {(dates.length > shown || older.hasNextPage) && (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={older.isFetchingNextPage}
          onClick={() => {
            setShown(shown + MORE_SHOWN);
            if (dates.length < shown + MORE_SHOWN && older.hasNextPage) void older.fetchNextPage();
          }}
        >
          {older.isFetchingNextPage ? t('common.loading') : t('workflow.showEarlier')}
        </Button>
      )}
    </>
  );
}

function CompletionNote({ tactic }: { tactic: Tactic }) {
  const t = useT();
  const setCompleted = useSetCompleted();
  return (
    <NoteEditor
      saved={tactic.completionNote}
      label={t('workflow.completionNoteLabel', { title: tactic.title })}
      onSave={(note) =>
        setCompleted.mutate({ id: tactic.id, completed: true, completionNote: note })
      }
      buttonClassName="ml-2"
      formClassName="mt-1 flex flex-wrap gap-2"
    />
  );
}
