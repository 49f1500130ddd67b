/**
 * The curated library: ten categories, in the order docs/product.md lists, with their ids and labels exactly as
 * its table gives them. Better sleep has five experts and three of every other type; every other
 * category has one of each (62 resources in all).
 *
 * Every entry is real: experts with their own official pages, well-known talks, articles from
 * long-lived reputable publishers, tools and podcasts at their canonical addresses. Durations are
 * rounded to the minute; reading times are estimates. Descriptions are our own words. Each entry's
 * id is a stable slug that tactics added from it store: never reuse or rename one.
 */
import { CATEGORY_LABELS } from '#shared/categories';
import type { Category } from '../types.ts';
import { article, expert, podcast, tool, video } from './make.ts';

const betterSleep: Category = {
  id: 'better-sleep',
  label: CATEGORY_LABELS['better-sleep'],
  summary: 'Fall asleep faster, wake up rested and understand your body clock.',
  resources: {
    experts: [
      expert({
        id: 'matthew-walker',
        name: 'Matthew Walker',
        title: 'Professor of Neuroscience and Psychology, University of California, Berkeley',
        link: 'https://www.sleepdiplomat.com/',
        description:
          'Founder of the Center for Human Sleep Science and author of Why We Sleep. He explains plainly how sleep shapes memory, mood and long-term health, and which habits protect it.',
      }),
      expert({
        id: 'russell-foster',
        name: 'Russell Foster',
        title: 'Professor of Circadian Neuroscience, University of Oxford',
        link: 'https://www.ndcn.ox.ac.uk/team/russell-foster',
        description:
          'Directs the Sleep and Circadian Neuroscience Institute and discovered the light-sensing cells in the eye that set our body clock. His book Life Time turns that science into advice on light, timing and rest.',
      }),
      expert({
        id: 'satchin-panda',
        name: 'Satchin Panda',
        title: 'Professor, Regulatory Biology Laboratory, Salk Institute for Biological Studies',
        link: 'https://www.salk.edu/scientist/satchidananda-panda/',
        description:
          'Studies how daily rhythms time our sleep, meals and metabolism. His book The Circadian Code shows how regular light, eating and sleep schedules work together.',
      }),
      expert({
        id: 'michael-breus',
        name: 'Michael Breus',
        title: 'Clinical psychologist and Diplomate of the American Board of Sleep Medicine',
        link: 'https://sleepdoctor.com/',
        description:
          'Known as The Sleep Doctor, he turns sleep medicine into everyday steps, including how your chronotype can guide when to sleep, exercise and do focused work.',
      }),
      expert({
        id: 'wendy-troxel',
        name: 'Wendy Troxel',
        title: 'Senior Behavioral and Social Scientist, RAND Corporation',
        link: 'https://www.rand.org/about/people/t/troxel_wendy_m.html',
        description:
          'A clinical psychologist and behavioral sleep medicine specialist who studies sleep in couples and families. Her book Sharing the Covers helps partners sleep well together.',
      }),
    ],
    videos: [
      video({
        id: 'sleep-is-your-superpower',
        title: 'Sleep is your superpower',
        author: 'Matt Walker',
        platform: 'TED',
        link: 'https://www.ted.com/talks/matt_walker_sleep_is_your_superpower',
        duration: '19 min',
        description:
          'What sleep does for learning, immunity and the heart, ending with two simple rules: keep a regular schedule and a cool bedroom.',
      }),
      video({
        id: 'why-do-we-sleep',
        title: 'Why do we sleep?',
        author: 'Russell Foster',
        platform: 'TED',
        link: 'https://www.ted.com/talks/russell_foster_why_do_we_sleep',
        duration: '22 min',
        description:
          'The main theories of why we sleep, the myths worth dropping and practical tips on light, caffeine and routine.',
      }),
      video({
        id: 'sleep-clears-the-brain',
        title: "One more reason to get a good night's sleep",
        author: 'Jeff Iliff',
        platform: 'TED',
        link: 'https://www.ted.com/talks/jeff_iliff_one_more_reason_to_get_a_good_night_s_sleep',
        duration: '12 min',
        description:
          'A neuroscientist shows how the sleeping brain flushes away waste products: a vivid reason to protect your nightly rest.',
      }),
    ],
    articles: [
      article({
        id: 'mayo-sleep-tips',
        title: 'Sleep tips: 6 steps to better sleep',
        source: 'Mayo Clinic',
        link: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/sleep/art-20048379',
        readTime: '4 min read',
        description:
          'Six concrete habits, from a steady schedule to a restful room and limited naps, plus when to talk to a doctor.',
      }),
      article({
        id: 'sleep-foundation-sleep-hygiene',
        title: 'Sleep Hygiene',
        source: 'Sleep Foundation',
        link: 'https://www.sleepfoundation.org/sleep-hygiene',
        readTime: '10 min read',
        description:
          'A thorough guide to the daily routines and bedroom set-up that make good sleep more likely, with ways to improve your own.',
      }),
      article({
        id: 'nhs-fall-asleep-faster',
        title: 'How to fall asleep faster and sleep better',
        source: 'NHS',
        link: 'https://www.nhs.uk/every-mind-matters/mental-wellbeing-tips/how-to-fall-asleep-faster-and-sleep-better/',
        readTime: '5 min read',
        description:
          'Simple tips from the NHS Every Mind Matters team for winding down, keeping regular hours and handling worries at night.',
      }),
    ],
    tools: [
      tool({
        id: 'cbt-i-coach',
        name: 'CBT-i Coach',
        link: 'https://mobile.va.gov/app/cbt-i-coach',
        description:
          'A free app from the U.S. Department of Veterans Affairs based on cognitive behavioral therapy for insomnia, with a sleep diary, guided exercises and sleep education.',
      }),
      tool({
        id: 'sleepio',
        name: 'Sleepio',
        link: 'https://www.sleepio.com/',
        description:
          'A digital CBT-I programme from Big Health, tested in clinical trials, whose weekly sessions help you retrain the thoughts and habits that keep you awake.',
      }),
      tool({
        id: 'sleep-cycle',
        name: 'Sleep Cycle',
        link: 'https://www.sleepcycle.com/',
        description:
          'An alarm clock app that tracks your sleep by sound and wakes you during light sleep, with nightly statistics to spot patterns.',
      }),
    ],
    podcasts: [
      podcast({
        id: 'sleep-with-me',
        name: 'Sleep With Me',
        host: 'Drew Ackerman',
        link: 'https://www.sleepwithmepodcast.com/',
        description:
          'Meandering, deliberately dull bedtime stories that distract a racing mind until you drift off.',
      }),
      podcast({
        id: 'nothing-much-happens',
        name: 'Nothing Much Happens',
        host: 'Kathryn Nicolai',
        link: 'https://www.nothingmuchhappens.com/',
        description:
          'Gentle, cosy stories for grown-ups, each read twice and slower the second time, to train your mind to settle into sleep.',
      }),
      podcast({
        id: 'huberman-lab',
        name: 'Huberman Lab',
        host: 'Andrew Huberman',
        link: 'https://www.hubermanlab.com/',
        description:
          'A Stanford neuroscientist explains the biology behind daily habits; his sleep episodes cover morning light, temperature and caffeine timing.',
      }),
    ],
  },
};

const healthyEating: Category = {
  id: 'healthy-eating',
  label: CATEGORY_LABELS['healthy-eating'],
  summary: 'Build simple, lasting habits around real food.',
  resources: {
    experts: [
      expert({
        id: 'marion-nestle',
        name: 'Marion Nestle',
        title:
          'Paulette Goddard Professor of Nutrition, Food Studies, and Public Health, Emerita, New York University',
        link: 'https://www.foodpolitics.com/',
        description:
          'A leading nutrition scientist who explains, without hype, how the food industry shapes what we eat, and why eating mostly minimally processed food is the advice that lasts.',
      }),
    ],
    videos: [
      video({
        id: 'teach-every-child-about-food',
        title: 'Teach every child about food',
        author: 'Jamie Oliver',
        platform: 'TED',
        link: 'https://www.ted.com/talks/jamie_oliver_teach_every_child_about_food',
        duration: '22 min',
        description:
          "The chef's TED Prize talk on how home cooking and food education can turn around diet-related disease: a push to get back in the kitchen.",
      }),
    ],
    articles: [
      article({
        id: 'who-healthy-diet',
        title: 'Healthy diet',
        source: 'World Health Organization',
        link: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
        readTime: '6 min read',
        description:
          "The WHO's evidence-based basics: plenty of fruit, vegetables, legumes and whole grains, and less free sugar, salt and unhealthy fat.",
      }),
    ],
    tools: [
      tool({
        id: 'myplate',
        name: 'MyPlate',
        link: 'https://www.myplate.gov/',
        description:
          "The U.S. Department of Agriculture's free site: a personalised food plan, a quick quiz and budget-friendly recipes in MyPlate Kitchen.",
      }),
    ],
    podcasts: [
      podcast({
        id: 'the-food-programme',
        name: 'The Food Programme',
        host: 'Sheila Dillon and Dan Saladino',
        link: 'https://www.bbc.co.uk/programmes/b006qnx3',
        description:
          "BBC Radio 4's long-running programme about what we eat, where it comes from and how it affects our health.",
      }),
    ],
  },
};

const reduceStress: Category = {
  id: 'reduce-stress',
  label: CATEGORY_LABELS['reduce-stress'],
  summary: 'Calm your mind and respond to pressure with more ease.',
  resources: {
    experts: [
      expert({
        id: 'judson-brewer',
        name: 'Judson Brewer',
        title: 'Psychiatrist and neuroscientist, Brown University',
        link: 'https://drjud.com/',
        description:
          'Studies how worry runs on habit loops. His book Unwinding Anxiety teaches you to notice anxious habits, get curious about them and let them go.',
      }),
    ],
    videos: [
      video({
        id: 'make-stress-your-friend',
        title: 'How to make stress your friend',
        author: 'Kelly McGonigal',
        platform: 'TED',
        link: 'https://www.ted.com/talks/kelly_mcgonigal_how_to_make_stress_your_friend',
        duration: '14 min',
        description:
          'A health psychologist shows how changing the way you think about stress, and reaching out to others, changes how your body responds to it.',
      }),
    ],
    articles: [
      article({
        id: 'apa-handle-stressors',
        title: "Healthy ways to handle life's stressors",
        source: 'American Psychological Association',
        link: 'https://www.apa.org/topics/stress/tips',
        readTime: '4 min read',
        description:
          'Evidence-based ways to manage stress, such as breaks, exercise, social support and mindfulness, and when to seek professional help.',
      }),
    ],
    tools: [
      tool({
        id: 'headspace',
        name: 'Headspace',
        link: 'https://www.headspace.com/',
        description:
          'Guided meditations, breathing exercises and short courses for stress, anxiety and sleep, starting from a few minutes a day.',
      }),
    ],
    podcasts: [
      podcast({
        id: 'the-happiness-lab',
        name: 'The Happiness Lab',
        host: 'Dr. Laurie Santos',
        link: 'https://www.pushkin.fm/podcasts/the-happiness-lab-with-dr-laurie-santos',
        description:
          'A Yale psychology professor explores the science of wellbeing, including episodes on handling stress, anxiety and burnout.',
      }),
    ],
  },
};

const beActive: Category = {
  id: 'be-active',
  label: CATEGORY_LABELS['be-active'],
  summary: 'Move more every day, whatever your starting point.',
  resources: {
    experts: [
      expert({
        id: 'peter-attia',
        name: 'Peter Attia',
        title: 'Physician; author of Outlive: The Science and Art of Longevity',
        link: 'https://peterattiamd.com/',
        description:
          'Argues that exercise is the most powerful tool we have for a long, healthy life, and explains how to train for it: steady cardio, harder intervals, strength and stability.',
      }),
    ],
    videos: [
      video({
        id: 'twenty-three-and-a-half-hours',
        title: '23 and 1/2 hours: What is the single best thing we can do for our health?',
        author: 'Dr. Mike Evans',
        platform: 'YouTube',
        link: 'https://www.youtube.com/watch?v=aUaInS6HIGo',
        duration: '9 min',
        description:
          'A whiteboard-illustrated look at the evidence that moving for just 30 minutes a day, such as a brisk walk, is one of the best things you can do for your health.',
      }),
    ],
    articles: [
      article({
        id: 'mayo-exercise-benefits',
        title: 'Exercise: 7 benefits of regular physical activity',
        source: 'Mayo Clinic',
        link: 'https://www.mayoclinic.org/healthy-lifestyle/fitness/in-depth/exercise/art-20048389',
        readTime: '4 min read',
        description:
          'How regular activity helps your weight, mood, energy and sleep, and how much to aim for each week.',
      }),
    ],
    tools: [
      tool({
        id: 'couch-to-5k',
        name: 'NHS Couch to 5K',
        link: 'https://www.nhs.uk/better-health/get-active/get-running-with-couch-to-5k/',
        description:
          'A free app and nine-week plan that takes complete beginners from walking to running 5 km, with three short sessions a week and a coach in your ear.',
      }),
    ],
    podcasts: [
      podcast({
        id: 'rich-roll-podcast',
        name: 'The Rich Roll Podcast',
        host: 'Rich Roll',
        link: 'https://www.richroll.com/podcast/',
        description:
          'Long conversations with athletes, coaches and scientists about fitness and health, from a host who went from out-of-shape lawyer to ultra-endurance athlete.',
      }),
    ],
  },
};

const reduceSocialMedia: Category = {
  id: 'reduce-social-media',
  label: CATEGORY_LABELS['reduce-social-media'],
  summary: 'Take back your attention from endless feeds.',
  resources: {
    experts: [
      expert({
        id: 'jonathan-haidt',
        name: 'Jonathan Haidt',
        title:
          'Social psychologist; Thomas Cooley Professor of Ethical Leadership, NYU Stern School of Business',
        link: 'https://jonathanhaidt.com/',
        description:
          'Author of The Anxious Generation, which lays out the evidence linking phone-based childhoods and social media to rising anxiety, and proposes practical norms for families and schools.',
      }),
    ],
    videos: [
      video({
        id: 'quit-social-media',
        title: 'Quit social media',
        author: 'Cal Newport (TEDxTysons)',
        platform: 'YouTube',
        link: 'https://www.youtube.com/watch?v=3E7hkPZ-HTk',
        duration: '14 min',
        description:
          'A computer scientist who has never had a social media account argues that it fragments attention, and that deep, focused work matters far more for a good career.',
      }),
    ],
    articles: [
      article({
        id: 'helpguide-social-media',
        title: 'Social Media and Mental Health',
        source: 'HelpGuide.org',
        link: 'https://www.helpguide.org/mental-health/wellbeing/social-media-and-mental-health',
        readTime: '12 min read',
        description:
          'How heavy use can feed anxiety, loneliness and fear of missing out, with a step-by-step plan to cut back and use social media more intentionally.',
      }),
    ],
    tools: [
      tool({
        id: 'freedom',
        name: 'Freedom',
        link: 'https://freedom.to/',
        description:
          'Blocks distracting sites and apps across your computer, phone and tablet at once, on a schedule or on demand, so a quick check cannot become an hour.',
      }),
    ],
    podcasts: [
      podcast({
        id: 'your-undivided-attention',
        name: 'Your Undivided Attention',
        host: 'Tristan Harris and Aza Raskin',
        link: 'https://www.humanetech.com/podcast',
        description:
          'From the Center for Humane Technology: how attention-harvesting design shapes our minds and society, and what humane technology could look like.',
      }),
    ],
  },
};

const lessScreentime: Category = {
  id: 'less-screentime',
  label: CATEGORY_LABELS['less-screentime'],
  summary: 'Spend fewer hours on screens and more on what matters.',
  resources: {
    experts: [
      expert({
        id: 'catherine-price',
        name: 'Catherine Price',
        title: 'Science journalist; author of How to Break Up with Your Phone',
        link: 'https://catherineprice.com/',
        description:
          'Her 30-day plan helps you notice how your phone makes you feel, change your settings and habits, and build a relationship with screens you actually choose.',
      }),
    ],
    videos: [
      video({
        id: 'screens-make-us-less-happy',
        title: 'Why our screens make us less happy',
        author: 'Adam Alter',
        platform: 'TED',
        link: 'https://www.ted.com/talks/adam_alter_why_our_screens_make_us_less_happy',
        duration: '11 min',
        description:
          'Why apps and feeds are designed without natural stopping points, and how small rules, like screen-free times of day, win back your time.',
      }),
    ],
    articles: [
      article({
        id: 'blue-light-dark-side',
        title: 'Blue light has a dark side',
        source: 'Harvard Health Publishing',
        link: 'https://www.health.harvard.edu/staying-healthy/blue-light-has-a-dark-side',
        readTime: '5 min read',
        description:
          'Why screen light in the evening disrupts your body clock and sleep, and simple ways to protect yourself, starting with screens off well before bed.',
      }),
    ],
    tools: [
      tool({
        id: 'forest',
        name: 'Forest',
        link: 'https://www.forestapp.cc/',
        description:
          'Plant a virtual tree that grows while you stay off your phone; leave the app early and it withers. The makers also fund real tree planting.',
      }),
    ],
    podcasts: [
      podcast({
        id: 'note-to-self',
        name: 'Note to Self',
        host: 'Manoush Zomorodi',
        link: 'https://www.wnycstudios.org/podcasts/notetoself',
        description:
          "WNYC Studios' show about living with technology. Its Bored and Brilliant series is a week of challenges to put the phone down and let your mind wander.",
      }),
    ],
  },
};

const betterSavings: Category = {
  id: 'better-savings',
  label: CATEGORY_LABELS['better-savings'],
  summary: 'Build a cushion, spend on purpose and stress less about money.',
  resources: {
    experts: [
      expert({
        id: 'ramit-sethi',
        name: 'Ramit Sethi',
        title: 'Personal finance author of I Will Teach You to Be Rich',
        link: 'https://www.iwillteachyoutoberich.com/',
        description:
          "Champions automating your savings and spending guilt-free on what you love while cutting costs on what you don't, with systems instead of willpower.",
      }),
    ],
    videos: [
      video({
        id: 'saving-for-tomorrow-tomorrow',
        title: 'Saving for tomorrow, tomorrow',
        author: 'Shlomo Benartzi',
        platform: 'TED',
        link: 'https://www.ted.com/talks/shlomo_benartzi_saving_for_tomorrow_tomorrow',
        duration: '18 min',
        description:
          'A behavioral economist explains why saving today feels so hard, and how committing now to save more from future pay rises gets around it.',
      }),
    ],
    articles: [
      article({
        id: 'cfpb-emergency-fund',
        title: 'An essential guide to building an emergency fund',
        source: 'Consumer Financial Protection Bureau',
        link: 'https://www.consumerfinance.gov/an-essential-guide-to-building-an-emergency-fund/',
        readTime: '6 min read',
        description:
          "How to set a savings goal, make saving automatic and find money to put aside, so an unexpected bill doesn't turn into debt.",
      }),
    ],
    tools: [
      tool({
        id: 'ynab',
        name: 'YNAB',
        link: 'https://www.ynab.com/',
        description:
          'YNAB (You Need A Budget) helps you give every dollar a job before you spend it, with a free trial and free live workshops on budgeting.',
      }),
    ],
    podcasts: [
      podcast({
        id: 'afford-anything',
        name: 'Afford Anything',
        host: 'Paula Pant',
        link: 'https://affordanything.com/podcast/',
        description:
          "Saving, investing and financial independence, built on the idea that you can afford anything but not everything, so you'd better choose what matters.",
      }),
    ],
  },
};

const workLifeBalance: Category = {
  id: 'work-life-balance',
  label: CATEGORY_LABELS['work-life-balance'],
  summary: 'Protect your time and energy for the whole of your life.',
  resources: {
    experts: [
      expert({
        id: 'laura-vanderkam',
        name: 'Laura Vanderkam',
        title: 'Time-management author of 168 Hours and Off the Clock',
        link: 'https://lauravanderkam.com/',
        description:
          'Uses real time diaries to show there is more room in a week than it feels, and how to plan work and personal priorities side by side.',
      }),
    ],
    videos: [
      video({
        id: 'make-work-life-balance-work',
        title: 'How to make work-life balance work',
        author: 'Nigel Marsh',
        platform: 'TED',
        link: 'https://www.ted.com/talks/nigel_marsh_how_to_make_work_life_balance_work',
        duration: '10 min',
        description:
          "A candid reminder that employers won't set your boundaries for you, and that small daily choices add up to a balanced life.",
      }),
    ],
    articles: [
      article({
        id: 'mayo-work-life-balance',
        title: 'Work-life balance: Tips to reclaim control',
        source: 'Mayo Clinic',
        link: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/work-life-balance/art-20048134',
        readTime: '4 min read',
        description:
          'Practical steps to set limits, manage technology, look after your health and lean on your support network before stress becomes burnout.',
      }),
    ],
    tools: [
      tool({
        id: 'rescuetime',
        name: 'RescueTime',
        link: 'https://www.rescuetime.com/',
        description:
          'Runs quietly in the background, shows where your working hours actually go and helps you set focus time and stop work at a sensible hour.',
      }),
    ],
    podcasts: [
      podcast({
        id: 'worklife-adam-grant',
        name: 'WorkLife with Adam Grant',
        host: 'Adam Grant',
        link: 'https://www.ted.com/podcasts/worklife',
        description:
          'An organizational psychologist takes you inside unusual workplaces to show how to make work less miserable and more meaningful.',
      }),
    ],
  },
};

const parenting: Category = {
  id: 'parenting',
  label: CATEGORY_LABELS['parenting'],
  summary: 'Raise resilient kids and stay connected through every stage.',
  resources: {
    experts: [
      expert({
        id: 'daniel-siegel',
        name: 'Daniel J. Siegel',
        title: 'Clinical Professor of Psychiatry, UCLA School of Medicine',
        link: 'https://drdansiegel.com/',
        description:
          "Co-author of The Whole-Brain Child. He turns brain science into strategies, like 'name it to tame it', that help children handle big feelings while parents stay connected.",
      }),
    ],
    videos: [
      video({
        id: 'raise-successful-kids',
        title: 'How to raise successful kids — without over-parenting',
        author: 'Julie Lythcott-Haims',
        platform: 'TED',
        link: 'https://www.ted.com/talks/julie_lythcott_haims_how_to_raise_successful_kids_without_over_parenting',
        duration: '14 min',
        description:
          'A former Stanford dean makes the case for chores, unconditional love and less micromanaging, so children build the skills to thrive on their own.',
      }),
    ],
    articles: [
      article({
        id: 'aap-discipline',
        title: "What's the Best Way to Discipline My Child?",
        source: 'HealthyChildren.org (American Academy of Pediatrics)',
        link: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Disciplining-Your-Child.aspx',
        readTime: '6 min read',
        description:
          "Pediatricians' guidance on discipline that works at each age, from praise and clear limits to time-outs, and why spanking and harsh words backfire.",
      }),
    ],
    tools: [
      tool({
        id: 'vroom',
        name: 'Vroom',
        link: 'https://www.vroom.org/',
        description:
          'Free, science-based tips that turn everyday moments like mealtime and bath time into brain-building play for children from birth to five.',
      }),
    ],
    podcasts: [
      podcast({
        id: 'good-inside',
        name: 'Good Inside with Dr. Becky',
        host: 'Dr. Becky Kennedy',
        link: 'https://www.goodinside.com/podcast/',
        description:
          'A clinical psychologist answers real parenting questions with scripts and strategies for tantrums, sibling fights and staying calm yourself.',
      }),
    ],
  },
};

const relationships: Category = {
  id: 'relationships',
  label: CATEGORY_LABELS['relationships'],
  summary: 'Deepen your bonds with partners, friends and family.',
  resources: {
    experts: [
      expert({
        id: 'john-gottman',
        name: 'John Gottman',
        title:
          'Co-founder of The Gottman Institute; Professor Emeritus of Psychology, University of Washington',
        link: 'https://www.gottman.com/',
        description:
          'Decades of observing couples revealed what predicts lasting relationships, such as turning toward bids for connection and avoiding contempt, and how to practise it.',
      }),
    ],
    videos: [
      video({
        id: 'what-makes-a-good-life',
        title: 'What makes a good life? Lessons from the longest study on happiness',
        author: 'Robert Waldinger',
        platform: 'TED',
        link: 'https://www.ted.com/talks/robert_waldinger_what_makes_a_good_life_lessons_from_the_longest_study_on_happiness',
        duration: '13 min',
        description:
          'The director of the decades-long Harvard Study of Adult Development shares its clearest finding: good relationships keep us happier and healthier.',
      }),
    ],
    articles: [
      article({
        id: 'mayo-friendships',
        title: 'Friendships: Enrich your life and improve your health',
        source: 'Mayo Clinic',
        link: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/friendships/art-20044860',
        readTime: '4 min read',
        description:
          'Why friends matter for your health, where to meet people as an adult and how to nurture friendships once you have them.',
      }),
    ],
    tools: [
      tool({
        id: 'greater-good-in-action',
        name: 'Greater Good in Action',
        link: 'https://ggia.berkeley.edu/',
        description:
          "Free, research-backed exercises from UC Berkeley's Greater Good Science Center, such as active listening, gratitude letters and 36 questions for closeness.",
      }),
    ],
    podcasts: [
      podcast({
        id: 'where-should-we-begin',
        name: 'Where Should We Begin? with Esther Perel',
        host: 'Esther Perel',
        link: 'https://www.estherperel.com/podcast',
        description:
          "Listen in on anonymous couples' sessions with psychotherapist Esther Perel and hear how others work through conflict, trust and desire.",
      }),
    ],
  },
};

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
