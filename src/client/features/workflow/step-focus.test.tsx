import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedPlan } from '#test/client/fake-api.ts';
import { openStep } from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

/** The Summary's code arrives when the test says: the step shows after the move, not with it. */
const summaryCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./components/summary-step.tsx', async (importOriginal) => {
  await summaryCode.arrived;
  return importOriginal();
});

afterEach(() => vi.restoreAllMocks());

/** Where focus is when an h1 named `name` first appears, before any other work runs. */
const focusWhenShown = (name: string) =>
  new Promise<Element | null>((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent !== name) return;
      observer.disconnect();
      resolve(document.activeElement);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });

describe('Moving to a step whose code is still on its way', () => {
  it('has focus on the step’s h1 from the moment it shows, on a busy machine too', async () => {
    const { user } = await openStep(
      '/',
      'What goals/outcomes do you want to achieve?',
      seedPlan([{ title: 'Sleep better', tactics: [{ title: 'No screens' }] }]),
    );
    const sidebar = screen.getByRole('navigation', { name: 'Goal Workflow' });
    await user.click(within(sidebar).getByRole('link', { name: 'Summary' }));
    // The Summary's place says its code is on its way.
    await screen.findByText('Loading...', { exact: true });

    // A busy machine: each look at the clock finds React's time slice over, so other work (a
    // keypress, a screen reader's look) gets in between showing the step and React's next task.
    let now = performance.now();
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 50));
    const focus = focusWhenShown('Strategy Summary');
    summaryCode.arrive();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Strategy Summary' });
    expect(await focus).toBe(heading);
    expect(heading).toHaveFocus();
  });
});
