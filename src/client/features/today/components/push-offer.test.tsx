import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_PATHS } from '#shared/push';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { PUSH_TEXTS, pushOfferOpen } from '#client/lib/push-device.ts';
import { json } from '#test/client/fetch.ts';
import { stubFetch, withFirebaseDouble } from '#test/client/firebase-double.ts';
import { PUBLIC_KEY, stubPushBrowser } from '#test/client/push-browser.ts';
import PushOffer from './push-offer.tsx';

vi.mock('firebase/app', async () => (await import('#test/client/firebase-double.ts')).firebaseApp);
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

withFirebaseDouble({ signedIn: true });

function renderOffer() {
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <PushOffer />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), ...view };
}

const offer = () => screen.queryByRole('heading', { name: PUSH_TEXTS.offer });

describe("Today's notifications offer", () => {
  beforeEach(() => localStorage.clear());

  it('once dismissed, never shows again on this device', async () => {
    stubPushBrowser();
    const { user } = renderOffer();
    expect(pushOfferOpen()).toBe(true);
    await user.click(await screen.findByRole('button', { name: /^Dismiss/ }));
    expect(offer()).not.toBeInTheDocument();
    // Today loads the offer only while this is true (today-page.tsx).
    expect(pushOfferOpen()).toBe(false);
  });

  it('turns notifications on, then goes for good', async () => {
    stubPushBrowser();
    stubFetch({
      [`GET ${PUSH_PATHS.key}`]: () => json(200, { publicKey: PUBLIC_KEY }),
      [`PUT ${PUSH_PATHS.subscriptions}`]: () => json(204),
    });
    const { user } = renderOffer();
    await user.click(await screen.findByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect(await screen.findByText('Notifications on')).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
    expect(pushOfferOpen()).toBe(false);
  });

  it('explains a refusal on the card, and is not offered where it was blocked before', async () => {
    stubPushBrowser({ answer: 'denied' });
    const { user, unmount } = renderOffer();
    await user.click(await screen.findByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect(await screen.findByText(PUSH_TEXTS.denied)).toBeInTheDocument();
    unmount();
    stubPushBrowser({ permission: 'denied' });
    renderOffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offer()).not.toBeInTheDocument();
  });
});
