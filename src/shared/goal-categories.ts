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
import { CATEGORY_IDS, CATEGORY_LABEL_IDS, type CategoryId } from './categories.ts';
import { rankForActionPlan } from './scoring.ts';
import {
  GOAL_THEME_IDS,
  GOAL_THEME_LABELS,
  TACTIC_IDEAS,
  type GoalThemeId,
  type TacticIdea,
} from './tactic-ideas.ts';
// Types only: the themes' ideas load on their own when a goal names a theme.
import type { MessageId } from './i18n/catalogue.ts';
import type { ThemeIdeas } from './theme-ideas.ts';

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

/**
 * The goal themes' words (docs/product.md, Tactic ideas), read by the same rule as the categories'.
 * Tuned on the examples in goal-themes.test.ts; measured on goal-ideas-held-out.ts, which they
 * never saw.
 */
const THEME_KEYWORDS: Record<GoalThemeId, Keywords> = {
  endurance: {
    5: [
      'marathon*',
      'half marathon',
      'triathlon*',
      'duathlon*',
      'ironman',
      'ultra',
      'ultras',
      'ultramarathon*',
      'sportive*',
    ],
    4: ['5k', '10k', 'parkrun*', 'race', 'races', 'racing', 'personal best', 'couch to 5k'],
    2: ['trail', 'miles', 'km', 'train for', 'training for', 'finish'],
  },
  weight: {
    5: [
      'lose weight',
      'weight loss',
      'lose * kg',
      'lose * pounds',
      'lose * lbs',
      'lose * kilos',
      'lose * stone',
      'belly fat',
      'body fat',
      'bmi',
      'dress size*',
      'overweight',
      'obes*',
    ],
    3: ['weight', 'weigh', 'weighing', 'kg', 'kilos', 'lbs', 'slim*', 'waist*'],
    2: ['pounds', 'fat', 'lighter'],
    1: ['lose', 'drop'],
  },
  strength: {
    5: [
      'deadlift*',
      'bench press*',
      'pull ups',
      'pullups',
      'chin ups',
      'push ups',
      'pushups',
      'press ups',
      'lift weights',
      'weight training',
      'weightlifting',
      'powerlift*',
      'build muscle',
      'strength training',
      'kettlebell*',
    ],
    4: ['stronger', 'strength', 'muscle*', 'squat*', 'bench'],
    2: ['strong', 'arms', 'abs', 'biceps', 'core', 'toned', 'gym', 'plank*'],
  },
  language: {
    5: [
      'spanish',
      'french',
      'german',
      'italian',
      'japanese',
      'mandarin',
      'chinese',
      'cantonese',
      'portuguese',
      'korean',
      'arabic',
      'russian',
      'dutch',
      'hindi',
      'greek',
      'turkish',
      'polish',
      'swedish',
      'norwegian',
      'danish',
      'welsh',
      'gaelic',
      'hebrew',
      'vietnamese',
      'sign language',
      'duolingo',
      'fluent*',
      'fluency',
      'language*',
      'conversational',
    ],
    3: ['vocab*', 'grammar', 'english'],
    2: ['speak*'],
    1: ['learn*', 'practis*', 'practic*'],
  },
  instrument: {
    5: [
      'piano',
      'guitar*',
      'violin*',
      'viola',
      'cello',
      'ukulele',
      'uke',
      'drum*',
      'saxophone',
      'sax',
      'flute',
      'trumpet',
      'trombone',
      'clarinet',
      'harp',
      'banjo',
      'mandolin',
      'harmonica',
      'keyboard',
      'instrument*',
      'chords',
    ],
    3: ['music*', 'song', 'songs', 'sheet music', 'scales'],
    1: ['play', 'playing', 'lessons'],
  },
  reading: {
    5: ['book club', 'books', 'audiobook*', 'reading list', 'non fiction', 'novels', 'kindle'],
    3: ['read', 'reads', 'reading', 'book', 'novel', 'fiction', 'library', 'pages', 'chapter*'],
    // Reading to a child is parenting; writing a book is not reading one.
    [-2]: ['read to', 'writ*'],
  },
  'quit-smoking': {
    5: ['smok*', 'cigarette*', 'cigs', 'vap*', 'nicotine', 'tobacco', 'e cig*', 'cigar*'],
  },
  alcohol: {
    5: [
      'alcohol*',
      'booze',
      'dry january',
      'sober*',
      'sobriety',
      'teetotal',
      'wine',
      'beer*',
      'pint*',
      'hangover*',
      'drunk',
      'cocktail*',
      'spirits',
      'vodka',
      'gin',
      'whisk*',
    ],
    3: ['drinking', 'drink less', 'fewer drinks'],
    2: ['drink', 'drinks'],
  },
  'career-change': {
    5: [
      'career*',
      'new job',
      'job hunt*',
      'job search*',
      'job application*',
      'cv',
      'resume',
      'retrain*',
      'recruiter*',
      'job interview*',
      'portfolio',
      'bootcamp',
    ],
    3: ['jobs', 'apply for', 'hired', 'promot*', 'interview*', 'linkedin', 'industry'],
    2: ['job', 'role', 'profession*', 'qualif*'],
  },
  exam: {
    5: [
      'exam*',
      'revis*',
      'finals',
      'a levels',
      'gcse*',
      'gmat',
      'gre',
      'lsat',
      'mcat',
      'ielts',
      'toefl',
      'bar exam',
      'certification*',
      'coursework',
      'dissertation',
      'thesis',
    ],
    4: ['study', 'studying', 'studies', 'test', 'tests', 'grades', 'gpa', 'quiz*'],
    2: ['pass', 'course', 'degree', 'module*', 'uni', 'university', 'college'],
  },
  declutter: {
    5: [
      'declutter*',
      'clutter*',
      'tidy*',
      'tidi*',
      'minimalis*',
      'konmari',
      'clear out',
      'clean out',
      'spring clean*',
      'wardrobe',
      'closet*',
      'garage',
      'attic',
      'loft',
    ],
    3: [
      'get rid of',
      'stuff',
      'belongings',
      'possessions',
      'mess',
      'messy',
      'organis*',
      'organiz*',
    ],
    2: ['donate', 'drawer*', 'clean*', 'room', 'spare room', 'kitchen', 'house', 'home'],
  },
};

/**
 * Spanish goal titles (docs/decisions/291-momentum-in-your-language.md): the same categories and
 * themes from Spanish words, read by the same rule (accents are dropped first, so "maratón" is
 * "maraton"). A title is matched against both languages' words at once; the words barely overlap.
 */
const SPANISH_KEYWORDS: Record<CategoryId, Keywords> = {
  'better-sleep': {
    4: ['acostarme temprano', 'irme a la cama', 'ir a la cama', 'madrugar'],
    3: ['acostar*', 'dorm*', 'duerm*', 'sueno', 'insomnio', 'despert*', 'siesta*', 'descans*'],
    2: ['cama', 'cansad*', 'levantarme', 'temprano'],
    1: ['noche', 'noches', 'dormitorio', 'alarma*'],
  },
  'healthy-eating': {
    4: ['comida rapida', 'comida basura', 'comer sano', 'comer mejor', 'bajar de peso'],
    3: [
      'comer',
      'comid*',
      'dieta*',
      'alimenta*',
      'cocin*',
      'verdura*',
      'fruta*',
      'azucar*',
      'dulces',
      'refresco*',
      'nutrici*',
      'calori*',
      'ensalada*',
      'desayun*',
      'adelgaz*',
      'vegan*',
      'vegetarian*',
    ],
    2: ['sano', 'sana', 'saludable*', 'agua'],
  },
  'reduce-stress': {
    4: ['ataque de ansiedad', 'salud mental'],
    3: [
      'estres*',
      'estresad*',
      'ansiedad',
      'ansios*',
      'agobi*',
      'relaj*',
      'calma*',
      'medit*',
      'preocup*',
      'nervios*',
      'respira*',
    ],
    2: ['tranquil*', 'paz', 'mindfulness'],
  },
  'be-active': {
    4: ['hacer ejercicio', 'ponerme en forma', 'estar en forma'],
    3: [
      'ejercicio*',
      'gimnasio',
      'gym',
      'correr',
      'corro',
      'caminar',
      'camin*',
      'nadar',
      'natacion',
      'bici*',
      'deporte*',
      'entren*',
      'yoga',
      'pasos',
      'activ*',
      'muscul*',
      'en forma',
    ],
    2: ['salir a', 'estirar*', 'fuerza'],
  },
  'reduce-social-media': {
    5: ['redes sociales', 'red social'],
    4: ['instagram', 'tiktok', 'facebook', 'twitter'],
    2: ['scroll*', 'desplaz*', 'likes'],
  },
  'less-screentime': {
    4: ['tiempo de pantalla', 'menos pantalla*'],
    3: ['pantalla*', 'movil', 'celular', 'telefono', 'television', 'tele', 'series', 'videojuego*'],
    2: ['netflix', 'youtube', 'juegos'],
  },
  'better-savings': {
    4: ['ahorrar dinero', 'fondo de emergencia', 'pagar deudas', 'salir de deudas'],
    3: [
      'ahorr*',
      'dinero',
      'deuda*',
      'presupuesto*',
      'gast*',
      'invert*',
      'inversion*',
      'finanzas',
      'jubilaci*',
      'euros',
      'dolares',
      'pesos',
    ],
    2: ['sueldo', 'salario', 'compras', 'comprar', 'tarjeta*', 'banco'],
  },
  'work-life-balance': {
    4: ['equilibrio entre', 'vida laboral', 'conciliar', 'horas extra', 'correos del trabajo'],
    3: ['desconect*', 'vacacion*', 'jornada', 'agotamiento', 'burnout'],
    2: ['oficina', 'jefe', 'equilibrio'],
    1: ['trabajo', 'trabajar', 'laboral'],
  },
  parenting: {
    4: ['mejor padre', 'mejor madre', 'mis hijos', 'mi hijo', 'mi hija', 'con los ninos'],
    3: [
      'hijo',
      'hijos',
      'hija',
      'hijas',
      'bebe',
      'ninos',
      'nino',
      'nina',
      'crianza',
      'berrinche*',
      'rabieta*',
      'paternidad',
      'maternidad',
    ],
  },
  relationships: {
    4: ['mi pareja', 'mis padres', 'mi madre', 'mi padre', 'mis amigos', 'mi familia'],
    3: [
      'pareja',
      'amig*',
      'amistad*',
      'matrimonio',
      'espos*',
      'novi*',
      'familia*',
      'relacion*',
      'cita',
      'citas',
    ],
    2: ['padres', 'hermano*', 'hermana*', 'conocer gente'],
  },
};

const SPANISH_THEME_KEYWORDS: Record<GoalThemeId, Keywords> = {
  endurance: {
    5: ['maraton*', 'media maraton', 'triatlon*', 'ultramaraton*', 'ultra'],
    4: ['5 km', '10 km', 'carrera', 'carreras', 'marca personal'],
    2: ['km', 'kilometros', 'entrenar para', 'terminar'],
  },
  weight: {
    5: [
      'perder peso',
      'bajar de peso',
      'perder * kg',
      'perder * kilos',
      'bajar * kilos',
      'sobrepeso',
      'obesidad',
      'grasa corporal',
      'barriga',
    ],
    3: ['peso', 'pesar', 'adelgaz*', 'cintura'],
    2: ['grasa', 'perder'],
  },
  strength: {
    5: ['levantamiento', 'pesas', 'dominadas', 'flexiones', 'sentadilla*', 'press de banca'],
    3: ['fuerza', 'fuerte', 'muscul*', 'tonific*'],
  },
  language: {
    5: [
      'aprender ingles',
      'aprender frances',
      'aprender aleman',
      'aprender italiano',
      'aprender chino',
      'aprender japones',
      'aprender portugues',
      'idioma*',
      'duolingo',
    ],
    4: [
      'ingles',
      'frances',
      'aleman',
      'italiano',
      'japones',
      'chino',
      'portugues',
      'fluidez',
      'con fluidez',
    ],
  },
  instrument: {
    5: ['guitarra', 'piano', 'violin', 'bateria', 'ukelele', 'saxofon', 'instrumento*'],
    3: ['tocar', 'musica', 'canciones', 'cancion'],
  },
  reading: {
    5: ['leer mas', 'libros', 'lectura'],
    4: ['leer', 'libro', 'novela*'],
  },
  'quit-smoking': {
    5: ['dejar de fumar', 'fumar', 'tabaco', 'cigarrillo*', 'cigarro*', 'vapear', 'nicotina'],
  },
  alcohol: {
    5: ['alcohol', 'dejar de beber', 'beber menos', 'sin alcohol', 'sobrio', 'sobriedad'],
    4: ['cerveza*', 'vino', 'copas', 'beber'],
  },
  'career-change': {
    5: [
      'cambiar de carrera',
      'cambio de carrera',
      'nuevo trabajo',
      'cambiar de trabajo',
      'buscar trabajo',
      'ascenso',
    ],
    3: ['entrevista*', 'curriculum', 'carrera profesional', 'empleo'],
  },
  exam: {
    5: ['examen', 'examenes', 'aprobar', 'oposicion*', 'selectividad'],
    3: ['estudiar', 'estudio', 'nota', 'notas'],
  },
  declutter: {
    5: ['ordenar la casa', 'desorden', 'minimalis*', 'despejar'],
    3: ['ordenar', 'limpiar', 'trastero', 'armario*'],
  },
};

/** Each id's keywords in every language, weight by weight. */
function inEveryLanguage<Id extends string>(
  ...tables: Record<Id, Keywords>[]
): Record<Id, Keywords> {
  const merged = {} as Record<Id, Keywords>;
  for (const table of tables)
    for (const [id, keywords] of Object.entries(table) as [Id, Keywords][]) {
      const into: Keywords = (merged[id] ??= {});
      for (const [weight, words] of Object.entries(keywords) as [`${Weight}`, string[]][])
        into[Number(weight) as Weight] = [...(into[Number(weight) as Weight] ?? []), ...words];
    }
  return merged;
}

const CATEGORY_KEYWORDS = inEveryLanguage(KEYWORDS, SPANISH_KEYWORDS);
const GOAL_THEME_KEYWORDS = inEveryLanguage(THEME_KEYWORDS, SPANISH_THEME_KEYWORDS);

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
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
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

/** Each id's score for the words under a table of keywords, best first (ties in `ids` order). */
function scoreTable<Id extends string>(
  words: readonly string[],
  ids: readonly Id[],
  table: Record<Id, Keywords>,
): { id: Id; score: number; hits: string[] }[] {
  const scores = ids.map((id) => {
    const hits: string[] = [];
    let score = 0;
    for (const [weight, keywords] of Object.entries(table[id])) {
      for (const keyword of keywords) {
        if (!contains(words, keyword)) continue;
        hits.push(keyword);
        score += Number(weight);
      }
    }
    return { id, score, hits };
  });
  // A stable sort keeps the ids' order between equal scores.
  return scores.sort((a, b) => b.score - a.score);
}

/** Every category's score for the title, best first (ties in CATEGORY_IDS order). */
export function scoreGoalCategories(title: string): CategoryScore[] {
  return scoreTable(wordsOf(title), CATEGORY_IDS, CATEGORY_KEYWORDS);
}

/** The category a goal title is most about, or null when nothing reaches MIN_MATCH_SCORE. */
export function matchGoalCategory(title: string): CategoryId | null {
  const best = scoreGoalCategories(title)[0];
  return best && best.score >= MIN_MATCH_SCORE ? best.id : null;
}

/** A theme must score at least this much: one weight-3 keyword, a clear sign of the theme. */
export const MIN_THEME_SCORE = 3;

/**
 * The goal theme a title is about, or null. A theme wins over the categories when it scores at
 * least MIN_THEME_SCORE and no less than the best category, because its ideas are the more
 * specific ("Run a half marathon" is race training before it is "Be more active").
 */
export function matchGoalTheme(title: string): GoalThemeId | null {
  const words = wordsOf(title);
  const best = scoreTable(words, GOAL_THEME_IDS, GOAL_THEME_KEYWORDS)[0];
  if (!best || best.score < MIN_THEME_SCORE) return null;
  const bestCategory = scoreTable(words, CATEGORY_IDS, CATEGORY_KEYWORDS)[0];
  return best.score >= (bestCategory?.score ?? 0) ? best.id : null;
}

export interface GoalIdeas {
  /**
   * Where the ideas come from, a goal theme or an Explore category, with its label's message id
   * (the `ideas` and `categories` areas).
   */
  topic: { id: GoalThemeId | CategoryId; label: MessageId };
  ideas: TacticIdea[];
}

/**
 * Ideas for a goal: up to `limit` ideas from the theme it names (given the themes' ideas, from
 * theme-ideas.ts), else from its best-matching category, best score first (the plan's own
 * ranking, so the quickest wins lead), or null when the title matches neither.
 */
export function ideasForGoal(title: string, limit = 3, themeIdeas?: ThemeIdeas): GoalIdeas | null {
  const count = Math.max(0, limit);
  const theme = themeIdeas ? matchGoalTheme(title) : null;
  if (theme && themeIdeas) {
    return {
      topic: { id: theme, label: GOAL_THEME_LABELS[theme] },
      ideas: rankForActionPlan(themeIdeas[theme]).slice(0, count),
    };
  }
  const id = matchGoalCategory(title);
  if (!id) return null;
  return {
    topic: { id, label: CATEGORY_LABEL_IDS[id] },
    ideas: rankForActionPlan(TACTIC_IDEAS[id]).slice(0, count),
  };
}
