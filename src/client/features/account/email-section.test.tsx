import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MailSettings } from '#shared/mail';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { json } from '#test/client/fetch.ts';
import { stubFetch, withFirebaseDouble } from '#test/client/firebase-double.ts';
import { expectToast } from '#test/client/render-workflow.tsx';
import { EmailSection } from './email-section.tsx';

vi.mock('firebase/app', async () => (await import('#test/client/firebase-double.ts')).firebaseApp);
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

withFirebaseDouble({ signedIn: true });

function renderSection(initial: MailSettings) {
  let stored = initial;
  const stub = stubFetch({
    'GET /api/mail/settings': () => json(200, stored),
    'PUT /api/mail/settings': (request) => {
      stored = { ...(request.body as MailSettings), emailAvailable: stored.emailAvailable };
      return json(200, stored);
    },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmailSection email="ada@example.com" />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), stub };
}

const saves = (stub: ReturnType<typeof stubFetch>) =>
  stub.apiRequests().filter((request) => request.method === 'PUT');

describe('Account: reminders and the digest by email', () => {
  it('shows the saved choice and saves a new one by keyboard alone', async () => {
    const { user, stub } = renderSection({
      reminders: 'push',
      weeklyDigest: false,
      emailAvailable: true,
    });
    const group = await screen.findByRole('group', { name: 'Send reminders by' });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Notifications on my devices' })).toBeChecked();
    expect(screen.getByText(/Emails go to ada@example.com/)).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save email choices' });
    expect(save).toBeDisabled();

    // Arrow keys move between the radios; space ticks the checkbox.
    screen.getByRole('radio', { name: 'Notifications on my devices' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /Weekly digest by email/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');

    await expectToast('Success', 'Your email choices are saved');
    expect(saves(stub).map((request) => request.body)).toEqual([
      { reminders: 'both', weeklyDigest: true },
    ]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('offers only push or nothing when the server cannot send email, and says why', async () => {
    renderSection({ reminders: 'push', weeklyDigest: false, emailAvailable: false });
    expect(await screen.findByText(/This server has no email set up/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Both' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'No reminders' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /Weekly digest/ })).toBeDisabled();
  });
});
