/**
 * The curated library: ten categories, in the order docs/product.md lists, with their ids and labels exactly as
 * its table gives them. Better sleep has five experts and three of every other type; every other
 * category has one of each (62 resources in all).
 *
 * Every entry is real: experts with their own official pages, well-known talks, articles from
 * long-lived reputable publishers, tools and podcasts at their canonical addresses. Durations are
 * rounded to the minute; reading times are estimates. Descriptions are our own words. Each entry's
 * id is a stable slug that tactics added from it store: never reuse or rename one.
 *
 * Our words (blurbs, experts' roles, descriptions) live in the catalogues, each resource's under
 * ids made from its slug (`resources.matthewWalkerDescription`), so they read in every language
 * Momentum speaks; names and titles stay as their authors published them.
 */
import { CATEGORY_LABEL_IDS } from '#shared/categories';
import type { Category } from '../types.ts';
import { article, category, expert, podcast, tool, video } from './make.ts';

const betterSleep = category({
  id: 'better-sleep',
  label: CATEGORY_LABEL_IDS['better-sleep'],
  summary: 'explore.betterSleepSummary',
  resources: {
    experts: [
      expert({
        id: 'matthew-walker',
        name: 'Matthew Walker',
        title: 'resources.matthewWalkerTitle',
        link: 'https://www.sleepdiplomat.com/',
        description: 'resources.matthewWalkerDescription',
      }),
      expert({
        id: 'russell-foster',
        name: 'Russell Foster',
        title: 'resources.russellFosterTitle',
        link: 'https://www.ndcn.ox.ac.uk/team/russell-foster',
        description: 'resources.russellFosterDescription',
      }),
      expert({
        id: 'satchin-panda',
        name: 'Satchin Panda',
        title: 'resources.satchinPandaTitle',
        link: 'https://www.salk.edu/scientist/satchidananda-panda/',
        description: 'resources.satchinPandaDescription',
      }),
      expert({
        id: 'michael-breus',
        name: 'Michael Breus',
        title: 'resources.michaelBreusTitle',
        link: 'https://sleepdoctor.com/',
        description: 'resources.michaelBreusDescription',
      }),
      expert({
        id: 'wendy-troxel',
        name: 'Wendy Troxel',
        title: 'resources.wendyTroxelTitle',
        link: 'https://www.rand.org/about/people/t/troxel_wendy_m.html',
        description: 'resources.wendyTroxelDescription',
      }),
    ],
    videos: [
      video({
        id: 'sleep-is-your-superpower',
        title: 'Sleep is your superpower',
        author: 'Matt Walker',
        platform: 'TED',
        link: 'https://www.ted.com/talks/matt_walker_sleep_is_your_superpower',
        minutes: 19,
        description: 'resources.sleepIsYourSuperpowerDescription',
      }),
      video({
        id: 'why-do-we-sleep',
        title: 'Why do we sleep?',
        author: 'Russell Foster',
        platform: 'TED',
        link: 'https://www.ted.com/talks/russell_foster_why_do_we_sleep',
        minutes: 22,
        description: 'resources.whyDoWeSleepDescription',
      }),
      video({
        id: 'sleep-clears-the-brain',
        title: "One more reason to get a good night's sleep",
        author: 'Jeff Iliff',
        platform: 'TED',
        link: 'https://www.ted.com/talks/jeff_iliff_one_more_reason_to_get_a_good_night_s_sleep',
        minutes: 12,
        description: 'resources.sleepClearsTheBrainDescription',
      }),
    ],
    articles: [
      article({
        id: 'mayo-sleep-tips',
        title: 'Sleep tips: 6 steps to better sleep',
        source: 'Mayo Clinic',
        link: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/sleep/art-20048379',
        readingMinutes: 4,
        description: 'resources.mayoSleepTipsDescription',
      }),
      article({
        id: 'sleep-foundation-sleep-hygiene',
        title: 'Sleep Hygiene',
        source: 'Sleep Foundation',
        link: 'https://www.sleepfoundation.org/sleep-hygiene',
        readingMinutes: 10,
        description: 'resources.sleepFoundationSleepHygieneDescription',
      }),
      article({
        id: 'nhs-fall-asleep-faster',
        title: 'How to fall asleep faster and sleep better',
        source: 'NHS',
        link: 'https://www.nhs.uk/every-mind-matters/mental-wellbeing-tips/how-to-fall-asleep-faster-and-sleep-better/',
        readingMinutes: 5,
        description: 'resources.nhsFallAsleepFasterDescription',
      }),
    ],
    tools: [
      tool({
        id: 'cbt-i-coach',
        name: 'CBT-i Coach',
        link: 'https://mobile.va.gov/app/cbt-i-coach',
        description: 'resources.cbtICoachDescription',
      }),
      tool({
        id: 'sleepio',
        name: 'Sleepio',
        link: 'https://www.sleepio.com/',
        description: 'resources.sleepioDescription',
      }),
      tool({
        id: 'sleep-cycle',
        name: 'Sleep Cycle',
        link: 'https://www.sleepcycle.com/',
        description: 'resources.sleepCycleDescription',
      }),
    ],
    podcasts: [
      podcast({
        id: 'sleep-with-me',
        name: 'Sleep With Me',
        host: 'Drew Ackerman',
        link: 'https://www.sleepwithmepodcast.com/',
        description: 'resources.sleepWithMeDescription',
      }),
      podcast({
        id: 'nothing-much-happens',
        name: 'Nothing Much Happens',
        host: 'Kathryn Nicolai',
        link: 'https://www.nothingmuchhappens.com/',
        description: 'resources.nothingMuchHappensDescription',
      }),
      podcast({
        id: 'huberman-lab',
        name: 'Huberman Lab',
        host: 'Andrew Huberman',
        link: 'https://www.hubermanlab.com/',
        description: 'resources.hubermanLabDescription',
      }),
    ],
  },
});

const healthyEating = category({
  id: 'healthy-eating',
  label: CATEGORY_LABEL_IDS['healthy-eating'],
  summary: 'explore.healthyEatingSummary',
  resources: {
    experts: [
      expert({
        id: 'marion-nestle',
        name: 'Marion Nestle',
        title: 'resources.marionNestleTitle',
        link: 'https://www.foodpolitics.com/',
        description: 'resources.marionNestleDescription',
      }),
    ],
    videos: [
      video({
        id: 'teach-every-child-about-food',
        title: 'Teach every child about food',
        author: 'Jamie Oliver',
        platform: 'TED',
        link: 'https://www.ted.com/talks/jamie_oliver_teach_every_child_about_food',
        minutes: 22,
        description: 'resources.teachEveryChildAboutFoodDescription',
      }),
    ],
    articles: [
      article({
        id: 'who-healthy-diet',
        title: 'Healthy diet',
        source: 'World Health Organization',
        link: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
        readingMinutes: 6,
        description: 'resources.whoHealthyDietDescription',
      }),
    ],
    tools: [
      tool({
        id: 'myplate',
        name: 'MyPlate',
        link: 'https://www.myplate.gov/',
        description: 'resources.myplateDescription',
      }),
    ],
    podcasts: [
      podcast({
        id: 'the-food-programme',
        name: 'The Food Programme',
        host: 'Sheila Dillon and Dan Saladino',
        link: 'https://www.bbc.co.uk/programmes/b006qnx3',
        description: 'resources.theFoodProgrammeDescription',
      }),
    ],
  },
});

const reduceStress = category({
  id: 'reduce-stress',
  label: CATEGORY_LABEL_IDS['reduce-stress'],
  summary: 'explore.reduceStressSummary',
  resources: {
    experts: [
      expert({
        id: 'judson-brewer',
        name: 'Judson Brewer',
        title: 'resources.judsonBrewerTitle',
        link: 'https://drjud.com/',
        description: 'resources.judsonBrewerDescription',
      }),
    ],
    videos: [
      video({
        id: 'make-stress-your-friend',
        title: 'How to make stress your friend',
        author: 'Kelly McGonigal',
        platform: 'TED',
        link: 'https://www.ted.com/talks/kelly_mcgonigal_how_to_make_stress_your_friend',
        minutes: 14,
        description: 'resources.makeStressYourFriendDescription',
      }),
    ],
    articles: [
      article({
        id: 'apa-handle-stressors',
        title: "Healthy ways to handle life's stressors",
        source: 'American Psychological Association',
        link: 'https://www.apa.org/topics/stress/tips',
        readingMinutes: 4,
        description: 'resources.apaHandleStressorsDescription',
      }),
    ],
    tools: [
      tool({
        id: 'headspace',
        name: 'Headspace',
        link: 'https://www.headspace.com/',
        description: 'resources.headspaceDescription',
      }),
    ],
    podcasts: [
      podcast({
        id: 'the-happiness-lab',
        name: 'The Happiness Lab',
        host: 'Dr. Laurie Santos',
        link: 'https://www.pushkin.fm/podcasts/the-happiness-lab-with-dr-laurie-santos',
        description: 'resources.theHappinessLabDescription',
      }),
    ],
  },
});

const beActive = category({
  id: 'be-active',
  label: CATEGORY_LABEL_IDS['be-active'],
  summary: 'explore.beActiveSummary',
  resources: {
    experts: [
      expert({
        id: 'peter-attia',
        name: 'Peter Attia',
        title: 'resources.peterAttiaTitle',
        link: 'https://peterattiamd.com/',
        description: 'resources.peterAttiaDescription',
      }),
    ],
    videos: [
      video({
        id: 'twenty-three-and-a-half-hours',
        title: '23 and 1/2 hours: What is the single best thing we can do for our health?',
        author: 'Dr. Mike Evans',
        platform: 'YouTube',
        link: 'https://www.youtube.com/watch?v=aUaInS6HIGo',
        minutes: 9,
        description: 'resources.twentyThreeAndAHalfHoursDescription',
      }),
    ],
    articles: [
      article({
        id: 'mayo-exercise-benefits',
        title: 'Exercise: 7 benefits of regular physical activity',
        source: 'Mayo Clinic',
        link: 'https://www.mayoclinic.org/healthy-lifestyle/fitness/in-depth/exercise/art-20048389',
        readingMinutes: 4,
        description: 'resources.mayoExerciseBenefitsDescription',
      }),
    ],
    tools: [
      tool({
        id: 'couch-to-5k',
        name: 'NHS Couch to 5K',
        link: 'https://www.nhs.uk/better-health/get-active/get-running-with-couch-to-5k/',
        description: 'resources.couchTo5kDescription',
      }),
    ],
    podcasts: [
      podcast({
        id: 'rich-roll-podcast',
        name: 'The Rich Roll Podcast',
        host: 'Rich Roll',
        link: 'https://www.richroll.com/podcast/',
        description: 'resources.richRollPodcastDescription',
      }),
    ],
  },
});

const reduceSocialMedia = category({
  id: 'reduce-social-media',
  label: CATEGORY_LABEL_IDS['reduce-social-media'],
  summary: 'explore.reduceSocialMediaSummary',
  resources: {
    experts: [
      expert({
        id: 'jonathan-haidt',
        name: 'Jonathan Haidt',
        title: 'resources.jonathanHaidtTitle',
        link: 'https://jonathanhaidt.com/',
        description: 'resources.jonathanHaidtDescription',
      }),
    ],
    videos: [
      video({
        id: 'quit-social-media',
        title: 'Quit social media',
        author: 'Cal Newport (TEDxTysons)',
        platform: 'YouTube',
        link: 'https://www.youtube.com/watch?v=3E7hkPZ-HTk',
        minutes: 14,
        description: 'resources.quitSocialMediaDescription',
      }),
    ],
    articles: [
      article({
        id: 'helpguide-social-media',
        title: 'Social Media and Mental Health',
        source: 'HelpGuide.org',
        link: 'https://www.helpguide.org/mental-health/wellbeing/social-media-and-mental-health',
        readingMinutes: 12,
        description: 'resources.helpguideSocialMediaDescription',
      }),
    ],
    tools: [
      tool({
        id: 'freedom',
        name: 'Freedom',
        link: 'https://freedom.to/',
        description: 'resources.freedomDescription',
      }),
    ],
    podcasts: [
      podcast({
        id: 'your-undivided-attention',
        name: 'Your Undivided Attention',
        host: 'Tristan Harris and Aza Raskin',
        link: 'https://www.humanetech.com/podcast',
        description: 'resources.yourUndividedAttentionDescription',
      }),
    ],
  },
});

const lessScreentime = category({
  id: 'less-screentime',
  label: CATEGORY_LABEL_IDS['less-screentime'],
  summary: 'explore.lessScreentimeSummary',
  resources: {
    experts: [
      expert({
        id: 'catherine-price',
        name: 'Catherine Price',
        title: 'resources.catherinePriceTitle',
        link: 'https://catherineprice.com/',
        description: 'resources.catherinePriceDescription',
      }),
    ],
    videos: [
      video({
        id: 'screens-make-us-less-happy',
        title: 'Why our screens make us less happy',
        author: 'Adam Alter',
        platform: 'TED',
        link: 'https://www.ted.com/talks/adam_alter_why_our_screens_make_us_less_happy',
        minutes: 11,
        description: 'resources.screensMakeUsLessHappyDescription',
      }),
    ],
    articles: [
      article({
        id: 'blue-light-dark-side',
        title: 'Blue light has a dark side',
        source: 'Harvard Health Publishing',
        link: 'https://www.health.harvard.edu/staying-healthy/blue-light-has-a-dark-side',
        readingMinutes: 5,
        description: 'resources.blueLightDarkSideDescription',
      }),
    ],
    tools: [
      tool({
        id: 'forest',
        name: 'Forest',
        link: 'https://www.forestapp.cc/',
        description: 'resources.forestDescription',
      }),
    ],
    podcasts: [
      podcast({
        id: 'note-to-self',
        name: 'Note to Self',
        host: 'Manoush Zomorodi',
        link: 'https://www.wnycstudios.org/podcasts/notetoself',
        description: 'resources.noteToSelfDescription',
      }),
    ],
  },
});

const betterSavings = category({
  id: 'better-savings',
  label: CATEGORY_LABEL_IDS['better-savings'],
  summary: 'explore.betterSavingsSummary',
  resources: {
    experts: [
      expert({
        id: 'ramit-sethi',
        name: 'Ramit Sethi',
        title: 'resources.ramitSethiTitle',
        link: 'https://www.iwillteachyoutoberich.com/',
        description: 'resources.ramitSethiDescription',
      }),
    ],
    videos: [
      video({
        id: 'saving-for-tomorrow-tomorrow',
        title: 'Saving for tomorrow, tomorrow',
        author: 'Shlomo Benartzi',
        platform: 'TED',
        link: 'https://www.ted.com/talks/shlomo_benartzi_saving_for_tomorrow_tomorrow',
        minutes: 18,
        description: 'resources.savingForTomorrowTomorrowDescription',
      }),
    ],
    articles: [
      article({
        id: 'cfpb-emergency-fund',
        title: 'An essential guide to building an emergency fund',
        source: 'Consumer Financial Protection Bureau',
        link: 'https://www.consumerfinance.gov/an-essential-guide-to-building-an-emergency-fund/',
        readingMinutes: 6,
        description: 'resources.cfpbEmergencyFundDescription',
      }),
    ],
    tools: [
      tool({
        id: 'ynab',
        name: 'YNAB',
        link: 'https://www.ynab.com/',
        description: 'resources.ynabDescription',
      }),
    ],
    podcasts: [
      podcast({
        id: 'afford-anything',
        name: 'Afford Anything',
        host: 'Paula Pant',
        link: 'https://affordanything.com/podcast/',
        description: 'resources.affordAnythingDescription',
      }),
    ],
  },
});

const workLifeBalance = category({
  id: 'work-life-balance',
  label: CATEGORY_LABEL_IDS['work-life-balance'],
  summary: 'explore.workLifeBalanceSummary',
  resources: {
    experts: [
      expert({
        id: 'laura-vanderkam',
        name: 'Laura Vanderkam',
        title: 'resources.lauraVanderkamTitle',
        link: 'https://lauravanderkam.com/',
        description: 'resources.lauraVanderkamDescription',
      }),
    ],
    videos: [
      video({
        id: 'make-work-life-balance-work',
        title: 'How to make work-life balance work',
        author: 'Nigel Marsh',
        platform: 'TED',
        link: 'https://www.ted.com/talks/nigel_marsh_how_to_make_work_life_balance_work',
        minutes: 10,
        description: 'resources.makeWorkLifeBalanceWorkDescription',
      }),
    ],
    articles: [
      article({
        id: 'mayo-work-life-balance',
        title: 'Work-life balance: Tips to reclaim control',
        source: 'Mayo Clinic',
        link: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/work-life-balance/art-20048134',
        readingMinutes: 4,
        description: 'resources.mayoWorkLifeBalanceDescription',
      }),
    ],
    tools: [
      tool({
        id: 'rescuetime',
        name: 'RescueTime',
        link: 'https://www.rescuetime.com/',
        description: 'resources.rescuetimeDescription',
      }),
    ],
    podcasts: [
      podcast({
        id: 'worklife-adam-grant',
        name: 'WorkLife with Adam Grant',
        host: 'Adam Grant',
        link: 'https://www.ted.com/podcasts/worklife',
        description: 'resources.worklifeAdamGrantDescription',
      }),
    ],
  },
});

const parenting = category({
  id: 'parenting',
  label: CATEGORY_LABEL_IDS['parenting'],
  summary: 'explore.parentingSummary',
  resources: {
    experts: [
      expert({
        id: 'daniel-siegel',
        name: 'Daniel J. Siegel',
        title: 'resources.danielSiegelTitle',
        link: 'https://drdansiegel.com/',
        description: 'resources.danielSiegelDescription',
      }),
    ],
    videos: [
      video({
        id: 'raise-successful-kids',
        title: 'How to raise successful kids — without over-parenting',
        author: 'Julie Lythcott-Haims',
        platform: 'TED',
        link: 'https://www.ted.com/talks/julie_lythcott_haims_how_to_raise_successful_kids_without_over_parenting',
        minutes: 14,
        description: 'resources.raiseSuccessfulKidsDescription',
      }),
    ],
    articles: [
      article({
        id: 'aap-discipline',
        title: "What's the Best Way to Discipline My Child?",
        source: 'HealthyChildren.org (American Academy of Pediatrics)',
        link: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
        readingMinutes: 6,
        description: 'resources.aapDisciplineDescription',
      }),
    ],
    tools: [
      tool({
        id: 'vroom',
        name: 'Vroom',
        link: 'https://www.vroom.org/',
        description: 'resources.vroomDescription',
      }),
    ],
    podcasts: [
      podcast({
        id: 'good-inside',
        name: 'Good Inside with Dr. Becky',
        host: 'Dr. Becky Kennedy',
        link: 'https://www.goodinside.com/podcast/',
        description: 'resources.goodInsideDescription',
      }),
    ],
  },
});

const relationships = category({
  id: 'relationships',
  label: CATEGORY_LABEL_IDS['relationships'],
  summary: 'explore.relationshipsSummary',
  resources: {
    experts: [
      expert({
        id: 'john-gottman',
        name: 'John Gottman',
        title: 'resources.johnGottmanTitle',
        link: 'https://www.gottman.com/',
        description: 'resources.johnGottmanDescription',
      }),
    ],
    videos: [
      video({
        id: 'what-makes-a-good-life',
        title: 'What makes a good life? Lessons from the longest study on happiness',
        author: 'Robert Waldinger',
        platform: 'TED',
        link: 'https://www.ted.com/talks/robert_waldinger_what_makes_a_good_life_lessons_from_the_longest_study_on_happiness',
        minutes: 13,
        description: 'resources.whatMakesAGoodLifeDescription',
      }),
    ],
    articles: [
      article({
        id: 'mayo-friendships',
        title: 'Friendships: Enrich your life and improve your health',
        source: 'Mayo Clinic',
        link: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/friendships/art-20044860',
        readingMinutes: 4,
        description: 'resources.mayoFriendshipsDescription',
      }),
    ],
    tools: [
      tool({
        id: 'greater-good-in-action',
        name: 'Greater Good in Action',
        link: 'https://ggia.berkeley.edu/',
        description: 'resources.greaterGoodInActionDescription',
      }),
    ],
    podcasts: [
      podcast({
        id: 'where-should-we-begin',
        name: 'Where Should We Begin? with Esther Perel',
        host: 'Esther Perel',
        link: 'https://www.estherperel.com/podcast',
        description: 'resources.whereShouldWeBeginDescription',
      }),
    ],
  },
});

export const CATEGORIES: readonly Category[] = [
  betterSleep,
  healthyEating,
  reduceStress,
  beActive,
  reduceSocialMedia,
  lessScreentime,
  betterSavings,
  workLifeBalance,
  parenting,
  relationships,
];
