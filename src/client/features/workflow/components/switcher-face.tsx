import type { Translate } from '#shared/i18n/catalogue';
import 'virtual:messages/workflow';

/** The outcome switcher's look, shared by its light button and the menu's trigger that replaces it. */
export const switcherClass =
  'flex min-h-11 w-full min-w-0 items-center gap-2 rounded-md border border-border bg-card px-3 text-left text-sm font-semibold text-card-foreground shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The button's name: it says what the title shown is. */
export const switcherLabel = (t: Translate, title: string) =>
  t('workflow.currentOutcome', { title });

/** The button's face: the current outcome's title. */
export function SwitcherFace({ title }: { title: string }) {
  return (
    <>
      <span className="min-w-0 flex-1">{title}</span>
      {/* A plain caret, not an icon component: the button is on every step's first paint. */}
      <span aria-hidden className="shrink-0 text-muted-foreground">
        ▾
      </span>
    </>
  );
}
