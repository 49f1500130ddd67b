import { clsx } from 'clsx';
import { useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/workflow';

/** Five badge colours, cycled by goal (docs/product.md, Score and sort); each pair is AA-readable in both themes. */
const BADGE_COLOURS = [
  'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
] as const;

export const badgeColour = (goalIndex: number) => BADGE_COLOURS[goalIndex % BADGE_COLOURS.length]!;

/** The goal a tactic serves, as a coloured badge. */
export function GoalBadge({ title, goalIndex }: { title: string; goalIndex: number }) {
  const t = useT();
  return (
    <span
      data-goal-badge
      className={clsx(
        'inline-flex w-fit max-w-full items-center self-start rounded-full px-2.5 py-0.5 text-xs font-semibold',
        badgeColour(goalIndex),
      )}
    >
      <span className="sr-only">{t('workflow.goalPrefix')} </span>
      {title}
    </span>
  );
}
