import { CalendarCheck, CircleUserRound, Compass, Target } from 'lucide-react';
import { clsx } from 'clsx';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from '../components/ui/logo.tsx';
import { SkipLink } from '../components/ui/skip-link.tsx';
import type { SignedInUser } from '../auth/auth-provider.tsx';
import { WORKFLOW_PATHS } from '../features/workflow/steps.ts';
import { UserMenu } from '../auth/user-menu.tsx';
import { MAIN_CONTENT_ID } from '../lib/focus-after-removal.ts';
import { PATHS } from '../lib/paths.ts';
import { useT } from '../lib/i18n.tsx';
import 'virtual:messages/shell';

/** The skip link's target: the frame every page renders into. */
export { MAIN_CONTENT_ID };

/** Explore is the active tab on '/explore' and below; Goals on the workflow's paths and outcomes. */
export const isExplorePath = (path: string) => path.startsWith(PATHS.explore);
const isWorkflowPath = (path: string) =>
  WORKFLOW_PATHS.includes(path) || path.startsWith(PATHS.outcomes);

/** Tailwind's `max-sm:` widths, where the tabs form the bottom bar. */
const PHONE_WIDTH = '(width < 40rem)';
const watchPhoneWidth = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_WIDTH);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** Whether the window is phone-wide now, kept up to date as it is resized or turned. */
const usePhoneWidth = () =>
  useSyncExternalStore(watchPhoneWidth, () => window.matchMedia(PHONE_WIDTH).matches);

/**
 * One tab: beside the logo from 640 px, in the bottom bar below that, where it is a large target
 * (at least 56 px high, a quarter of the width) with its icon above its name.
 */
function Tab({
  href,
  active,
  icon: Icon,
  className,
  children,
}: {
  href: string;
  active: boolean;
  icon: typeof Target;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'relative inline-flex items-center font-medium transition-colors',
        'max-sm:min-h-14 max-sm:flex-1 max-sm:flex-col max-sm:justify-center max-sm:gap-0.5 max-sm:rounded-lg max-sm:text-xs',
        'sm:min-h-10 sm:gap-2 sm:rounded-md sm:px-3 sm:text-sm',
        active
          ? 'bg-secondary text-secondary-foreground'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5 sm:size-4" />
      {children}
    </Link>
  );
}

/**
 * Signed in: a skip link, the top bar (Goals, Today and Explore tabs, the account) and the frame
 * every page renders into. Under 640 px the same navigation becomes a bottom tab bar with Account
 * as a fourth tab, in reach of a thumb (docs/product.md, Navigation); it then comes after the page
 * in the document too, so Tab reaches the page before the bar, in the order the eye reads them.
 * Pages bring their own `<main>` (the workflow's holds its step sidebar); the frame gives them the
 * app's width and side padding from 360 px phones to wide screens.
 */
export function AppShell({ user, children }: { user: SignedInUser; children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  const onExplore = isExplorePath(location);
  const phone = usePhoneWidth();
  const navigation = (
    <nav
      aria-label={t('shell.mainNavigation')}
      className={clsx(
        'flex items-center gap-1 sm:ml-4',
        'max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-40 max-sm:border-t max-sm:border-border max-sm:bg-background max-sm:px-2 max-sm:pt-1 max-sm:pb-[max(0.25rem,env(safe-area-inset-bottom))]',
      )}
    >
      <Tab href={PATHS.home} active={isWorkflowPath(location)} icon={Target}>
        {t('shell.goals')}
      </Tab>
      <Tab href={PATHS.today} active={location === PATHS.today} icon={CalendarCheck}>
        {t('shell.today')}
      </Tab>
      <Tab href={PATHS.explore} active={onExplore} icon={Compass}>
        {t('shell.explore')}
      </Tab>
      {/* From 640 px the account is the photo in the top bar. */}
      <Tab
        href={PATHS.account}
        active={location === PATHS.account}
        icon={CircleUserRound}
        className="sm:hidden"
      >
        {t('shell.account')}
      </Tab>
    </nav>
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {/* No backdrop filter on phones: it would pin the fixed bottom bar inside the header. */}
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 sm:backdrop-blur sm:supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-gutter sm:gap-4">
          <Logo nameClassName="max-sm:sr-only" />
          {!phone && navigation}
          <div className="ml-auto">
            <UserMenu user={user} />
          </div>
        </div>
      </header>
      <div
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // Room under the page for the phone's bottom bar. On paper the page's own margins are the
        // only ones.
        className="mx-auto w-full max-w-7xl flex-1 px-gutter py-6 max-sm:pb-24 sm:py-8 print:max-w-none print:p-0"
      >
        {children}
      </div>
      {/* On a phone the bar sits at the bottom, so Tab reaches it after the page. */}
      {phone && navigation}
    </div>
  );
}
