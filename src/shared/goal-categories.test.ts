import { describe, expect, it } from 'vitest';
import type { CategoryId } from './categories.ts';
import {
  MIN_MATCH_SCORE,
  ideasForGoal,
  matchGoalCategory,
  matchGoalTheme,
  scoreGoalCategories,
} from './goal-categories.ts';
import { score } from './scoring.ts';
import { TACTIC_IDEAS } from './tactic-ideas.ts';
import { english } from '#test/words.ts';

/** Goals as people type them, with the category each should land in. */
const EXPECTED: Record<CategoryId, string[]> = {
  'better-sleep': [
    'Fall asleep before 11',
    'Get 8 hours of sleep every night',
    'Stop hitting snooze in the morning',
    'Wake up at 6:30 on weekdays',
    'Go to bed at the same time every night',
    'Beat my insomnia',
    'Feel less tired in the afternoons',
    'Stop waking up at 3am',
  ],
  'healthy-eating': [
    'Eat more vegetables',
    'Cut down on sugar',
    'Cook at home five nights a week',
    'Stop ordering takeout',
    'Drink more water and less soda',
    'Stop snacking after dinner',
    'Lose 5 kg before summer',
    'Pack my own lunch for work',
  ],
  'reduce-stress': [
    "Worry less about things I can't control",
    'Meditate for 10 minutes every morning',
    'Handle panic attacks better',
    'Feel calmer before presentations',
    'Stop overthinking everything',
    'Manage my anxiety without avoiding things',
    'Feel less overwhelmed by my to-do list',
    'Feel less stressed at work',
  ],
  'be-active': [
    'Run a 5K by spring',
    'Go to the gym three times a week',
    'Walk 10,000 steps a day',
    'Cycle to work instead of driving',
    'Start doing yoga',
    'Take the stairs instead of the lift',
    'Sit less at my desk',
    'Do 20 push-ups every morning',
  ],
  'reduce-social-media': [
    'Stop doomscrolling at night',
    'Spend less time on Instagram',
    'Quit TikTok for a month',
    'Check Facebook only once a day',
    'Take a break from social media',
    'Stop comparing myself to people online',
    'Stop scrolling Reddit in bed',
    'Stop checking likes on my posts',
  ],
  'less-screentime': [
    'Spend less time on my phone',
    'Cut my screen time to 2 hours a day',
    'No screens after 9pm',
    'Watch less Netflix',
    'Stop binge-watching TV shows',
    'Keep my phone out of the bedroom',
    'Play fewer video games',
    'Do a digital detox weekend',
  ],
  'better-savings': [
    'Pay off my credit card',
    'Save $200 a month',
    'Build an emergency fund',
    'Stick to a monthly budget',
    'Stop impulse buying on Amazon',
    'Start investing for retirement',
    'Get out of debt by next year',
    'Spend less on takeout',
    'Stop living paycheck to paycheck',
  ],
  'work-life-balance': [
    'Stop answering work emails after 7pm',
    'Leave the office by 6 every day',
    'Take a real lunch break',
    'Avoid burnout this quarter',
    "Don't work on weekends",
    'Take all my vacation days this year',
    'Say no to extra projects at work',
    'Find time for hobbies outside work',
    'Stop working late',
  ],
  parenting: [
    'Be more patient with my kids',
    'Stop yelling at my children',
    'Read to my daughter every night',
    "Handle my toddler's tantrums calmly",
    'Spend one-on-one time with my son each week',
    'Help my teenager with homework without fighting',
    'Be a better dad',
    'Get the kids to bed without a battle',
  ],
  relationships: [
    'Plan a date night every week',
    'Call my mom every Sunday',
    'Make new friends in my city',
    'Argue less with my partner',
    'Reconnect with old college friends',
    'Listen better to my wife',
    'Feel less lonely',
    'Visit my grandparents more often',
    'Be a better husband',
  ],
};

/** Goals about things Explore does not cover: none may match a category. */
const UNCOVERED = [
  'Learn Spanish',
  "Fix the car's brakes",
  'Plan a trip to Japan',
  'Read 20 books this year',
  'Get promoted to team lead',
  'Repaint the living room',
  'Learn to play the guitar',
  'Renew my passport',
  'Clean out the garage',
  'Finish writing my novel',
  'Pass my driving test',
  'Build a website for my bakery',
  // These look like savings or exercise but are not.
  'Save time in the morning',
  'Run my own business',
];

const cases = Object.entries(EXPECTED).flatMap(([expected, titles]) =>
  titles.map((title) => ({ title, expected })),
);

describe('matching a goal to a category', () => {
  it('covers at least 60 goals, six or more per category', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const titles of Object.values(EXPECTED)) expect(titles.length).toBeGreaterThanOrEqual(6);
  });

  it('lands at least 90% of everyday goals in the expected category', () => {
    const misses = cases
      .map(({ title, expected }) => ({ title, expected, got: matchGoalCategory(title) }))
      .filter(({ expected, got }) => got !== expected);
    const hits = cases.length - misses.length;
    console.log(
      `goal matching: ${hits}/${cases.length} (${Math.round((hits / cases.length) * 100)}%)`,
    );
    for (const miss of misses) console.log(`  missed: "${miss.title}" -> ${miss.got ?? 'null'}`);
    expect(hits / cases.length).toBeGreaterThanOrEqual(0.9);
  });

  it('matches nothing for goals we have no ideas about', () => {
    const falseMatches = UNCOVERED.filter((title) => matchGoalCategory(title) !== null);
    expect(falseMatches).toEqual([]);
    expect(matchGoalCategory('')).toBeNull();
    expect(matchGoalCategory('   ')).toBeNull();
  });

  it('reads word forms, case and punctuation alike', () => {
    for (const title of ['SLEEP better', 'sleeping more', 'I slept badly', 'sleepy all day'])
      expect(matchGoalCategory(title), title).toBe('better-sleep');
    expect(matchGoalCategory('Better work-life balance')).toBe('work-life-balance');
    expect(matchGoalCategory('Save €50 a week')).toBe('better-savings');
  });

  it('explains a match with the keywords that scored', () => {
    const [best] = scoreGoalCategories('Stop doomscrolling at night');
    expect(best).toEqual({ id: 'reduce-social-media', score: 4, hits: ['doomscroll*'] });
    expect(MIN_MATCH_SCORE).toBe(2);
    // One weak hint ("work", weight 1) is not enough on its own.
    expect(matchGoalCategory('Work on my novel')).toBeNull();
  });

  it('breaks a tie in favour of the category listed first', () => {
    // "walk" (be-active, 2) and "dad" (parenting, 2) score the same.
    const scores = scoreGoalCategories('Walk with dad');
    expect(scores[0]?.score).toBe(scores[1]?.score);
    expect(matchGoalCategory('Walk with dad')).toBe('be-active');
  });
});

describe('ideas for a goal', () => {
  it('offers the three best-scoring ideas of the matching category, named', () => {
    const result = ideasForGoal('Fall asleep before 11');
    expect(result?.topic.id).toBe('better-sleep');
    expect(english(result!.topic.label)).toBe('Better sleep');
    expect(result?.ideas).toHaveLength(3);
    const best = Math.max(...TACTIC_IDEAS['better-sleep'].map((idea) => score(idea)));
    expect(score(result!.ideas[0]!)).toBe(best);
    const scores = result!.ideas.map((idea) => score(idea));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const idea of result!.ideas) expect(TACTIC_IDEAS['better-sleep']).toContain(idea);
  });

  it('honours the limit and offers nothing for a goal we do not cover', () => {
    expect(ideasForGoal('Pay off my credit card', 5)?.ideas).toHaveLength(5);
    expect(english(ideasForGoal('Pay off my credit card', 1)!.topic.label)).toBe(
      'Better saving & money management',
    );
    expect(ideasForGoal('Renew my passport')).toBeNull();
  });
});

describe('Spanish goal titles', () => {
  it.each([
    ['Dormir mejor', 'Sleep better'],
    ['Acostarme antes de las once', 'Go to bed before eleven'],
    ['Comer más verduras', 'Eat more vegetables'],
    ['Reducir el estrés', 'Reduce stress'],
    ['Hacer ejercicio tres veces por semana', 'Exercise three times a week'],
    ['Pasar menos tiempo en redes sociales', 'Spend less time on social media'],
    ['Menos tiempo de pantalla', 'Less screen time'],
    ['Ahorrar dinero', 'Save money'],
    ['Desconectar del trabajo por la tarde', 'Switch off from work in the evening'],
    ['Ser mejor padre para mis hijos', 'Be a better dad to my kids'],
    ['Llamar más a mis amigos', 'Call my friends more'],
  ])('"%s" matches the category of "%s"', (spanish, english) => {
    expect(matchGoalCategory(english)).not.toBeNull();
    expect(matchGoalCategory(spanish)).toBe(matchGoalCategory(english));
  });

  it.each([
    ['Correr una maratón', 'Run a marathon'],
    ['Perder 5 kilos', 'Lose 5 kg'],
    ['Aprender inglés', 'Learn English'],
    ['Dejar de fumar', 'Quit smoking'],
  ])('"%s" names the theme of "%s"', (spanish, english) => {
    expect(matchGoalTheme(english)).not.toBeNull();
    expect(matchGoalTheme(spanish)).toBe(matchGoalTheme(english));
  });

  it('offers the same ideas for a Spanish title as for its English counterpart', () => {
    expect(ideasForGoal('Ahorrar dinero')).toEqual(ideasForGoal('Save money'));
    expect(ideasForGoal('Dormir mejor')?.topic.id).toBe('better-sleep');
  });
});
