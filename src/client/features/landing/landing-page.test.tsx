import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page.tsx';

const landing = { signIn: vi.fn(async () => {}), pending: false };
const header = { signIn: vi.fn(async () => {}), pending: false };
vi.mock('#client/auth/sign-in.ts', () => ({
  useLandingSignIn: () => landing,
  useHeaderSignIn: () => header,
  prepareSignIn: () => {},
}));

beforeEach(() => {
  vi.clearAllMocks();
  landing.pending = false;
  header.pending = false;
});

const section = (name: string) => screen.getByRole('region', { name });
const headingsInOrder = () =>
  screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));

describe('LandingPage', () => {
  it('has a banner, one main, a footer, one h1 and no skipped heading levels', () => {
    render(<LandingPage />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = headingsInOrder();
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('signs in from the top bar with the header sign-in', async () => {
    render(<LandingPage />);
    const button = within(screen.getByRole('banner')).getByRole('button', {
      name: 'Sign in with Google',
    });
    await userEvent.setup().click(button);
    expect(header.signIn).toHaveBeenCalledOnce();
    expect(landing.signIn).not.toHaveBeenCalled();
  });

  it.each(['Get Started with Google', 'Start Your Journey Now'])(
    "'%s' signs in with the landing sign-in",
    async (name) => {
      render(<LandingPage />);
      await userEvent.setup().click(screen.getByRole('button', { name }));
      expect(landing.signIn).toHaveBeenCalledOnce();
      expect(header.signIn).not.toHaveBeenCalled();
    },
  );

  it('disables the sign-in buttons while a sign-in is under way', () => {
    landing.pending = true;
    render(<LandingPage />);
    expect(screen.getByRole('button', { name: 'Get Started with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start Your Journey Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it('shows the four feature cards', () => {
    render(<LandingPage />);
    const features = section('Everything you need to make progress');
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Smart Goal Setting',
      'Progress Tracking',
      'Resource Library',
      'Community Insights',
    ]);
    expect(within(features).getAllByRole('listitem')).toHaveLength(4);
  });

  it("shows 'See How It Works' with the sample outcome, two goals, their difficulty and rated tactics", () => {
    render(<LandingPage />);
    const how = section('See How It Works');
    expect(
      within(how).getByRole('heading', { level: 3, name: 'Achieve Work-Life Balance' }),
    ).toBeVisible();
    const goals = within(how).getAllByRole('article');
    expect(goals).toHaveLength(2);
    expect(within(goals[0]!).getByRole('img', { name: 'Difficulty 3 out of 5' })).toBeVisible();
    expect(within(goals[1]!).getByRole('img', { name: 'Difficulty 4 out of 5' })).toBeVisible();

    const firstTactic = within(goals[0]!).getAllByRole('listitem')[0]!;
    expect(firstTactic).toHaveTextContent('Block a hard stop in my calendar at 5:45 pm');
    // On screen 'Effort 1/5'; a screen reader hears 'Effort 1 out of 5'.
    expect(firstTactic).toHaveTextContent(/Effort(1\/5)?1 out of 5/);
    expect(firstTactic).toHaveTextContent(/Impact(4\/5)?4 out of 5/);
    expect(firstTactic).toHaveTextContent('Score7');
    expect(within(firstTactic).getByText('1/5')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lists the tactics of each sample goal best first', () => {
    render(<LandingPage />);
    const scores = within(section('See How It Works'))
      .getAllByRole('article')
      .map((goal) =>
        within(goal)
          .getAllByRole('listitem')
          .map((item) => Number(/Score(\d+)/.exec(item.textContent ?? '')?.[1])),
      );
    expect(scores).toEqual([
      [7, 6],
      [8, 5],
    ]);
  });

  it("lists five things under 'What you can expect'", () => {
    render(<LandingPage />);
    expect(within(section('What you can expect')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('names the five workflow steps in the hero', () => {
    render(<LandingPage />);
    const hero = section('Turn the outcomes you want into a plan you’ll actually follow');
    const steps = within(within(hero).getByRole('list')).getAllByRole('listitem');
    [
      'Set goals',
      'Brainstorm tactics',
      'Prioritize',
      'Review the ranking',
      'Work your plan',
    ].forEach((title, index) => expect(steps[index]).toHaveTextContent(`${index + 1}${title}`));
    expect(steps).toHaveLength(5);
  });

  it('starts with a skip link to the main content', async () => {
    render(<LandingPage />);
    await userEvent.setup().tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });
});
