/**
 * A plan made through the API for the measure journeys: a savings goal, a weight goal and a daily
 * tactic, for an account the browser can then sign in to (docs/product.md, "Measures and pace").
 */
import type { APIRequestContext } from '@playwright/test';
import type { Locale } from '#shared/i18n/locales';
import { addDays } from '#shared/schedule';
import { createAccount, expect, type EmulatorAccount } from './fixtures.ts';

export const SAVINGS = 'Save 5,000 dollars by 31 December';
export const WEIGHT = 'Lose 6 kg';
export const TRANSFER = 'Move money to savings';

/** Today's UTC date; the journeys set the page's clock to noon of a date so every zone agrees. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
export const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** Four monthly values, 400 apart, the last logged today (the server refuses later dates). */
export const monthlySavings = (today: string) =>
  [90, 60, 30, 0].map((daysAgo, index) => ({
    date: addDays(today, -daysAgo),
    value: 400 * (index + 1),
  }));

/** Calls the API as the account; fails the test on any answer that is not 2xx. */
export function apiAs(request: APIRequestContext, account: EmulatorAccount) {
  const headers = { authorization: `Bearer ${account.idToken}`, 'firebase-id': account.uid };
  return async <T = unknown>(method: string, path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(path, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
      true,
    );
    return (response.status() === 204 ? undefined : await response.json()) as T;
  };
}

export interface MeasuredPlan {
  account: EmulatorAccount;
  call: ReturnType<typeof apiAs>;
  outcomeId: string;
  savingsId: string;
  weightId: string;
  transferId: string;
}

/**
 * The two goals (the savings one due on 31 December of this year) and a daily tactic under the
 * savings goal. With `measured`, the savings goal also gets its measure and four monthly values,
 * the first with a note.
 */
export async function seedMeasuredPlan(
  request: APIRequestContext,
  { measured = false, name, locale }: { measured?: boolean; name?: string; locale?: Locale } = {},
): Promise<MeasuredPlan> {
  const account = await createAccount({ name });
  const call = apiAs(request, account);
  // The language a browser's sign-in sends: the first outcome is named in it ("Mi plan").
  await call('POST', '/api/users', { email: account.email, displayName: account.name, locale });
  const today = todayUtc();
  const savings = await call<{ id: string; outcomeId: string }>('POST', '/api/goals', {
    title: SAVINGS,
  });
  const weight = await call<{ id: string }>('POST', '/api/goals', { title: WEIGHT });
  await call('PATCH', `/api/goals/${savings.id}`, { targetDate: `${today.slice(0, 4)}-12-31` });
  const transfer = await call<{ id: string }>('POST', '/api/tactics', {
    goalId: savings.id,
    title: TRANSFER,
    effort: 2,
    impact: 4,
  });
  await call('PATCH', `/api/tactics/${transfer.id}`, { repeat: { frequency: 'daily' } });
  if (measured) {
    await call('PATCH', `/api/goals/${savings.id}`, {
      measure: { unit: 'USD', start: 0, target: 5000, direction: 'increase' },
    });
    for (const [index, { date, value }] of monthlySavings(today).entries()) {
      const note = index === 0 ? 'Birthday money went in' : undefined;
      await call('PUT', `/api/goals/${savings.id}/measurements/${date}`, { value, note });
    }
  }
  return {
    account,
    call,
    outcomeId: savings.outcomeId,
    savingsId: savings.id,
    weightId: weight.id,
    transferId: transfer.id,
  };
}
