import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { Route, Switch } from 'wouter';
import { StaticAuthProvider } from '#client/auth/auth-provider.tsx';
import { dismissToast, useCurrentToast } from '#client/components/ui/toast-store.ts';
import { WORKFLOW_PATHS } from '#client/features/workflow/steps.ts';
import { Workflow } from '#client/features/workflow/workflow.tsx';
import {
  OutcomeHistoryPage,
  OutcomesPage,
  SharedOutcomePage,
} from '#client/features/outcomes/index.ts';
import { PATHS } from '#client/lib/paths.ts';
import { setPendingRemovals } from '#client/plan/pending-removals.ts';
import { installFakeApi } from './fake-api.ts';
import { renderSignedIn } from './render-signed-in.tsx';
import { TEST_UID } from './signed-in.ts';
import type { Outcomes } from '#shared/schemas';

/** Clears the toast a previous test left in the (module-wide) toast store. */
function clearToast() {
  const { result, unmount } = renderHook(() => useCurrentToast());
  const id = result.current?.id;
  unmount();
  if (id !== undefined) act(() => dismissToast(id));
}

/** The signed-in person the workflow sees, the same as the Firebase double's user. */
const SIGNED_IN = {
  status: 'signedIn',
  user: { uid: TEST_UID, email: 'u1@example.com', displayName: 'Test User', photoURL: null },
} as const;

/**
 * The workflow (and the outcomes pages) at `path`, routed as the app routes them, with the app's
 * query client and toaster (`renderSignedIn`).
 */
export function renderWorkflow(path: string) {
  clearToast();
  // Goal removals a previous test left waiting for Undo belong to that test's plan.
  setPendingRemovals((pending) => pending.clear());
  // The outcome chosen and the ticks of this visit belong to the previous test's browser tab.
  localStorage.removeItem('momentum.current-outcome');
  sessionStorage.clear();
  return renderSignedIn(
    <StaticAuthProvider state={SIGNED_IN}>
      <Switch>
        {WORKFLOW_PATHS.map((workflowPath) => (
          <Route key={workflowPath} path={workflowPath} component={Workflow} />
        ))}
        <Route path={PATHS.outcomes} component={OutcomesPage} />
        <Route path={`${PATHS.outcomes}/:outcomeId` as const}>
          {(params) => <OutcomeHistoryPage outcomeId={params.outcomeId} />}
        </Route>
        <Route path={`${PATHS.shared}/:outcomeId` as const}>
          {(params) => <SharedOutcomePage outcomeId={params.outcomeId} />}
        </Route>
      </Switch>
    </StaticAuthProvider>,
    { path },
  );
}

/**
 * Waits until the step's content (its h1) has loaded. Later steps load their code when reached,
 * and a first load on a busy machine can take longer than Testing Library's default second.
 */
export const findHeading = (name?: string | RegExp) =>
  screen.findByRole(
    'heading',
    { level: 1, ...(name !== undefined && { name }) },
    { timeout: 5_000 },
  );

/** Whether a click reaches `element`: neither it nor a parent has `pointer-events: none`. */
const takesClicks = (element: Element | null): boolean =>
  !element ||
  (getComputedStyle(element).pointerEvents !== 'none' && takesClicks(element.parentElement));

/** The toast on screen shows this title and description, and its buttons take clicks. */
export async function expectToast(title: string, description: string) {
  await waitFor(() => {
    const region = screen.getByRole('region', { name: /notifications/i });
    const item = within(region).getByRole('listitem');
    expect(within(item).getByText(title)).toBeVisible();
    expect(within(item).getByText(description)).toBeVisible();
    // Radix counts a new toast in an effect after it renders; until then the region refuses
    // pointer events, so a click on Undo that comes first (a busy machine) would be refused.
    expect(takesClicks(item)).toBe(true);
  });
}

/** The fake API over `seed`, the workflow at `path`, and its step's heading loaded. */
export async function openStep(path: string, heading: string, seed?: Outcomes) {
  const api = installFakeApi(seed);
  const view = renderWorkflow(path);
  await findHeading(heading);
  return { api, ...view };
}
