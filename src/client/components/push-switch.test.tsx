import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_PATHS } from '#shared/push';
import { createQueryClient } from '../lib/query-client.ts';
import { forgetPushDevice, PUSH_TEXTS } from '../lib/push-device.ts';
import { json } from '#test/client/fetch.ts';
import { stubFetch, withFirebaseDouble } from '#test/client/firebase-double.ts';
import {
  KEY_BYTES,
  PUBLIC_KEY,
  stubPushBrowser,
  SUBSCRIPTION_JSON,
} from '#test/client/push-browser.ts';
import { PushSwitch } from './push-switch.tsx';

vi.mock('firebase/app', async () => (await import('#test/client/firebase-double.ts')).firebaseApp);
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

withFirebaseDouble({ signedIn: true });

function renderSwitch() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PushSwitch />
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    toggle: () => screen.getByRole('switch', { name: PUSH_TEXTS.label }),
  };
}

describe('Notifications on this device', () => {
  beforeEach(() => localStorage.clear());

  it('says when the browser cannot show notifications, and cannot be switched', async () => {
    const { toggle } = renderSwitch(); // jsdom has no Push API.
    expect(await screen.findByText(PUSH_TEXTS.unsupported)).toBeInTheDocument();
    expect(toggle()).toBeDisabled();
    expect(toggle()).not.toBeChecked();
  });

  it('explains how to allow notifications the person blocked', async () => {
    stubPushBrowser({ permission: 'denied' });
    const { toggle } = renderSwitch();
    expect(await screen.findByText(PUSH_TEXTS.denied)).toBeInTheDocument();
    expect(toggle()).toBeDisabled();
  });

  it('asks permission, subscribes with the server key and registers the device', async () => {
    const browser = stubPushBrowser();
    const { apiRequests } = stubFetch({
      [`GET ${PUSH_PATHS.key}`]: () => json(200, { publicKey: PUBLIC_KEY }),
      [`PUT ${PUSH_PATHS.subscriptions}`]: () => json(204),
    });
    const { user, toggle } = renderSwitch();
    expect(await screen.findByText(PUSH_TEXTS.off)).toBeInTheDocument();
    expect(toggle()).not.toBeChecked();

    await user.click(toggle());

    await waitFor(() => expect(toggle()).toBeChecked());
    expect(screen.getByText(PUSH_TEXTS.on)).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: KEY_BYTES,
    });
    expect(apiRequests().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: PUSH_PATHS.key, body: undefined },
      { method: 'PUT', path: PUSH_PATHS.subscriptions, body: SUBSCRIPTION_JSON },
    ]);
  });

  it('says how to allow notifications when the prompt is refused, and subscribes nothing', async () => {
    const browser = stubPushBrowser({ answer: 'denied' });
    const { apiRequests } = stubFetch();
    const { user, toggle } = renderSwitch();
    await user.click(await screen.findByRole('switch', { name: PUSH_TEXTS.label, checked: false }));

    expect(await screen.findByText(PUSH_TEXTS.denied)).toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(apiRequests()).toEqual([]);
  });

  it('reports a failed registration and takes the subscription back', async () => {
    const browser = stubPushBrowser();
    stubFetch({
      [`GET ${PUSH_PATHS.key}`]: () => json(200, { publicKey: PUBLIC_KEY }),
      [`PUT ${PUSH_PATHS.subscriptions}`]: () => json(503, { message: 'Service unavailable' }),
    });
    const { user, toggle } = renderSwitch();
    await user.click(await screen.findByRole('switch', { name: PUSH_TEXTS.label, checked: false }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(toggle()).not.toBeChecked();
    expect(browser.subscription()).toBeNull();
  });

  it('switching off removes the device from the server, then unsubscribes', async () => {
    const browser = stubPushBrowser({ permission: 'granted', subscribed: true });
    const subscription = browser.subscription()!;
    const { apiRequests } = stubFetch({ [`DELETE ${PUSH_PATHS.subscriptions}`]: () => json(204) });
    const { user, toggle } = renderSwitch();
    await user.click(await screen.findByRole('switch', { name: PUSH_TEXTS.label, checked: true }));

    await waitFor(() => expect(toggle()).not.toBeChecked());
    expect(apiRequests().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'DELETE',
        path: PUSH_PATHS.subscriptions,
        body: { endpoint: SUBSCRIPTION_JSON.endpoint },
      },
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });
});

describe('Signing out on a device with notifications on', () => {
  it('removes the device from the server, then from the browser', async () => {
    const browser = stubPushBrowser({ permission: 'granted', subscribed: true });
    const subscription = browser.subscription()!;
    const { apiRequests } = stubFetch({ [`DELETE ${PUSH_PATHS.subscriptions}`]: () => json(204) });
    await forgetPushDevice();
    expect(apiRequests().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE ${PUSH_PATHS.subscriptions}`,
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('still unsubscribes the browser when the server cannot be told', async () => {
    const browser = stubPushBrowser({ permission: 'granted', subscribed: true });
    const subscription = browser.subscription()!;
    stubFetch({ [`DELETE ${PUSH_PATHS.subscriptions}`]: () => json(503, { message: 'Down' }) });
    await forgetPushDevice();
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });
});
