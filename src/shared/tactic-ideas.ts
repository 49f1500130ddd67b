/**
 * Tactic ideas: concrete things a person can try this week, ten categories' worth, written by us
 * (docs/product.md, Tactic ideas). Each suggests starting ratings and names the category's
 * resource that teaches it, if one does; why it helps, in one plain sentence that does not
 * overstate the evidence, is in idea-reasons.ts.
 *
 * Pure data with no images or client code, so Explore and the Brainstorm step can both import it
 * (features never import each other). Load it lazily, with import(), from the places that show
 * ideas: the landing page must not pull it in.
 */
import type { CategoryId } from './categories.ts';

export const IDEA_TITLE_MAX_LENGTH = 80;

export interface TacticIdea {
  /** What to do, at most IDEA_TITLE_MAX_LENGTH characters; it becomes the tactic's title. */
  title: string;
  /** Suggested starting ratings, RATING_MIN to RATING_MAX. */
  effort: number;
  impact: number;
  /** The id of a resource in the same category that teaches this, when one does. */
  resourceId?: string;
}

/** Each category's ideas, best first. */
export const TACTIC_IDEAS: Record<CategoryId, readonly TacticIdea[]> = {
  'better-sleep': [
    {
      title: 'Get up at the same time every day, weekends included',
      effort: 3,
      impact: 5,
      resourceId: 'sleep-is-your-superpower',
    },
    {
      title: 'Have your last coffee or tea before 2 pm',
      effort: 2,
      impact: 4,
      resourceId: 'why-do-we-sleep',
    },
    {
      title: 'Spend 10 minutes outdoors in daylight soon after waking',
      effort: 2,
      impact: 3,
      resourceId: 'huberman-lab',
    },
    {
      title: 'Keep your bedroom cool, dark and quiet',
      effort: 2,
      impact: 3,
      resourceId: 'sleep-foundation-sleep-hygiene',
    },
    {
      title: 'Start a 30-minute, screen-free wind-down before bed',
      effort: 3,
      impact: 3,
      resourceId: 'nhs-fall-asleep-faster',
    },
    {
      title: 'Get out of bed if you have been lying awake for about 20 minutes',
      effort: 3,
      impact: 4,
      resourceId: 'sleepio',
    },
    {
      title: 'Keep a sleep diary for one week',
      effort: 2,
      impact: 3,
      resourceId: 'cbt-i-coach',
    },
    {
      title: "Write tomorrow's to-do list just before bed",
      effort: 1,
      impact: 2,
    },
    {
      title: 'Skip alcohol in the three hours before bed',
      effort: 3,
      impact: 3,
    },
    {
      title: 'Keep naps under 30 minutes and before mid-afternoon',
      effort: 1,
      impact: 2,
      resourceId: 'mayo-sleep-tips',
    },
  ],
  'healthy-eating': [
    {
      title: 'Add a portion of vegetables to lunch and dinner every day',
      effort: 2,
      impact: 4,
      resourceId: 'who-healthy-diet',
    },
    {
      title: 'Swap sugary drinks for water or sparkling water',
      effort: 2,
      impact: 4,
      resourceId: 'who-healthy-diet',
    },
    {
      title: 'Cook dinner at home on three more nights this week',
      effort: 4,
      impact: 4,
      resourceId: 'teach-every-child-about-food',
    },
    {
      title: "Plan the week's meals and shop from a list",
      effort: 3,
      impact: 3,
      resourceId: 'myplate',
    },
    {
      title: 'Replace one ultra-processed snack a day with fruit, nuts or yoghurt',
      effort: 2,
      impact: 3,
      resourceId: 'marion-nestle',
    },
    {
      title: 'Switch to wholegrain bread, pasta or rice',
      effort: 2,
      impact: 3,
      resourceId: 'who-healthy-diet',
    },
    {
      title: 'Eat beans, lentils or chickpeas in two meals this week',
      effort: 2,
      impact: 3,
      resourceId: 'who-healthy-diet',
    },
    {
      title: 'Keep a fruit bowl in sight and put snacks out of view',
      effort: 1,
      impact: 2,
    },
    {
      title: 'Eat one meal a day away from screens, paying attention to the food',
      effort: 2,
      impact: 2,
    },
  ],
  'reduce-stress': [
    {
      title: 'Breathe slowly for 5 minutes a day: in for 4, out for 6',
      effort: 1,
      impact: 3,
      resourceId: 'headspace',
    },
    {
      title: 'Take a brisk 20-minute walk on your most stressful days',
      effort: 2,
      impact: 4,
      resourceId: 'apa-handle-stressors',
    },
    {
      title: 'Do a 10-minute guided meditation each morning',
      effort: 2,
      impact: 3,
      resourceId: 'headspace',
    },
    {
      title: 'When stress builds, call or meet someone you trust',
      effort: 2,
      impact: 4,
      resourceId: 'make-stress-your-friend',
    },
    {
      title: 'Write your worries down for 15 minutes at a set time, then stop',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Notice one anxious habit and write down what sets it off',
      effort: 2,
      impact: 3,
      resourceId: 'judson-brewer',
    },
    {
      title: 'Before a big moment, read a racing heart as your body getting ready',
      effort: 1,
      impact: 3,
      resourceId: 'make-stress-your-friend',
    },
    {
      title: 'Step away from your desk for five minutes every 90 minutes',
      effort: 1,
      impact: 2,
      resourceId: 'apa-handle-stressors',
    },
    {
      title: 'Cut back on caffeine if you often feel jittery or on edge',
      effort: 2,
      impact: 2,
    },
    {
      title: 'Book a talk with a doctor or therapist if worry disrupts daily life',
      effort: 3,
      impact: 5,
      resourceId: 'apa-handle-stressors',
    },
  ],
  'be-active': [
    {
      title: 'Take a brisk 30-minute walk on five days this week',
      effort: 3,
      impact: 5,
      resourceId: 'twenty-three-and-a-half-hours',
    },
    {
      title: 'Start week one of Couch to 5K: three short run-walk sessions',
      effort: 3,
      impact: 4,
      resourceId: 'couch-to-5k',
    },
    {
      title: 'Do two 20-minute strength sessions: squats, push-ups and rows',
      effort: 3,
      impact: 4,
      resourceId: 'peter-attia',
    },
    {
      title: "Put this week's workouts in your calendar like meetings",
      effort: 1,
      impact: 3,
    },
    {
      title: 'Count your daily steps for a week, then aim for 2,000 more',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Stand up and move for a few minutes every hour you sit',
      effort: 1,
      impact: 2,
    },
    {
      title: 'Walk or cycle one trip you would usually drive',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Book one session with a workout buddy',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Add a few short bursts of harder effort to one walk or ride',
      effort: 3,
      impact: 3,
      resourceId: 'peter-attia',
    },
    {
      title: 'Take a 10-minute walk after dinner',
      effort: 1,
      impact: 2,
    },
  ],
  'reduce-social-media': [
    {
      title: 'Set a 30-minute daily limit on your social apps',
      effort: 2,
      impact: 4,
      resourceId: 'helpguide-social-media',
    },
    {
      title: 'Delete social apps from your phone and use them only on a computer',
      effort: 3,
      impact: 5,
      resourceId: 'helpguide-social-media',
    },
    {
      title: 'Turn off notifications from every social app',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Block social sites during work hours with a site blocker',
      effort: 1,
      impact: 3,
      resourceId: 'freedom',
    },
    {
      title: 'Check social media only at two set times a day',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Take a one-week break from social media',
      effort: 4,
      impact: 4,
    },
    {
      title: 'Unfollow or mute accounts that leave you feeling worse',
      effort: 1,
      impact: 2,
      resourceId: 'helpguide-social-media',
    },
    {
      title: 'Replace your first scroll of the morning with a new routine',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Agree with other parents to delay social media for your kids',
      effort: 3,
      impact: 4,
      resourceId: 'jonathan-haidt',
    },
    {
      title: 'Listen to an episode on how feeds are designed to hook you',
      effort: 1,
      impact: 2,
      resourceId: 'your-undivided-attention',
    },
  ],
  'less-screentime': [
    {
      title: 'Charge your phone outside the bedroom overnight',
      effort: 2,
      impact: 4,
      resourceId: 'blue-light-dark-side',
    },
    {
      title: 'Check your weekly screen-time report and pick one app to cut',
      effort: 1,
      impact: 3,
      resourceId: 'catherine-price',
    },
    {
      title: 'Make one meal a day screen-free for the whole household',
      effort: 2,
      impact: 3,
      resourceId: 'screens-make-us-less-happy',
    },
    {
      title: 'Switch your phone to greyscale for a week',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Turn off autoplay on streaming and video apps',
      effort: 1,
      impact: 2,
      resourceId: 'screens-make-us-less-happy',
    },
    {
      title: 'Move tempting apps off your home screen into a folder',
      effort: 1,
      impact: 2,
      resourceId: 'catherine-price',
    },
    {
      title: 'Use a focus timer app to keep your phone down while you work',
      effort: 1,
      impact: 2,
      resourceId: 'forest',
    },
    {
      title: 'Leave your phone in your pocket while you wait in line',
      effort: 2,
      impact: 2,
      resourceId: 'note-to-self',
    },
    {
      title: 'Swap one evening of streaming for an offline hobby',
      effort: 3,
      impact: 3,
    },
  ],
  'better-savings': [
    {
      title: 'Set up an automatic transfer to savings on payday',
      effort: 1,
      impact: 5,
      resourceId: 'ramit-sethi',
    },
    {
      title: 'Open a separate savings account for emergencies',
      effort: 2,
      impact: 4,
      resourceId: 'cfpb-emergency-fund',
    },
    {
      title: 'Commit now to saving part of your next pay rise',
      effort: 1,
      impact: 4,
      resourceId: 'saving-for-tomorrow-tomorrow',
    },
    {
      title: 'List your debts and pay extra on the highest interest rate first',
      effort: 2,
      impact: 4,
    },
    {
      title: "Plan next month's spending before it starts, category by category",
      effort: 3,
      impact: 4,
      resourceId: 'ynab',
    },
    {
      title: 'Check your pension contributions and any employer match',
      effort: 2,
      impact: 4,
      resourceId: 'afford-anything',
    },
    {
      title: 'Write down every purchase for one week',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Cancel one subscription you have not used this month',
      effort: 1,
      impact: 2,
    },
    {
      title: 'Wait 48 hours before any non-essential purchase over a set amount',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Pick what you love spending on, and cut hard on what you do not',
      effort: 3,
      impact: 3,
      resourceId: 'ramit-sethi',
    },
  ],
  'work-life-balance': [
    {
      title: 'Set a finish time for work and close your laptop at it',
      effort: 3,
      impact: 5,
      resourceId: 'make-work-life-balance-work',
    },
    {
      title: 'Turn off work email and chat notifications after hours',
      effort: 1,
      impact: 4,
      resourceId: 'mayo-work-life-balance',
    },
    {
      title: 'Block one evening a week for something that is not work',
      effort: 2,
      impact: 4,
      resourceId: 'laura-vanderkam',
    },
    {
      title: 'Keep a time diary for one week, at work and at home',
      effort: 3,
      impact: 3,
      resourceId: 'laura-vanderkam',
    },
    {
      title: 'End each workday by writing down where you left off',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Take a real lunch break away from your desk',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Protect two hours of focus time with notifications off',
      effort: 2,
      impact: 3,
      resourceId: 'rescuetime',
    },
    {
      title: 'Say no to, or hand off, one low-value meeting or task',
      effort: 3,
      impact: 3,
    },
    {
      title: 'Book a day of leave this month and plan something you enjoy',
      effort: 2,
      impact: 3,
    },
  ],
  parenting: [
    {
      title: 'Spend 10 minutes a day of one-to-one play led by your child',
      effort: 2,
      impact: 5,
    },
    {
      title: "Name your child's feelings out loud when they are upset",
      effort: 2,
      impact: 4,
      resourceId: 'daniel-siegel',
    },
    {
      title: 'Praise the specific behaviour you want to see more of',
      effort: 1,
      impact: 4,
      resourceId: 'aap-discipline',
    },
    {
      title: 'Pause and take a breath before you respond to a tantrum',
      effort: 3,
      impact: 4,
      resourceId: 'good-inside',
    },
    {
      title: 'Set one clear, calm consequence and follow through every time',
      effort: 3,
      impact: 4,
      resourceId: 'aap-discipline',
    },
    {
      title: 'Give your child one regular chore this week',
      effort: 2,
      impact: 3,
      resourceId: 'raise-successful-kids',
    },
    {
      title: 'Let your child solve one problem you would normally fix for them',
      effort: 2,
      impact: 3,
      resourceId: 'raise-successful-kids',
    },
    {
      title: 'Read aloud together for 15 minutes at bedtime',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Turn a daily routine, like bath time, into back-and-forth chat',
      effort: 1,
      impact: 3,
      resourceId: 'vroom',
    },
    {
      title: 'Eat dinner together as a family on three nights this week',
      effort: 3,
      impact: 3,
    },
  ],
  relationships: [
    {
      title: "Notice and respond to your partner's small bids for attention",
      effort: 2,
      impact: 5,
      resourceId: 'john-gottman',
    },
    {
      title: 'Message one friend you have not spoken to in months',
      effort: 1,
      impact: 3,
      resourceId: 'mayo-friendships',
    },
    {
      title: 'Write and deliver a thank-you letter to someone who helped you',
      effort: 2,
      impact: 4,
      resourceId: 'greater-good-in-action',
    },
    {
      title: 'Set up a regular call with a parent, sibling or grandparent',
      effort: 2,
      impact: 4,
      resourceId: 'what-makes-a-good-life',
    },
    {
      title: 'Repeat back what you heard before giving your side',
      effort: 2,
      impact: 4,
      resourceId: 'greater-good-in-action',
    },
    {
      title: "Start a hard conversation gently: 'I feel', not 'you always'",
      effort: 3,
      impact: 4,
      resourceId: 'john-gottman',
    },
    {
      title: 'Put your phone away when you talk with people you love',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Try something new and a little exciting with your partner',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Join a weekly club or class to meet people who share an interest',
      effort: 3,
      impact: 4,
      resourceId: 'mayo-friendships',
    },
    {
      title: 'Try the 36 questions for closeness with a partner or friend',
      effort: 2,
      impact: 3,
      resourceId: 'greater-good-in-action',
    },
  ],
};

/**
 * Goal themes: the goals people set most often that sit beside or across the ten categories
 * (race training, weight, strength, a language, an instrument, reading, smoking, alcohol, a career
 * move, an exam, a tidy home). A goal that names one of these gets its ideas rather than its
 * category's broader ones: a half marathon wants a training plan, not a first walk.
 */
export const GOAL_THEME_IDS = [
  'endurance',
  'weight',
  'strength',
  'language',
  'instrument',
  'reading',
  'quit-smoking',
  'alcohol',
  'career-change',
  'exam',
  'declutter',
] as const;

export type GoalThemeId = (typeof GOAL_THEME_IDS)[number];

/** Each theme's label, shown as 'From <label>' under a goal's ideas. */
export const GOAL_THEME_LABELS: Record<GoalThemeId, string> = {
  endurance: 'Race training',
  weight: 'Weight',
  strength: 'Strength',
  language: 'Learning a language',
  instrument: 'Learning an instrument',
  reading: 'Reading more',
  'quit-smoking': 'Quitting smoking',
  alcohol: 'Drinking less alcohol',
  'career-change': 'Changing career',
  exam: 'Studying for an exam',
  declutter: 'Decluttering',
};
