import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ideasForGoal } from '#shared/goal-categories';
import { THEME_IDEAS } from '#shared/theme-ideas';
import { seedPlan } from '#test/client/fake-api.ts';
import { openStep } from '#test/client/render-workflow.tsx';
import { t } from '#client/lib/i18n.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const TITLE = 'What specific actions will help you achieve each goal?';
const SLEEP = 'Fall asleep before 11';
const UNMATCHED = 'Learn to juggle';
const card = (goal: string) => screen.getByRole('region', { name: goal });
const ideasOf = (goal: string) =>
  within(card(goal)).findByRole('group', { name: `Ideas for this goal ${goal}` });

describe('Step 2: ideas for each goal', () => {
  it('offers race training for a half marathon, loading the themes only then', async () => {
    const RACE = 'Run a half marathon in May';
    await openStep('/tactics', TITLE, seedPlan([{ title: RACE }]));
    const ideas = await ideasOf(RACE);
    expect(within(ideas).getByText('From Race training')).toBeVisible();
    const expected = ideasForGoal(RACE, 3, THEME_IDEAS)!.ideas;
    expect(
      within(ideas)
        .getAllByRole('button', { name: /^Add idea: / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(expected.map((idea) => `Add idea: ${t(idea.title)}`));
    for (const idea of expected) expect(THEME_IDEAS.endurance).toContain(idea);
  });

  it('adds an idea as a row with one click, and saves its suggested ratings with it', async () => {
    const { api, user, location } = await openStep(
      '/tactics',
      TITLE,
      seedPlan([{ title: SLEEP }, { title: UNMATCHED }]),
    );
    const expected = ideasForGoal(SLEEP)!;
    expect(t(expected.topic.label)).toBe('Better sleep');
    const ideas = await ideasOf(SLEEP);
    expect(within(ideas).getByText('From Better sleep')).toBeVisible();
    const offered = within(ideas).getAllByRole('button', { name: /^Add idea: / });
    expect(offered.map((button) => button.getAttribute('aria-label'))).toEqual(
      expected.ideas.map((idea) => `Add idea: ${t(idea.title)}`),
    );

    const [first] = expected.ideas;
    await user.click(within(ideas).getByRole('button', { name: `Add idea: ${t(first!.title)}` }));
    // It fills the goal's empty row (which would otherwise block Continue), ready to edit.
    const row = screen.getByRole('textbox', { name: `Tactic 1 for ${SLEEP}` });
    expect(row).toHaveValue(t(first!.title));
    expect(row).toHaveFocus();
    expect(within(card(SLEEP)).getAllByRole('textbox')).toHaveLength(1);
    // Taken ideas leave the list; the next best one takes its place.
    expect(
      within(ideas).queryByRole('button', { name: `Add idea: ${t(first!.title)}` }),
    ).not.toBeInTheDocument();
    expect(within(ideas).getAllByRole('button', { name: /^Add idea: / })).toHaveLength(3);

    // A goal we cover nothing for is sent to Explore instead.
    expect(
      within(card(UNMATCHED)).getByRole('link', { name: 'Browse ideas in Explore' }),
    ).toHaveAttribute('href', '/explore');
    await user.type(screen.getByRole('textbox', { name: `Tactic 1 for ${UNMATCHED}` }), 'Practise');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(location()).toBe('/evaluate'));
    // Each new tactic is also sent with its place in its goal (`position`).
    expect(api.bodies('POST')).toContainEqual(
      expect.objectContaining({
        goalId: 'g1',
        title: t(first!.title),
        effort: first!.effort,
        impact: first!.impact,
      }),
    );
    expect(api.bodies('POST')).toContainEqual(
      expect.objectContaining({ goalId: 'g2', title: 'Practise' }),
    );
  });

  it('keeps the ratings of an idea whose title was edited before saving', async () => {
    const { api, user } = await openStep('/tactics', TITLE, seedPlan([{ title: SLEEP }]));
    const [first] = ideasForGoal(SLEEP)!.ideas;
    await user.click(
      within(await ideasOf(SLEEP)).getByRole('button', { name: `Add idea: ${t(first!.title)}` }),
    );
    const row = screen.getByRole('textbox', { name: `Tactic 1 for ${SLEEP}` });
    await user.clear(row);
    await user.type(row, 'Up at 7 every day');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() =>
      expect(api.bodies('POST')).toEqual([
        expect.objectContaining({
          goalId: 'g1',
          title: 'Up at 7 every day',
          effort: first!.effort,
          impact: first!.impact,
        }),
      ]),
    );
  });
});
