import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STEPS, stepForPath } from './steps.ts';
import { installFakeApi, json, seedPlan } from '#test/client/fake-api.ts';
import { findHeading, renderWorkflow } from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);
// 'Sign in again' opens the (double's) Google popup.
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

const sidebar = () => screen.getByRole('navigation', { name: 'Goal Workflow' });
const stepLinks = () => within(sidebar()).getAllByRole('link');

describe('step from path', () => {
  it.each([
    ['/', 1],
    ['/goals', 1],
    ['/tactics', 2],
    ['/evaluate', 3],
    ['/summary', 4],
    ['/action-plan', 5],
    ['/elsewhere', 1],
  ])('%s shows step %i', (path, number) => {
    expect(stepForPath(path).number).toBe(number);
  });
});

describe('Workflow', () => {
  it('does not move focus on first load, then focuses the h1 of each step it moves to', async () => {
    installFakeApi(seedPlan([{ title: 'Sleep better', tactics: [{ title: 'No screens' }] }]));
    const { user, location } = renderWorkflow('/');
    const goalsHeading = await findHeading('What goals/outcomes do you want to achieve?');
    expect(goalsHeading).not.toHaveFocus();
    expect(document.title).toBe('Set Goals · Momentum');

    await user.click(within(sidebar()).getByRole('link', { name: 'Summary' }));
    expect(location()).toBe('/summary');
    const summaryHeading = await findHeading('Strategy Summary');
    expect(summaryHeading).toHaveFocus();
    expect(summaryHeading).toHaveAttribute('tabindex', '-1');
  });

  it('lists the five steps as links in order, checks earlier steps and marks the current one', async () => {
    installFakeApi();
    renderWorkflow('/evaluate');
    await findHeading();
    expect(within(sidebar()).getByRole('heading', { name: 'Goal Workflow' })).toBeInTheDocument();
    const links = stepLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(STEPS.map((step) => step.path));
    expect(links.map((link) => link.textContent)).toEqual([
      'Set Goals',
      'Brainstorm Tactics',
      '3Prioritize',
      '4Summary',
      '5Your Action Plan',
    ]);
    [
      'Set Goals, done',
      'Brainstorm Tactics, done',
      'Prioritize',
      'Summary',
      'Your Action Plan',
    ].forEach((name, index) => expect(links[index]).toHaveAccessibleName(name));
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
      null,
    ]);
    expect(links.map((link) => link.querySelector('svg') !== null)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['/', 'Set Goals'],
    ['/goals', 'Set Goals'],
    ['/action-plan', 'Your Action Plan'],
  ])('on %s the current step is %s', async (path, label) => {
    installFakeApi();
    renderWorkflow(path);
    await findHeading();
    const current = stepLinks().filter((link) => link.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(label);
  });

  it('any step can be chosen, later ones too', async () => {
    installFakeApi();
    const { user, location } = renderWorkflow('/');
    await findHeading();
    await user.click(within(sidebar()).getByRole('link', { name: 'Your Action Plan' }));
    expect(location()).toBe('/action-plan');
    await user.click(within(sidebar()).getByRole('link', { name: 'Brainstorm Tactics, done' }));
    expect(location()).toBe('/tactics');
  });

  it('shows a loading state until the plan arrives', async () => {
    const api = installFakeApi();
    let release = () => {};
    api.intercept(() => new Promise<undefined>((resolve) => (release = () => resolve(undefined))));
    renderWorkflow('/summary');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your plan...');
    release();
    expect(await findHeading('Strategy Summary')).toBeInTheDocument();
  });

  it("shows the query's message when the plan cannot load, and tries again on request", async () => {
    const api = installFakeApi(seedPlan([{ title: 'Run a marathon' }]));
    api.intercept((request) =>
      request.method === 'GET'
        ? new Response('Nope', { status: 503, statusText: 'Service Unavailable' })
        : undefined,
    );
    const { user } = renderWorkflow('/');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('503: Service Unavailable');
    // At most two attempts in all (docs/product.md, Limits).
    expect(api.requests).toHaveLength(2);

    api.intercept(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Run a marathon')).toBeInTheDocument();
  });

  it("words a non-5xx failure as 'status: body text'", async () => {
    const api = installFakeApi();
    api.intercept(() => json(404, { message: 'Not Found' }));
    renderWorkflow('/');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('404: {"message":"Not Found"}');
  });

  it('says a 401 means the session expired, and loads the plan once signed in again', async () => {
    const api = installFakeApi(seedPlan([{ title: 'Run a marathon' }]));
    api.intercept(() => json(401, { message: 'Unauthorized' }));
    const { user } = renderWorkflow('/');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Your session has expired' })).toBeVisible();
    expect(alert).not.toHaveTextContent('Unauthorized');
    // Never retried once the server said Unauthorized.
    await waitFor(() => expect(api.requests).toHaveLength(1));

    api.intercept(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByDisplayValue('Run a marathon', {}, { timeout: 5000 })).toBeVisible();
  });

  it('sends the caller identity with every request', async () => {
    const api = installFakeApi();
    renderWorkflow('/');
    await findHeading();
    expect(api.requests[0]?.headers).toMatchObject({
      'firebase-id': 'u1',
      authorization: 'Bearer t',
    });
  });
});
