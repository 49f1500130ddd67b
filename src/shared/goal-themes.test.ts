import { describe, expect, it } from 'vitest';
import { translator } from '#server/i18n.ts';
import { CATEGORY_IDS } from './categories.ts';
import { ideasForGoal, matchGoalCategory, matchGoalTheme } from './goal-categories.ts';
import { HELD_OUT_GOALS } from './goal-ideas-held-out.ts';
import { LOCALES, type Locale } from './i18n/locales.ts';
import { score } from './scoring.ts';
import {
  GOAL_THEME_IDS,
  GOAL_THEME_LABELS,
  IDEA_TITLE_MAX_LENGTH,
  type GoalThemeId,
} from './tactic-ideas.ts';
import { THEME_IDEAS } from './theme-ideas.ts';

const ideasFor = (title: string, limit?: number) => ideasForGoal(title, limit, THEME_IDEAS);
const english = translator('en');

/** The examples the theme word lists were tuned on (the held-out titles are elsewhere). */
const TUNING: Record<GoalThemeId, string[]> = {
  endurance: [
    'Run a marathon',
    'Train for a half marathon',
    'Do my first triathlon',
    'Beat my parkrun personal best',
    'Run a 10K race in under an hour',
  ],
  weight: ['Lose weight', 'Lose 5 kg before summer', 'Get my BMI under 25', 'Slim down for summer'],
  strength: [
    'Lift weights three times a week',
    'Do 20 push-ups every morning',
    'Squat 100 kg',
    'Get stronger',
    'Start strength training',
  ],
  language: ['Learn Spanish', 'Become fluent in French', 'Use Duolingo every day', 'Speak Korean'],
  instrument: [
    'Learn to play the guitar',
    'Practise piano every evening',
    'Learn a musical instrument',
    'Play drums in a band',
  ],
  reading: ['Read 20 books this year', 'Read more', 'Listen to an audiobook a month'],
  'quit-smoking': ['Quit smoking', 'Stop smoking by June', 'Give up vaping', 'Cut down cigarettes'],
  alcohol: ['Drink less alcohol', 'Go sober for a month', 'No wine on weekdays', 'Stop drinking'],
  'career-change': [
    'Get a new job',
    'Change careers',
    'Get promoted to team lead',
    'Rewrite my CV',
    'Prepare for job interviews',
  ],
  exam: [
    'Pass my exams',
    'Study for the GRE',
    'Revise every evening',
    'Pass my driving test',
    'Get better grades',
  ],
  declutter: [
    'Clean out the garage',
    'Declutter the house',
    'Keep my room tidy',
    'Get rid of clothes I never wear',
  ],
};

describe('goal themes', () => {
  it('match the examples they were tuned on', () => {
    for (const [theme, titles] of Object.entries(TUNING))
      for (const title of titles) expect(matchGoalTheme(title), title).toBe(theme);
  });

  it('offer race training, not a first walk, for a half marathon', () => {
    const found = ideasFor('Run a half marathon in May');
    expect(found?.topic.id).toBe('endurance');
    expect(english(found!.topic.label)).toBe('Race training');
    expect(found?.ideas.map((idea) => english(idea.title))).toEqual(
      expect.arrayContaining([
        'Pick a training plan that ends on race day and put it in your calendar',
      ]),
    );
    for (const idea of found!.ideas) expect(THEME_IDEAS.endurance).toContain(idea);
  });

  it('leave a goal to its category when the category is the clearer sign', () => {
    // "read" alone points at reading, but reading to a child is parenting.
    expect(matchGoalTheme('Read to my daughter every night')).toBeNull();
    expect(ideasFor('Read to my daughter every night')?.topic.id).toBe('parenting');
    // One weak word is not a theme.
    expect(matchGoalTheme('Go to the gym three times a week')).toBeNull();
    expect(ideasFor('Go to the gym three times a week')?.topic.id).toBe('be-active');
    expect(matchGoalTheme('Finish writing my novel')).toBeNull();
  });

  it.each(Object.keys(LOCALES) as Locale[])(
    'each have five to ten well-formed ideas, never repeated (%s)',
    (locale) => {
      const words = translator(locale);
      const titles = new Set<string>();
      for (const theme of GOAL_THEME_IDS) {
        expect(words(GOAL_THEME_LABELS[theme])).not.toBe(GOAL_THEME_LABELS[theme]);
        const ideas = THEME_IDEAS[theme];
        expect(ideas.length, theme).toBeGreaterThanOrEqual(5);
        expect(ideas.length, theme).toBeLessThanOrEqual(10);
        for (const idea of ideas) {
          const [title, why] = [words(idea.title), words(idea.why)];
          expect(title, idea.title).not.toBe(idea.title);
          expect(title.length, title).toBeLessThanOrEqual(IDEA_TITLE_MAX_LENGTH);
          expect(why, title).toMatch(/^[\p{Lu}0-9].{20,}\.$/u);
          expect(why.slice(0, -1), title).not.toMatch(/[.!?](\s|$)/);
          for (const rating of [idea.effort, idea.impact])
            expect([1, 2, 3, 4, 5]).toContain(rating);
          expect(titles.has(title.toLowerCase()), title).toBe(false);
          titles.add(title.toLowerCase());
        }
      }
    },
  );
});

/**
 * The held-out goal titles were written and committed before the theme word lists and never
 * tuned on. The README states the rate this prints; the floor keeps later edits from lowering it.
 */
const HELD_OUT_FLOOR = 0.85;

describe('the idea matcher on goal titles it was not tuned on', () => {
  it(`offers the expected topic for at least ${HELD_OUT_FLOOR * 100}% of them`, () => {
    expect(HELD_OUT_GOALS.length).toBeGreaterThanOrEqual(80);
    const topics = new Set<string>([...GOAL_THEME_IDS, ...CATEGORY_IDS]);
    const results = HELD_OUT_GOALS.map(([title, expected]) => {
      if (expected !== null) expect(topics.has(expected), expected).toBe(true);
      return { title, expected, got: ideasFor(title)?.topic.id ?? null };
    });
    const misses = results.filter(({ expected, got }) => expected !== got);
    const hits = results.length - misses.length;
    console.log(
      `held-out goal matching: ${hits}/${results.length} (${((hits / results.length) * 100).toFixed(1)}%)`,
    );
    for (const miss of misses) console.log(`  missed: "${miss.title}" -> ${miss.got ?? 'null'}`);
    expect(hits / results.length).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });

  it('still sorts the ideas it offers by the plan score', () => {
    const ideas = ideasFor('Learn Spanish', 10)!.ideas;
    const scores = ideas.map((idea) => score(idea));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The category matcher alone still knows nothing about languages, and without the themes'
    // ideas (not loaded yet) a themed goal falls back to its category.
    expect(matchGoalCategory('Learn Spanish')).toBeNull();
    expect(ideasForGoal('Learn Spanish')).toBeNull();
    expect(ideasForGoal('Run a half marathon in May')?.topic.id).toBe('be-active');
  });
});
