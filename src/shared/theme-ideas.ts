/**
 * The goal themes' ideas (docs/product.md, Tactic ideas), written by us like the categories'.
 * A module of its own so that it loads only when a goal names a theme: the Brainstorm step's
 * matcher does not carry it.
 */
import type { GoalThemeId, TacticIdea } from './tactic-ideas.ts';

/** Each theme's ideas; they link no resource (resources belong to the ten categories). */
/** A theme's idea, with why it helps in one plain sentence. */
export type ThemeIdea = TacticIdea & { why: string };

export type ThemeIdeas = Record<GoalThemeId, readonly ThemeIdea[]>;

export const THEME_IDEAS: ThemeIdeas = {
  endurance: [
    {
      title: 'Pick a training plan that ends on race day and put it in your calendar',
      why: 'A plan counted back from the race spreads the build-up safely and tells you what each week is for.',
      effort: 2,
      impact: 5,
    },
    {
      title: 'Run most of your miles at an easy pace you could chat at',
      why: 'Easy running builds the aerobic base an endurance race depends on while leaving you fresh for the harder sessions.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Add one longer run each week, about 10% further than the last',
      why: 'The weekly long run is what prepares your legs and mind for race distance, and small steps up lower the risk of injury.',
      effort: 3,
      impact: 5,
    },
    {
      title: 'Practise your race-day breakfast, drinks and gels on long runs',
      why: 'Trying fuel in training means your stomach knows it on the day, so nothing new can go wrong at the start line.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Take one full rest day a week and sleep well before key sessions',
      why: 'Fitness is built while you recover, and tired legs are where most overuse injuries begin.',
      effort: 1,
      impact: 4,
    },
    {
      title: 'Enter a shorter race or parkrun a few weeks before the big one',
      why: 'A rehearsal race tests your pacing and routine under real conditions and takes the edge off race-day nerves.',
      effort: 2,
      impact: 3,
    },
  ],
  weight: [
    {
      title: 'Weigh yourself at the same time once a week and write it down',
      why: 'Regular self-weighing is one of the habits most often linked with losing weight and keeping it off.',
      effort: 1,
      impact: 4,
    },
    {
      title: 'Fill half your plate with vegetables at lunch and dinner',
      why: 'Vegetables add volume and fibre for few calories, so you feel full while eating less overall.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Include protein in every meal',
      why: 'Protein keeps you full for longer than most foods and helps you keep muscle while you lose fat.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Swap sugary drinks for water or sparkling water',
      why: 'Calories you drink barely fill you up, so cutting them is one of the easiest ways to eat less without feeling hungry.',
      effort: 1,
      impact: 4,
    },
    {
      title: 'Log what you eat for two weeks to see where calories come from',
      why: 'Most people underestimate what they eat, and a short honest record shows which changes would matter most.',
      effort: 3,
      impact: 4,
    },
    {
      title: 'Aim for a steady 0.5 kg a week, not a crash diet',
      why: 'Slow, steady loss comes from habits you can keep, while very strict diets are usually followed by regaining the weight.',
      effort: 2,
      impact: 3,
    },
  ],
  strength: [
    {
      title: 'Strength-train two or three times a week on set days',
      why: 'Training each muscle group at least twice a week is what the evidence links with steady strength gains.',
      effort: 3,
      impact: 5,
    },
    {
      title: 'Follow one simple programme built on squats, presses, rows and deadlifts',
      why: 'A few compound lifts work most of your muscles at once, and a fixed programme makes progress easy to see.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Add a little weight or one rep each week and log every session',
      why: 'Gradually asking more of your muscles, known as progressive overload, is the main driver of getting stronger.',
      effort: 2,
      impact: 5,
    },
    {
      title: 'Learn each lift with a light weight before going heavy',
      why: 'Good form lets you load the right muscles and keeps your joints safe as the weights go up.',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Eat a protein-rich meal or snack within a few hours of training',
      why: 'Muscles need protein to repair and grow, and spreading it through the day supports that best.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'For pull-ups, start with slow lowering reps from the top of the bar',
      why: 'Lowering slowly builds strength in the same muscles a full pull-up needs, even before you can do one.',
      effort: 2,
      impact: 3,
    },
  ],
  language: [
    {
      title: 'Do 15 minutes of practice every day at the same time',
      why: 'Short daily sessions beat long occasional ones, because memory is strengthened by spacing and repetition.',
      effort: 2,
      impact: 5,
    },
    {
      title: 'Review new words with a spaced-repetition flashcard app',
      why: 'Spaced repetition shows each word just before you would forget it, which makes vocabulary stick with less time.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Book a weekly conversation with a tutor or language partner',
      why: 'Speaking with a real person makes you recall words under light pressure, which is how fluency grows.',
      effort: 3,
      impact: 5,
    },
    {
      title: 'Listen to a podcast or show in the language on your commute',
      why: 'Hours of understandable listening tune your ear to the sounds and rhythms long before you can speak freely.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Switch your phone to the language for a month',
      why: 'Everyday words you meet dozens of times a day are learned almost without noticing.',
      effort: 1,
      impact: 2,
    },
    {
      title: 'Write three sentences a day about your day in the language',
      why: 'Writing makes you find words yourself rather than recognise them, which shows exactly what you still need.',
      effort: 2,
      impact: 3,
    },
  ],
  instrument: [
    {
      title: 'Practise 15 minutes a day rather than two hours once a week',
      why: 'Motor skills consolidate between sessions, so short daily practice builds them faster than rare long ones.',
      effort: 2,
      impact: 5,
    },
    {
      title: 'Leave your instrument out on a stand where you can see it',
      why: 'Removing the small effort of unpacking makes it far more likely you pick it up for a few minutes.',
      effort: 1,
      impact: 4,
    },
    {
      title: 'Work on one short passage slowly until it is clean, then speed up',
      why: 'Playing slowly and correctly trains accurate movements, while rushing trains the mistakes.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Learn a song you love, even a simple version of it',
      why: 'Music you care about keeps you practising, and a finished song is a reward you can hear.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Take a lesson every two weeks to get feedback on your technique',
      why: 'A teacher spots habits you cannot hear yourself before they become hard to undo.',
      effort: 3,
      impact: 4,
    },
    {
      title: 'Record yourself once a week and listen back',
      why: 'A recording lets you hear your timing and tone as a listener would, and shows progress you might not notice.',
      effort: 1,
      impact: 3,
    },
  ],
  reading: [
    {
      title: 'Read 10 pages at the same moment every day, such as with morning coffee',
      why: 'Tying a small habit to something you already do daily makes it far easier to keep going.',
      effort: 1,
      impact: 5,
    },
    {
      title: 'Keep a book with you, in your bag or on your phone',
      why: 'Most reading time is found in small waits and journeys, but only if the book is already at hand.',
      effort: 1,
      impact: 4,
    },
    {
      title: 'Give yourself permission to stop a book you are not enjoying',
      why: 'A book you dread stalls your reading for weeks, while one you enjoy pulls you back every day.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Replace 20 minutes of scrolling in bed with a paper book',
      why: 'You swap a habit you want less of for one you want more of, and a paper page is gentler on sleep than a screen.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Make a short list of the next three books you want to read',
      why: 'Knowing what comes next removes the gap between books, which is where reading habits most often stop.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Try audiobooks for walks, chores and commutes',
      why: 'Listening turns time your eyes are busy into reading time, and it counts just as much for enjoying stories and ideas.',
      effort: 1,
      impact: 3,
    },
  ],
  'quit-smoking': [
    {
      title: 'Set a quit date within the next two weeks and tell someone',
      why: 'A near, fixed date gives you time to prepare without losing momentum, and telling someone makes it real.',
      effort: 2,
      impact: 5,
    },
    {
      title: 'Ask a pharmacist or doctor about nicotine replacement or medication',
      why: 'Stop-smoking medicines and nicotine replacement roughly double the chance of quitting for good compared with willpower alone.',
      effort: 2,
      impact: 5,
    },
    {
      title: 'Contact your local free stop-smoking service',
      why: 'People who quit with support from a stop-smoking service are several times more likely to succeed than those who go it alone.',
      effort: 2,
      impact: 5,
    },
    {
      title: 'Write down your three biggest triggers and a plan for each',
      why: 'Cravings are strongest in familiar situations, so deciding in advance what you will do instead makes them easier to ride out.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'When a craving hits, wait it out for five minutes with a glass of water',
      why: 'Most cravings peak and fade within a few minutes, and each one you ride out weakens the next.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Remove cigarettes, lighters and ashtrays from home, car and bags',
      why: 'Making smoking harder to start on impulse protects you in the moments when resolve is lowest.',
      effort: 1,
      impact: 3,
    },
  ],
  alcohol: [
    {
      title: 'Choose at least three alcohol-free days every week',
      why: 'Regular drink-free days stop drinking from becoming a daily habit and cut your weekly total without much effort.',
      effort: 2,
      impact: 5,
    },
    {
      title: 'Count your drinks for a week before changing anything',
      why: 'Most people drink more than they think, and an honest count shows where cutting back is easiest.',
      effort: 1,
      impact: 4,
    },
    {
      title: 'Keep alcohol-free drinks you actually like in the fridge',
      why: 'Having a pleasant alternative ready makes the habit of reaching for a drink easy to redirect.',
      effort: 1,
      impact: 4,
    },
    {
      title: 'Alternate each alcoholic drink with a glass of water',
      why: 'Spacing drinks slows you down and cuts how much you drink over an evening.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Decide your limit before you go out and tell a friend',
      why: 'A decision made in advance is easier to keep than one made after the second drink.',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Replace your usual drinking time with something else you enjoy',
      why: 'Habits attached to a time of day are easiest to change by putting something new in the same slot.',
      effort: 3,
      impact: 4,
    },
  ],
  'career-change': [
    {
      title: 'Have coffee with two people who do the job you want',
      why: 'Short conversations with people in the role show what it is really like and often lead to openings that are never advertised.',
      effort: 3,
      impact: 5,
    },
    {
      title: 'List your skills that carry over and rewrite your CV around them',
      why: 'Employers hiring career-changers look for proof you can already do parts of the job, so lead with it.',
      effort: 3,
      impact: 4,
    },
    {
      title: 'Try a small project, course or volunteer role in the new field',
      why: 'A low-risk trial tests whether you enjoy the work before you commit, and gives you something concrete to show.',
      effort: 3,
      impact: 4,
    },
    {
      title: 'Block two hours a week in your calendar for the job search',
      why: 'A search done in regular fixed slots keeps moving, while one fitted into spare moments tends to stall.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Update your LinkedIn headline to the role you are aiming for',
      why: 'Recruiters search by job title, so naming the role you want makes you findable for it.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Tailor each application to the job ad, not one CV for all',
      why: 'Matching your CV to the words in the ad helps it pass screening and shows the reader you fit.',
      effort: 2,
      impact: 4,
    },
  ],
  exam: [
    {
      title: 'Make a revision timetable counted back from the exam date',
      why: 'Planning backwards shows how much time each topic really gets and stops the last weeks turning into a cram.',
      effort: 2,
      impact: 5,
    },
    {
      title: 'Test yourself with past papers instead of rereading notes',
      why: 'Practice testing is among the most effective study methods known, far better than rereading or highlighting.',
      effort: 3,
      impact: 5,
    },
    {
      title: 'Space your study: revisit each topic a few days later',
      why: 'Returning to material after a gap strengthens memory much more than studying it in one long block.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Study in 25-minute blocks with phone in another room',
      why: 'Short focused blocks free of notifications get more done than long sessions broken by checking your phone.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Explain each topic out loud as if teaching a friend',
      why: 'Explaining in your own words reveals gaps you would not notice by reading, and makes the material stick.',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Keep your normal sleep in the week before the exam',
      why: 'Sleep is when the day’s learning is stored, so all-nighters cost more memory than they gain.',
      effort: 2,
      impact: 4,
    },
  ],
  declutter: [
    {
      title: 'Declutter one small area for 15 minutes, such as a single drawer',
      why: 'A small area you can finish gives a visible result, which builds the momentum for the next one.',
      effort: 1,
      impact: 4,
    },
    {
      title: 'Keep a donation bag by the door and fill it through the week',
      why: 'A bag already waiting makes letting go of things a quick daily habit rather than a big weekend job.',
      effort: 1,
      impact: 4,
    },
    {
      title: 'Sort by category, all clothes or all books at once, not room by room',
      why: 'Seeing everything of one kind together shows how much you have and makes choosing what to keep easier.',
      effort: 3,
      impact: 4,
    },
    {
      title: 'Ask of each item: have I used it in the last year',
      why: 'A clear question replaces the drawn-out weighing of each object that makes decluttering so tiring.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Give everything you keep a fixed home',
      why: 'Clutter returns wherever things have nowhere to go, so a place for each item keeps tidying quick.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Do a 10-minute reset of the main room every evening',
      why: 'A short daily reset stops mess from piling up into a job that feels too big to start.',
      effort: 1,
      impact: 3,
    },
  ],
};
