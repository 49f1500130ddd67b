/**
 * Goal titles the idea matcher was NOT tuned on (docs/product.md, Tactic ideas). Written and
 * committed before the goal themes' word lists, and never edited to make the matcher look better:
 * its hit rate on these titles is what the README states and what goal-themes.test.ts holds as a
 * floor. Each title names the topic a person would expect ideas from: a goal theme, one of the ten
 * Explore categories, or null when we have nothing fitting to offer.
 */
export const HELD_OUT_GOALS: ReadonlyArray<readonly [title: string, topic: string | null]> = [
  // Endurance events
  ['Run a half marathon in May', 'endurance'],
  ['Finish my first marathon under 4 hours', 'endurance'],
  ['Complete a sprint triathlon this summer', 'endurance'],
  ['Train for the London 10K', 'endurance'],
  ['Ride a 100 km sportive', 'endurance'],
  ['Do a trail ultra next autumn', 'endurance'],
  // Weight
  ['Lose 10 pounds by my wedding', 'weight'],
  ['Get down to 75 kg', 'weight'],
  ['Drop two dress sizes', 'weight'],
  ['Lose my belly fat', 'weight'],
  ['Reach a healthy BMI', 'weight'],
  // Strength
  ['Deadlift my bodyweight', 'strength'],
  ['Do 10 pull-ups in a row', 'strength'],
  ['Build muscle this year', 'strength'],
  ['Bench press 100 kg', 'strength'],
  ['Get stronger arms', 'strength'],
  // Languages
  ['Become conversational in Italian', 'language'],
  ['Learn 1000 words of Japanese', 'language'],
  ['Pass the DELF B2 French exam', 'language'],
  ['Practise my German every day', 'language'],
  ['Speak Mandarin with my in-laws', 'language'],
  // Instruments
  ['Learn to play the piano', 'instrument'],
  ['Practise violin 20 minutes a day', 'instrument'],
  ['Play a full song on ukulele', 'instrument'],
  ['Get back into playing drums', 'instrument'],
  ['Learn three chords on guitar', 'instrument'],
  // Reading
  ['Read 24 books this year', 'reading'],
  ['Read every night before bed', 'reading'],
  ['Finish War and Peace', 'reading'],
  ['Read more non-fiction', 'reading'],
  ['Join a book club', 'reading'],
  // Quitting smoking
  ['Quit smoking for good', 'quit-smoking'],
  ['Stop vaping', 'quit-smoking'],
  ['Go a month without cigarettes', 'quit-smoking'],
  ['Give up nicotine', 'quit-smoking'],
  ['Be smoke-free by my birthday', 'quit-smoking'],
  // Alcohol
  ['Do Dry January', 'alcohol'],
  ['Drink less wine during the week', 'alcohol'],
  ['Stop drinking alcohol', 'alcohol'],
  ['No beer on weeknights', 'alcohol'],
  ['Cut back on booze', 'alcohol'],
  // Career change
  ['Switch careers into UX design', 'career-change'],
  ['Find a new job in tech', 'career-change'],
  ['Retrain as a nurse', 'career-change'],
  ['Apply for five jobs a week', 'career-change'],
  ['Update my CV and LinkedIn', 'career-change'],
  ['Change career before I turn 40', 'career-change'],
  // Exams
  ['Pass my accounting exams', 'exam'],
  ['Study for the bar exam', 'exam'],
  ['Revise for my A-levels', 'exam'],
  ['Get a 7 in IELTS', 'exam'],
  ['Ace my finals', 'exam'],
  ['Prepare for the GMAT', 'exam'],
  // Decluttering
  ['Declutter my wardrobe', 'declutter'],
  ['Get rid of half my stuff', 'declutter'],
  ['Keep the kitchen tidy', 'declutter'],
  ['Clear out the spare room', 'declutter'],
  ['Go minimalist', 'declutter'],
  // The ten Explore categories, in new words
  ['Sleep through the night', 'better-sleep'],
  ['Be in bed by 10:30', 'better-sleep'],
  ['Eat breakfast every day', 'healthy-eating'],
  ['Cut out fizzy drinks', 'healthy-eating'],
  ['Feel less anxious in the mornings', 'reduce-stress'],
  ['Learn to relax after work', 'reduce-stress'],
  ['Walk every lunchtime', 'be-active'],
  ['Go swimming twice a week', 'be-active'],
  ['Delete Instagram from my phone', 'reduce-social-media'],
  ['Spend less time scrolling', 'reduce-social-media'],
  ['No phone at the dinner table', 'less-screentime'],
  ['Watch one episode, not five', 'less-screentime'],
  ['Save for a house deposit', 'better-savings'],
  ['Track every pound I spend', 'better-savings'],
  ['Stop checking Slack at night', 'work-life-balance'],
  ['Work no more than 40 hours a week', 'work-life-balance'],
  ['Play with my kids after school', 'parenting'],
  ['Be calmer with my toddler', 'parenting'],
  ['Text a friend every week', 'relationships'],
  ['Spend more quality time with my partner', 'relationships'],
  // Nothing we offer fits
  ['Fix the leaking tap', null],
  ['Plan our trip to Portugal', null],
  ['Renew my driving licence', null],
  ['Paint the fence', null],
  ['Learn to bake sourdough', null],
  ['Write a poem every week', null],
];
