import { CircleUserRound, Compass, Target } from 'lucide-react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import type { SignedInUser } from '../features/auth/auth-provider.tsx';
import { useSignOut } from '../features/auth/sign-in.ts';

export const isExplorePath = (path: string) => path.startsWith('/explore');

function Tab({ href, active, icon, children }: { href: string; active: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors',
        active ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      {icon}
      {children}
    </Link>
  );
}

export function UserMenu({ user }: { user: SignedInUser }) {
  const signOut = useSignOut();
  const name = user.displayName ?? user.email ?? 'Your account';
  return (
    <div className="flex items-center gap-2">
      {user.photoURL ? (
        <img src={user.photoURL} alt={name} width={32} height={32} referrerPolicy="no-referrer" className="size-8 rounded-full" />
      ) : (
        <CircleUserRound role="img" aria-label={name} className="size-8 text-muted-foreground" />
      )}
      <Button variant="ghost" size="sm" onClick={() => void signOut()}>
        Sign Out
      </Button>
    </div>
  );
}

/** Top bar with the Goals and Explore tabs and the account controls. */
export function AppShell({ user, children }: { user: SignedInUser; children: ReactNode }) {
  const [location] = useLocation();
  const onExplore = isExplorePath(location);
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
          <nav aria-label="Main" className="flex items-center gap-1">
            <span className="mr-3 hidden font-bold sm:inline">Momentum</span>
            <Tab href="/" active={!onExplore} icon={<Target aria-hidden className="size-4" />}>
              Goals
            </Tab>
            <Tab href="/explore" active={onExplore} icon={<Compass aria-hidden className="size-4" />}>
              Explore
            </Tab>
          </nav>
          <UserMenu user={user} />
        </div>
      </header>
      {children}
    </div>
  );
}
