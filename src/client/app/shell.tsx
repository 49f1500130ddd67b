import { CalendarCheck, Compass, Target } from 'lucide-react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from '../components/ui/logo.tsx';
import { SkipLink } from '../components/ui/skip-link.tsx';
import type { SignedInUser } from '../auth/auth-provider.tsx';
import { WORKFLOW_PATHS } from '../features/workflow/steps.ts';
import { UserMenu } from '../auth/user-menu.tsx';
import { PATHS } from '../lib/paths.ts';

/** The skip link's target: the frame every page renders into. */
export const MAIN_CONTENT_ID = 'main-content';

/** Explore is the active tab on '/explore' and below; Goals on the workflow's paths and outcomes. */
export const isExplorePath = (path: string) => path.startsWith(PATHS.explore);
const isWorkflowPath = (path: string) =>
  WORKFLOW_PATHS.includes(path) || path.startsWith(PATHS.outcomes);

function Tab({
  href,
  active,
  icon,
  children,
}: {
  href: string;
  active: boolean;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'relative inline-flex min-h-10 items-center gap-2 rounded-md px-1.5 text-sm font-medium transition-colors sm:px-3',
        active
          ? 'bg-secondary text-secondary-foreground'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      {icon}
      {children}
    </Link>
  );
}

/**
 * Signed in: a skip link, the top bar (Goals and Explore tabs, the account) and the frame every
 * page renders into. Pages bring their own `<main>` (the workflow's holds its step sidebar); the
 * frame gives them the app's width and side padding from 360 px phones to wide screens.
 */
export function AppShell({ user, children }: { user: SignedInUser; children: ReactNode }) {
  const [location] = useLocation();
  const onExplore = isExplorePath(location);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-gutter sm:gap-4">
          <Logo nameClassName="max-sm:sr-only" />
          <nav aria-label="Main" className="flex items-center gap-1 sm:ml-4">
            <Tab
              href={PATHS.home}
              active={isWorkflowPath(location)}
              icon={<Target aria-hidden="true" className="size-4 max-sm:hidden" />}
            >
              Goals
            </Tab>
            <Tab
              href={PATHS.today}
              active={location === PATHS.today}
              icon={<CalendarCheck aria-hidden="true" className="size-4 max-sm:hidden" />}
            >
              Today
            </Tab>
            <Tab
              href={PATHS.explore}
              active={onExplore}
              icon={<Compass aria-hidden="true" className="size-4 max-sm:hidden" />}
            >
              Explore
            </Tab>
          </nav>
          <div className="ml-auto">
            <UserMenu user={user} />
          </div>
        </div>
      </header>
      <div
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-gutter py-6 sm:py-8"
      >
        {children}
      </div>
    </div>
  );
}
