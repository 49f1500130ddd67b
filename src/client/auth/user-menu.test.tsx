import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from './auth-provider.tsx';
import { UserMenu } from './user-menu.tsx';

const signOut = vi.fn(async () => {});
vi.mock('./sign-in.ts', () => ({ useSignOut: () => signOut }));

const ADA: SignedInUser = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
};

function renderMenu(user: SignedInUser) {
  render(<UserMenu user={user} />);
  return userEvent.setup();
}

describe('UserMenu', () => {
  it("shows the user's photo named after them, and signs out", async () => {
    const user = renderMenu({ ...ADA, photoURL: 'https://example.com/ada.png' });
    const photo = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', 'https://example.com/ada.png');

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('shows a generic icon without a photo, named by the email without a display name', () => {
    renderMenu({ ...ADA, displayName: null });
    const icon = screen.getByRole('img', { name: 'ada@example.com' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
  });
});
