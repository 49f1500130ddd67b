import { CircleUserRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import type { SignedInUser } from './auth-provider.tsx';
import { useSignOut } from './sign-in.ts';
import { PATHS } from '../lib/paths.ts';
import { useT } from '../lib/i18n.tsx';
import 'virtual:messages/auth';

/**
 * The signed-in account: photo (or a generic icon) named after the user (or their email), a
 * link named Account to '/account' (docs/decisions/012-navigation-today-and-account.md), and
 * 'Sign Out'.
 */
export function UserMenu({ user }: { user: SignedInUser }) {
  const t = useT();
  const signOut = useSignOut();
  const name = user.displayName || user.email || t('auth.yourAccount');
  // A photo that cannot load (offline, moved, refused) gives way to the generic icon.
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const photo = user.photoURL && user.photoURL !== failedPhoto ? user.photoURL : null;
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Link
        href={PATHS.account}
        aria-label={t('auth.account')}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
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
      </Link>
      <Button variant="ghost" size="sm" onClick={() => void signOut()} className="px-2 sm:px-3">
        <LogOut aria-hidden="true" className="max-sm:hidden" />
        {t('auth.signOut')}
      </Button>
    </div>
  );
}
