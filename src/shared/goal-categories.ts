/**
 * Which Explore category a goal is about, from its title alone (docs/product.md, Tactic ideas).
 *
 * The rule, plainly: the title is lower-cased and split into words (apostrophes dropped, other
 * punctuation and hyphens become spaces, and $, £ and € read as the word "money"). Each category
 * lists keywords and phrases with a weight from 1 (a weak hint, such as "work") to 5 (unmistakable,
 * such as "social media"). A keyword ending in * matches every word that starts with it
 * ("sleep*" matches sleeping, sleepy); a * on its own inside a phrase matches any one word
 * ("lose * kg"). Each keyword or phrase found adds its weight once; a few phrases that only look
 * like a category ("save time", "run a business") take 2 away. The category with the highest
 * score wins if it reaches MIN_MATCH_SCORE; a tie goes to the category listed first in
 * CATEGORY_IDS. Below the minimum there is no match.
 *
 * Where two categories overlap, the more specific words decide: feeds and named social apps
 * mean social media, phones, TV and games mean screen time; stress words beat a passing "work",
 * while work-life phrases ("work emails", "leave the office") carry more weight than "work"
 * alone; "my mum" or "my parents" mean one's own family (relationships), while children,
 * "a better dad" and tantrums mean parenting.
 */
import { CATEGORY_IDS, CATEGORY_LABELS, type CategoryId } from './categories.ts';
import { rankForActionPlan } from './scoring.ts';
import { TACTIC_IDEAS, type TacticIdea } from './tactic-ideas.ts';

/** A title must score at least this much to match a category: one weight-2 keyword is enough. */
export const MIN_MATCH_SCORE = 2;

type Weight = -2 | 1 | 2 | 3 | 4 | 5;
type Keywords = Partial<Record<Weight, readonly string[]>>;

const KEYWORDS: Record<CategoryId, Keywords> = {
  'better-sleep': {
    4: ['go to bed', 'night owl', 'early riser', 'early bird', 'jet lag'],
    3: ['sleep*', 'asleep', 'slept', 'insomnia*', 'bedtime*', 'wak*', 'woke', 'snooz*'],
    2: ['bed', 'nap', 'naps', 'napping', 'tired*', 'rested', 'restful', 'get up', 'up early'],
    1: ['bedroom', 'night', 'nights', 'exhausted', 'fatigue*', 'dream*', 'alarm*', 'rest'],
  },
  'healthy-eating': {
    4: ['junk food', 'fast food', 'meal prep*', 'binge eat*'],
    3: [
      'eat*',
      'ate',
      'food*',
      'diet*',
      'meal*',
      'cook',
      'cooks',
      'cooked',
      'cooking',
      'vegetable*',
      'veg',
      'veggies',
      'fruit*',
      'sugar*',
      'snack*',
      'takeout*',
      'takeaway*',
      'soda',
      'sodas',
      'nutrition*',
      'calori*',
      'protein',
      'salad*',
      'vegan',
      'vegetarian',
      'breakfast',
      'sweets',
      'sweet tooth',
      'chocolate',
      'lose weight',
      'lose * kg',
      'lose * pounds',
      'lose * lbs',
      'lose * kilos',
      'more water',
      'of water',
      'drink* water',
      'processed',
      'hydrat*',
    ],
    1: ['dinner*'],
    2: [
      'lunch',
      'lunches',
      'recipe*',
      'cookies',
      'chips',
      'crisps',
      'candy',
      'weight',
      'groceries',
      'grocery',
      'fibre',
      'fiber',
    ],
  },
  'reduce-stress': {
    4: ['mental health', 'panic attack*', 'racing thoughts'],
    3: [
      'stress*',
      'anxi*',
      'worr*',
      'panic*',
      'meditat*',
      'mindful*',
      'overwhelm*',
      'nervous*',
      'overthink*',
      'ruminat*',
    ],
    2: ['calm*', 'relax*', 'breath*', 'breathe', 'tense', 'tension', 'therap*', 'cope', 'coping'],
    1: ['peace*', 'pressure', 'mood', 'journal*', 'burnout'],
  },
  'be-active': {
    4: ['physical activity', 'couch to 5k'],
    3: [
      'exercis*',
      'workout*',
      'working out',
      'gym*',
      'jog*',
      'running',
      'runner*',
      'go for a run',
      '5k',
      '10k',
      'marathon*',
      'cycl*',
      'bike*',
      'biking',
      'swim*',
      'yoga',
      'pilates',
      'stretching',
      'fitness',
      'push ups',
      'pushups',
      'squat*',
      'tennis',
      'football',
      'soccer',
      'basketball',
      'hike',
      'hikes',
      'hiking',
      'stairs',
      'cardio',
      'sedentary',
      'sit less',
      'move more',
      'weight training',
      'lift weights',
      'steps a day',
      'bouldering',
      'stronger',
    ],
    2: [
      'run',
      'runs',
      'walk*',
      'steps',
      'fit',
      'fitter',
      'strength*',
      'weights',
      'lifting',
      'stretch',
      'stretches',
      'posture',
      'sport*',
      'danc*',
      'active',
      'physical*',
      'sitting',
      'climbing',
      'movement',
      'muscle*',
      'work out',
    ],
    1: ['activity', 'move', 'moving', 'climb', 'train*'],
    // Running a business or an errand is not exercise.
    [-2]: ['run a', 'run my', 'run the'],
  },
  'reduce-social-media': {
    5: ['social media'],
    4: [
      'instagram',
      'insta',
      'tiktok',
      'facebook',
      'twitter',
      'reddit',
      'snapchat',
      'doomscroll*',
      'news feed',
      'my feed',
    ],
    3: ['socials', 'scroll*', 'linkedin', 'pinterest', 'reels', 'followers', 'influencer*', 'fomo'],
    2: ['likes', 'posting', 'compar* myself'],
    1: ['social', 'feed', 'feeds', 'posts', 'online'],
  },
  'less-screentime': {
    4: ['digital detox', 'screen time'],
    3: ['screen*', 'smartphone*', 'netflix', 'video game*', 'gaming', 'playstation', 'xbox'],
    2: [
      'phone',
      'phones',
      'iphone',
      'tv',
      'television',
      'telly',
      'binge*',
      'streaming',
      'device*',
      'ipad*',
      'youtube',
      'offline',
      'unplug*',
    ],
    1: [
      'my phone',
      'tablet',
      'laptop',
      'computer',
      'games',
      'digital',
      'online',
      'apps',
      'notifications',
    ],
  },
  'better-savings': {
    4: ['credit card*', 'emergency fund', 'spend* less on', 'rainy day fund', 'net worth'],
    3: [
      'money',
      'saving',
      'savings',
      'budget*',
      'debt*',
      'loan*',
      'mortgage',
      'financ*',
      'retire*',
      'pension*',
      '401k',
      'paycheck*',
      'paycheque*',
      'payday',
      'frugal*',
      'overspend*',
      'pay off',
      'paying off',
      'pay down',
      'impulse buy*',
      'impulse purchase*',
      'index fund*',
    ],
    2: [
      'save',
      'invest*',
      'cash',
      'bank*',
      'afford*',
      'bills',
      'expens*',
      'income',
      'salary',
      'spending',
      'shopping',
      'subscription*',
      'deposit',
      'dollar*',
      'impulse',
      'coupon*',
      'isa',
    ],
    1: ['rent', 'credit', 'fund', 'funds', 'buy*'],
    // Saving time is not saving money.
    [-2]: ['save time', 'save * time'],
  },
  'work-life-balance': {
    5: ['work life'],
    4: ['leave the office', 'out of the office', 'work email*', 'after hours', 'days off'],
    3: [
      'overtime',
      'burnout',
      'burn* out',
      'overwork*',
      'workaholic',
      'workload',
      'log off',
      'logging off',
      'clock off',
      'clock out',
      'leave work',
      'finish work',
      'stop work*',
      'work* late',
      'outside work',
      'after work',
      'day off',
      'time off',
      'annual leave',
      'paid leave',
      'pto',
      'vacation days',
      'holiday days',
      'lunch break*',
      'work home',
      'flexible hours',
      'flexible working',
    ],
    2: ['slack', 'flexible', 'switch off', 'boundar*', 'me time', 'say no', 'home by', 'meetings'],
    1: [
      'work',
      'working',
      'job',
      'office',
      'email*',
      'boss',
      'manager',
      'commut*',
      'weekend*',
      'vacation*',
      'holiday*',
      'hobb*',
      'career',
      'deadline*',
      'balance',
      'breaks',
      'hours',
    ],
  },
  parenting: {
    4: ['parenting', 'bedtime stor*', 'sibling rivalry'],
    3: [
      'parent',
      'kid',
      'kids',
      'kiddo*',
      'child*',
      'toddler*',
      'baby',
      'babies',
      'infant*',
      'newborn*',
      'teen*',
      'tantrum*',
      'potty',
      'breastfeed*',
    ],
    2: [
      'son',
      'sons',
      'daughter*',
      'dad',
      'mom',
      'mum',
      'daddy',
      'mommy',
      'mummy',
      'father',
      'mother',
      'discipline',
      'yell*',
      'playtime',
      'daycare',
      'preschool*',
    ],
    1: ['parents', 'family', 'homework', 'school', 'shout*'],
  },
  relationships: {
    4: ['date night*', 'social life', 'loved ones', 'my parents', 'new people', 'meet someone'],
    3: [
      'relationship*',
      'partner*',
      'spouse',
      'wife',
      'husband',
      'girlfriend',
      'boyfriend',
      'fiance*',
      'marriage',
      'dating',
      'friend*',
      'romance',
      'romantic',
      'lonel*',
      'grandparent*',
      'grandma',
      'grandpa',
      'grandmother',
      'grandfather',
      'my mom',
      'my mum',
      'my dad',
      'my mother',
      'my father',
      'in touch',
    ],
    2: [
      'family',
      'families',
      'relatives',
      'married',
      'marry',
      'couples',
      'sister*',
      'brother*',
      'sibling*',
      'cousin*',
      'neighbo*',
      'isolated',
      'reconnect*',
      'argu*',
      'anniversary',
      'listener',
    ],
    1: ['love', 'connect*', 'conflict*', 'fight*', 'listen*', 'people', 'couple', 'date'],
  },
};

/** One category's score for a title, with the keywords and phrases that produced it. */
export interface CategoryScore {
  id: CategoryId;
  score: number;
  hits: string[];
}

/** The title as a list of words; see the rule at the top of this file. */
function wordsOf(title: string): string[] {
  return title
    .toLowerCase()
    .replace(/[$£€]/g, ' money ')
    .replace(/['’‘]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

function wordMatches(pattern: string, word: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('*')) return word.startsWith(pattern.slice(0, -1));
  return word === pattern;
}

/** Whether the keyword (one word) or phrase (several, in order, side by side) is in the words. */
function contains(words: readonly string[], keyword: string): boolean {
  const patterns = keyword.split(' ');
  for (let start = 0; start + patterns.length <= words.length; start++) {
    if (patterns.every((pattern, offset) => wordMatches(pattern, words[start + offset] ?? '')))
      return true;
  }
  return false;
}

/** Every category's score for the title, best first (ties in CATEGORY_IDS order). */
export function scoreGoalCategories(title: string): CategoryScore[] {
  const words = wordsOf(title);
  const scores = CATEGORY_IDS.map((id) => {
    const hits: string[] = [];
    let score = 0;
    for (const [weight, keywords] of Object.entries(KEYWORDS[id])) {
      for (const keyword of keywords) {
        if (!contains(words, keyword)) continue;
        hits.push(keyword);
        score += Number(weight);
      }
    }
    return { id, score, hits };
  });
  // A stable sort keeps CATEGORY_IDS order between equal scores.
  return scores.sort((a, b) => b.score - a.score);
}

/** The category a goal title is most about, or null when nothing reaches MIN_MATCH_SCORE. */
export function matchGoalCategory(title: string): CategoryId | null {
  const best = scoreGoalCategories(title)[0];
  return best && best.score >= MIN_MATCH_SCORE ? best.id : null;
}

export interface GoalIdeas {
  category: { id: CategoryId; label: string };
  ideas: TacticIdea[];
}

/**
 * Ideas for a goal: up to `limit` ideas from its best-matching category, best score first (the
 * plan's own ranking, so the quickest wins lead), or null when the title matches no category.
 */
export function ideasForGoal(title: string, limit = 3): GoalIdeas | null {
  const id = matchGoalCategory(title);
  if (!id) return null;
  return {
    category: { id, label: CATEGORY_LABELS[id] },
    ideas: rankForActionPlan(TACTIC_IDEAS[id]).slice(0, Math.max(0, limit)),
  };
}
