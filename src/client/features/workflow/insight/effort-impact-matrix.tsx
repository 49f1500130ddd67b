import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Move } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { RATING_MAX, RATING_MIN } from '#shared/limits';
import { quadrantLabel, quadrantOf, type Quadrant } from '#shared/quadrants';
import { rankForSummary } from '#shared/scoring';
import { useSetRatings } from '#client/plan/patch-tactic.ts';
import type { PlanTactic } from '#client/plan/plan-tactics.ts';
import { badgeColour } from '../components/goal-badge.tsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/quadrants';
import 'virtual:messages/workflow';

const RATINGS = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);
const IMPACT_ROWS = [...RATINGS].reverse();

/** Each quadrant's shading and the cell that carries its name (docs/decisions/015-quadrants.md). */
const QUADRANT_LOOK: Record<Quadrant, { cell: string; name: string; namedAt: [number, number] }> = {
  'quick-win': {
    cell: 'bg-emerald-50 dark:bg-emerald-950/50',
    name: 'text-emerald-900 dark:text-emerald-100',
    namedAt: [RATING_MIN, RATING_MAX],
  },
  'big-bet': {
    cell: 'bg-sky-50 dark:bg-sky-950/50',
    name: 'text-sky-900 dark:text-sky-100',
    namedAt: [RATING_MAX, RATING_MAX],
  },
  'fill-in': {
    cell: 'bg-muted/50',
    name: 'text-foreground',
    namedAt: [RATING_MIN, RATING_MIN],
  },
  'time-sink': {
    cell: 'bg-rose-50 dark:bg-rose-950/50',
    name: 'text-rose-900 dark:text-rose-100',
    namedAt: [RATING_MAX, RATING_MIN],
  },
};

type Rating = { effort: number; impact: number };

const MOVES = [
  { label: 'quadrants.moreImpact', key: 'ArrowUp', change: { impact: 1 } },
  { label: 'quadrants.lessImpact', key: 'ArrowDown', change: { impact: -1 } },
  { label: 'quadrants.moreEffort', key: 'ArrowRight', change: { effort: 1 } },
  { label: 'quadrants.lessEffort', key: 'ArrowLeft', change: { effort: -1 } },
] as const;
type MoveChange = (typeof MOVES)[number]['change'];

const inRange = (value: number) => value >= RATING_MIN && value <= RATING_MAX;

function moved(tactic: PlanTactic, change: MoveChange): Rating {
  return {
    effort: tactic.effortShown + ('effort' in change ? change.effort : 0),
    impact: tactic.impactShown + ('impact' in change ? change.impact : 0),
  };
}

/**
 * Every tactic at its effort (across) and impact (up), in its quadrant, coloured by goal. No
 * dragging needed (WCAG 2.2, 2.5.7): arrow keys or the Move menu move a tactic one step; each
 * move is saved at once, re-ranks the plan and is announced. `ranked` is in summary order.
 */
export default function EffortImpactMatrix({ ranked }: { ranked: readonly PlanTactic[] }) {
  const t = useT();
  const setRatings = useSetRatings();
  const instructionsId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<string>();

  // A moved tactic lands in another cell, so its button is a new element: focus follows it.
  useEffect(() => {
    if (!focusAfterMove) return;
    const timer = setTimeout(() =>
      gridRef.current
        ?.querySelector<HTMLElement>(`[data-tactic-id="${focusAfterMove}"]`)
        ?.focus({ preventScroll: false }),
    );
    return () => clearTimeout(timer);
  }, [focusAfterMove, ranked]);

  function move(tactic: PlanTactic, change: MoveChange) {
    const next = moved(tactic, change);
    const axis = 'effort' in change ? 'effort' : 'impact';
    if (!inRange(next[axis])) {
      setAnnouncement(
        t('quadrants.alreadyAt', { title: tactic.title, axis, value: tactic[`${axis}Shown`] }),
      );
      return;
    }
    setRatings.mutate({ id: tactic.id, ...next });
    const rank =
      rankForSummary(
        ranked.map((other) => (other.id === tactic.id ? { ...other, ...next } : other)),
      ).findIndex((other) => other.id === tactic.id) + 1;
    setAnnouncement(
      t('quadrants.moved', {
        title: tactic.title,
        effort: next.effort,
        impact: next.impact,
        rank,
        quadrant: quadrantLabel(t, quadrantOf(next)),
      }),
    );
    setFocusAfterMove(tactic.id);
  }

  const rankOf = new Map(ranked.map((tactic, index) => [tactic.id, index + 1]));
  return (
    <figure className="space-y-3">
      <figcaption id={instructionsId} className="text-sm text-muted-foreground">
        {t('quadrants.instructions')}
      </figcaption>
      <div className="flex gap-1">
        <p className="flex w-4 items-center justify-center text-xs font-semibold text-muted-foreground [writing-mode:vertical-rl] rotate-180">
          {t('workflow.impact')}
        </p>
        <div
          ref={gridRef}
          role="group"
          aria-label={t('quadrants.matrixLabel')}
          className="grid min-w-0 flex-1 grid-cols-[1rem_repeat(5,minmax(0,1fr))] gap-px"
        >
          {IMPACT_ROWS.map((impact) => [
            <span
              key={`impact-${impact}`}
              aria-hidden
              className="flex items-center justify-center text-xs font-medium text-muted-foreground tabular-nums"
            >
              {impact}
            </span>,
            ...RATINGS.map((effort) => {
              const quadrant = quadrantOf({ effort, impact });
              const look = QUADRANT_LOOK[quadrant];
              const here = ranked.filter(
                (tactic) => tactic.effortShown === effort && tactic.impactShown === impact,
              );
              const named = look.namedAt[0] === effort && look.namedAt[1] === impact;
              return (
                <div
                  key={`${effort}-${impact}`}
                  data-effort={effort}
                  data-impact={impact}
                  className={clsx(
                    'flex min-h-16 min-w-0 flex-col gap-1 p-1',
                    look.cell,
                    effort === 3 && 'border-l-2 border-border',
                    impact === 3 && 'border-b-2 border-border',
                  )}
                >
                  {named && (
                    <span
                      className={clsx(
                        'text-[0.6875rem] leading-tight font-bold tracking-wide uppercase',
                        // A cell is about 50 px wide at 360 px: a long name ("Victoria rápida")
                        // is hyphenated, or broken, rather than spill into the next cell.
                        'min-w-0 hyphens-auto break-words',
                        look.name,
                      )}
                    >
                      {quadrantLabel(t, quadrant)}
                    </span>
                  )}
                  {here.map((tactic) => (
                    <TacticChip
                      key={tactic.id}
                      tactic={tactic}
                      rank={rankOf.get(tactic.id)!}
                      describedBy={instructionsId}
                      onMove={(change) => move(tactic, change)}
                    />
                  ))}
                </div>
              );
            }),
          ])}
          <span aria-hidden />
          {RATINGS.map((effort) => (
            <span
              key={`effort-${effort}`}
              aria-hidden
              className="text-center text-xs font-medium text-muted-foreground tabular-nums"
            >
              {effort}
            </span>
          ))}
        </div>
      </div>
      <p className="text-center text-xs font-semibold text-muted-foreground">
        {t('workflow.effort')}
      </p>
      {/*
        On a phone the chips show their rank alone, so no title is squeezed until its words break
        mid-letter; the full titles follow here, by rank. Screen readers have them in each chip's
        name already.
      */}
      <ol aria-hidden="true" data-matrix-key className="space-y-1.5 text-sm sm:hidden">
        {ranked.map((tactic, index) => (
          <li key={tactic.id} className="flex items-baseline gap-2">
            <span
              className={clsx(
                'min-w-9 shrink-0 rounded-md px-1.5 text-center text-xs font-bold tabular-nums',
                badgeColour(tactic.goalIndex),
              )}
            >
              #{index + 1}
            </span>
            <span className="min-w-0">{tactic.title}</span>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </figure>
  );
}

function TacticChip({
  tactic,
  rank,
  describedBy,
  onMove,
}: {
  tactic: PlanTactic;
  rank: number;
  describedBy: string;
  onMove: (change: MoveChange) => void;
}) {
  const t = useT();
  const quadrant = quadrantLabel(t, quadrantOf(tactic));
  function onKeyDown(event: KeyboardEvent) {
    const keyed = MOVES.find((candidate) => candidate.key === event.key);
    if (!keyed || event.altKey || event.ctrlKey || event.metaKey) return;
    // Also keeps ArrowDown from opening the menu and the arrows from scrolling the page.
    event.preventDefault();
    onMove(keyed.change);
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-tactic-id={tactic.id}
        aria-label={t('quadrants.chipLabel', {
          rank,
          title: tactic.title,
          effort: tactic.effortShown,
          impact: tactic.impactShown,
          quadrant,
          goal: tactic.goalTitle,
        })}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        className={clsx(
          'flex w-full min-w-0 items-start justify-center gap-1 rounded-md px-1.5 py-1 text-[0.6875rem] leading-tight font-medium sm:justify-start sm:text-left sm:text-xs',
          // Words wrap only between words, never inside one (docs/product.md, Prioritizing).
          'overflow-hidden break-normal hyphens-manual shadow-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          badgeColour(tactic.goalIndex),
        )}
      >
        <span className="font-bold whitespace-nowrap tabular-nums sm:hidden">#{rank}</span>
        <span className="hidden min-w-0 flex-1 sm:inline">
          <span className="font-bold tabular-nums">#{rank}</span> {tactic.title}
        </span>
        <Move aria-hidden className="mt-px hidden size-3 shrink-0 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-40 rounded-md border border-border bg-card p-1 text-sm text-card-foreground shadow-raised"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold text-muted-foreground">
            {t('quadrants.moveTitle', { title: tactic.title })}
          </DropdownMenu.Label>
          {MOVES.map(({ label, change }) => {
            const next = moved(tactic, change);
            return (
              <DropdownMenu.Item
                key={label}
                disabled={!inRange('effort' in change ? next.effort : next.impact)}
                onSelect={() => onMove(change)}
                className="flex min-h-8 cursor-pointer items-center rounded-sm px-2 outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-primary data-[highlighted]:text-primary-foreground"
              >
                {t(label)}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
