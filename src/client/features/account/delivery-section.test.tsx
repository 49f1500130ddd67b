import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Deliveries, DeliveryGroup } from '#shared/delivery-schemas';
import { createQueryClient } from '#client/lib/query-client.ts';
import { json } from '#test/client/fetch.ts';
import { stubFetch, withFirebaseDouble } from '#test/client/firebase-double.ts';
import { DeliverySection } from './delivery-section.tsx';

vi.mock('firebase/app', async () => (await import('#test/client/firebase-double.ts')).firebaseApp);
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

withFirebaseDouble({ signedIn: true });

function renderSection(answer: Deliveries) {
  const stub = stubFetch({ 'GET /api/reminders/deliveries': () => json(200, answer) });
  vi.stubGlobal('fetch', stub.fetchStub);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeliverySection />
    </QueryClientProvider>,
  );
}

const group = (over: Partial<DeliveryGroup>): DeliveryGroup => ({
  channel: 'push',
  name: 'Chrome or Edge (fcm.googleapis.com)',
  current: true,
  stopped: false,
  total: 12,
  arrived: 12,
  clicked: 0,
  failed: 0,
  fellBack: 0,
  lastFailure: null,
  ...over,
});

describe('Account: delivery of reminders', () => {
  it('shows per device and for email how many arrived, what failed and what fell back', async () => {
    renderSection({
      days: 14,
      groups: [
        group({ clicked: 5 }),
        group({
          name: 'Safari (web.push.apple.com)',
          stopped: true,
          total: 4,
          arrived: 1,
          failed: 3,
          lastFailure: 'the push service answered 500',
        }),
        group({ channel: 'email', name: 'Email', total: 3, arrived: 3, fellBack: 3 }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Delivery' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome or Edge (fcm.googleapis.com): 12 of 12 arrived5 clicked',
      'Safari (web.push.apple.com): 1 of 4 arrived' +
        'Stopped receiving: its last reminders did not arrive. Open Momentum on it and turn notifications on again, or choose email above.' +
        '3 failed, last: the push service answered 500',
      'Email: 3 of 3 arrived3 fell back to email',
    ]);
  });

  it('says when no reminder was sent in the last 14 days', async () => {
    renderSection({ days: 14, groups: [] });
    expect(await screen.findByText('No reminders sent in the last 14 days.')).toBeVisible();
  });
});
