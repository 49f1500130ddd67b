import { CircleUserRound, Compass, LogOut, Target } from 'lucide-react';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { SkipLink } from '../components/ui/skip-link.tsx';
import type { SignedInUser } from '../features/auth/auth-provider.tsx';
import { useSignOut } from '../features/auth/sign-in.ts';

/** The skip link's target: the frame every page renders into. */
export const MAIN_CONTENT_ID = 'main-content';

/** Explore is the active tab on '/explore' and below; every other path belongs to Goals. */
export const isExplorePath = (path: string) => path.startsWith('/explore');

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
        'relative inline-flex min-h-10 items-center gap-2 rounded-md px-2.5 text-sm font-medium transition-colors sm:px-3',
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
 * The signed-in account: photo (or a generic icon) named after the user (or their email), and
 * 'Sign Out'.
 */
export function UserMenu({ user }: { user: SignedInUser }) {
  const signOut = useSignOut();
  const name = user.displayName || user.email || 'Your account';
  // A photo that cannot load (offline, moved, refused) gives way to the generic icon.
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const photo = user.photoURL && user.photoURL !== failedPhoto ? user.photoURL : null;
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {photo ? (
        <img
          src={photo}
          alt={name}
          title={name}
          width={32}
          height={32}
          referrerPolicy="no-referrer"
          onError={() => setFailedPhoto(photo)}
          className="size-8 shrink-0 rounded-full border border-border object-cover"
        />
      ) : (
        <CircleUserRound
          role="img"
          aria-label={name}
          className="size-8 shrink-0 text-muted-foreground"
          strokeWidth={1.5}
        >
          <title>{name}</title>
        </CircleUserRound>
      )}
      <Button variant="ghost" size="sm" onClick={() => void signOut()} className="px-2 sm:px-3">
        <LogOut aria-hidden="true" className="max-sm:hidden" />
        Sign Out
      </Button>
    </div>
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
              href="/"
              active={!onExplore}
              icon={<Target aria-hidden="true" className="size-4 max-sm:hidden" />}
            >
              Goals
            </Tab>
            <Tab
              href="/explore"
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
