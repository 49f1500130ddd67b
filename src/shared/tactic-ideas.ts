/**
 * Tactic ideas: concrete things a person can try this week, ten categories' worth, written by us
 * (docs/product.md, Tactic ideas). Each says why it helps in one plain sentence, without
 * overstating the evidence, suggests starting ratings, and names the category's resource that
 * teaches it, if one does.
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
  /** Why it helps: the evidence in one plain sentence. */
  why: string;
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
      why: 'A fixed wake time anchors your body clock, so you start to feel sleepy at a regular hour each night.',
      effort: 3,
      impact: 5,
      resourceId: 'sleep-is-your-superpower',
    },
    {
      title: 'Have your last coffee or tea before 2 pm',
      why: 'Caffeine keeps working for many hours, so an afternoon cup can still delay and lighten your sleep at bedtime.',
      effort: 2,
      impact: 4,
      resourceId: 'why-do-we-sleep',
    },
    {
      title: 'Spend 10 minutes outdoors in daylight soon after waking',
      why: 'Morning light is the strongest signal for your body clock, helping you feel alert by day and sleepy at night.',
      effort: 2,
      impact: 3,
      resourceId: 'huberman-lab',
    },
    {
      title: 'Keep your bedroom cool, dark and quiet',
      why: 'A cool room helps the natural drop in body temperature that comes with sleep, and darkness and quiet mean fewer awakenings.',
      effort: 2,
      impact: 3,
      resourceId: 'sleep-foundation-sleep-hygiene',
    },
    {
      title: 'Start a 30-minute, screen-free wind-down before bed',
      why: 'A calm, repeated routine tells your brain the day is over, while bright and gripping screens keep it alert.',
      effort: 3,
      impact: 3,
      resourceId: 'nhs-fall-asleep-faster',
    },
    {
      title: 'Get out of bed if you have been lying awake for about 20 minutes',
      why: 'Lying awake teaches your brain to link bed with frustration, and getting up until you feel sleepy is a core step of CBT for insomnia.',
      effort: 3,
      impact: 4,
      resourceId: 'sleepio',
    },
    {
      title: 'Keep a sleep diary for one week',
      why: 'Noting when you sleep, wake, drink caffeine or alcohol shows patterns you can change, and it is the first step in CBT for insomnia.',
      effort: 2,
      impact: 3,
      resourceId: 'cbt-i-coach',
    },
    {
      title: "Write tomorrow's to-do list just before bed",
      why: 'In a small sleep-lab study, people who wrote a to-do list for the next day fell asleep faster than those who wrote about what they had already done.',
      effort: 1,
      impact: 2,
    },
    {
      title: 'Skip alcohol in the three hours before bed',
      why: 'Alcohol can help you nod off, but it breaks up sleep later in the night and cuts the dreaming (REM) sleep you need.',
      effort: 3,
      impact: 3,
    },
    {
      title: 'Keep naps under 30 minutes and before mid-afternoon',
      why: 'Long or late naps use up the sleep pressure that helps you fall asleep at night.',
      effort: 1,
      impact: 2,
      resourceId: 'mayo-sleep-tips',
    },
  ],
  'healthy-eating': [
    {
      title: 'Add a portion of vegetables to lunch and dinner every day',
      why: 'The WHO advises at least five portions (400 g) of fruit and vegetables a day, and most adults eat less than that.',
      effort: 2,
      impact: 4,
      resourceId: 'who-healthy-diet',
    },
    {
      title: 'Swap sugary drinks for water or sparkling water',
      why: 'Sugary drinks are a major source of free sugar in many diets and add calories without making you feel full.',
      effort: 2,
      impact: 4,
      resourceId: 'who-healthy-diet',
    },
    {
      title: 'Cook dinner at home on three more nights this week',
      why: 'People who cook at home more often tend to eat fewer calories, less sugar and less fat than those who rarely cook.',
      effort: 4,
      impact: 4,
      resourceId: 'teach-every-child-about-food',
    },
    {
      title: "Plan the week's meals and shop from a list",
      why: 'Deciding ahead means fewer last-minute takeaways, and people who plan their meals tend to eat a more varied diet.',
      effort: 3,
      impact: 3,
      resourceId: 'myplate',
    },
    {
      title: 'Replace one ultra-processed snack a day with fruit, nuts or yoghurt',
      why: 'In a small NIH trial, people ate about 500 more calories a day when given ultra-processed meals than when given minimally processed ones.',
      effort: 2,
      impact: 3,
      resourceId: 'marion-nestle',
    },
    {
      title: 'Switch to wholegrain bread, pasta or rice',
      why: 'Whole grains keep their fibre, and diets richer in fibre are linked to lower rates of heart disease, type 2 diabetes and bowel cancer.',
      effort: 2,
      impact: 3,
      resourceId: 'who-healthy-diet',
    },
    {
      title: 'Eat beans, lentils or chickpeas in two meals this week',
      why: 'Legumes are cheap, filling sources of protein and fibre, and the WHO names them as part of a healthy diet.',
      effort: 2,
      impact: 3,
      resourceId: 'who-healthy-diet',
    },
    {
      title: 'Keep a fruit bowl in sight and put snacks out of view',
      why: 'People eat more of what is visible and easy to reach, so changing what you see first nudges what you pick.',
      effort: 1,
      impact: 2,
    },
    {
      title: 'Eat one meal a day away from screens, paying attention to the food',
      why: 'In lab studies, people who ate while distracted ate more, both at that meal and later in the day.',
      effort: 2,
      impact: 2,
    },
  ],
  'reduce-stress': [
    {
      title: 'Breathe slowly for 5 minutes a day: in for 4, out for 6',
      why: 'Slow breathing with longer out-breaths slows your heart rate and helps your body step down from its stress response.',
      effort: 1,
      impact: 3,
      resourceId: 'headspace',
    },
    {
      title: 'Take a brisk 20-minute walk on your most stressful days',
      why: 'Physical activity is one of the best-studied ways to ease stress and anxiety, and even one session can lift your mood.',
      effort: 2,
      impact: 4,
      resourceId: 'apa-handle-stressors',
    },
    {
      title: 'Do a 10-minute guided meditation each morning',
      why: 'Reviews of clinical trials find that mindfulness meditation programmes modestly reduce anxiety and stress.',
      effort: 2,
      impact: 3,
      resourceId: 'headspace',
    },
    {
      title: 'When stress builds, call or meet someone you trust',
      why: 'Support from other people softens the effect of stress, and reaching out is part of a healthy response to it.',
      effort: 2,
      impact: 4,
      resourceId: 'make-stress-your-friend',
    },
    {
      title: 'Write your worries down for 15 minutes at a set time, then stop',
      why: "Keeping a fixed 'worry time', a technique from cognitive behavioural therapy, helps stop worry spilling into the rest of the day.",
      effort: 2,
      impact: 3,
    },
    {
      title: 'Notice one anxious habit and write down what sets it off',
      why: "Seeing the trigger, the habit and what it gets you makes a worry loop easier to break, the first step in Judson Brewer's approach.",
      effort: 2,
      impact: 3,
      resourceId: 'judson-brewer',
    },
    {
      title: 'Before a big moment, read a racing heart as your body getting ready',
      why: 'In experiments, people taught to see their stress response as helpful performed better and showed healthier heart responses under pressure.',
      effort: 1,
      impact: 3,
      resourceId: 'make-stress-your-friend',
    },
    {
      title: 'Step away from your desk for five minutes every 90 minutes',
      why: 'A review of studies on short work breaks found they reduce fatigue and restore energy.',
      effort: 1,
      impact: 2,
      resourceId: 'apa-handle-stressors',
    },
    {
      title: 'Cut back on caffeine if you often feel jittery or on edge',
      why: 'High doses of caffeine can bring on anxiety and a racing heart, especially in people prone to anxiety.',
      effort: 2,
      impact: 2,
    },
    {
      title: 'Book a talk with a doctor or therapist if worry disrupts daily life',
      why: 'Talking therapies such as CBT are effective treatments for anxiety, and a doctor can help you find one.',
      effort: 3,
      impact: 5,
      resourceId: 'apa-handle-stressors',
    },
  ],
  'be-active': [
    {
      title: 'Take a brisk 30-minute walk on five days this week',
      why: 'That adds up to the 150 minutes of moderate activity a week that the WHO recommends for adults.',
      effort: 3,
      impact: 5,
      resourceId: 'twenty-three-and-a-half-hours',
    },
    {
      title: 'Start week one of Couch to 5K: three short run-walk sessions',
      why: 'The NHS plan builds up gradually over nine weeks, so complete beginners can reach 5 km without overdoing it.',
      effort: 3,
      impact: 4,
      resourceId: 'couch-to-5k',
    },
    {
      title: 'Do two 20-minute strength sessions: squats, push-ups and rows',
      why: 'The WHO advises muscle-strengthening activity on two or more days a week, which keeps muscles and bones strong as you age.',
      effort: 3,
      impact: 4,
      resourceId: 'peter-attia',
    },
    {
      title: "Put this week's workouts in your calendar like meetings",
      why: 'Deciding exactly when and where you will exercise makes people noticeably more likely to follow through.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Count your daily steps for a week, then aim for 2,000 more',
      why: 'In studies, people given a step counter and a daily goal walked about 2,000 more steps a day.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Stand up and move for a few minutes every hour you sit',
      why: 'Breaking up long spells of sitting improves blood sugar and blood pressure compared with sitting without breaks.',
      effort: 1,
      impact: 2,
    },
    {
      title: 'Walk or cycle one trip you would usually drive',
      why: 'Active travel fits exercise into time you already spend, and cycling or walking to work is linked to a lower risk of heart disease.',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Book one session with a workout buddy',
      why: 'Exercising with someone else helps people stick with it, partly because it is harder to skip when someone is waiting.',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Add a few short bursts of harder effort to one walk or ride',
      why: 'Short bursts of harder effort build cardiovascular fitness, and higher fitness is strongly linked to a longer life.',
      effort: 3,
      impact: 3,
      resourceId: 'peter-attia',
    },
    {
      title: 'Take a 10-minute walk after dinner',
      why: 'A short walk after eating lowers the rise in blood sugar that follows a meal.',
      effort: 1,
      impact: 2,
    },
  ],
  'reduce-social-media': [
    {
      title: 'Set a 30-minute daily limit on your social apps',
      why: 'In a University of Pennsylvania experiment, students who limited social media to about 30 minutes a day reported less loneliness and depression after three weeks.',
      effort: 2,
      impact: 4,
      resourceId: 'helpguide-social-media',
    },
    {
      title: 'Delete social apps from your phone and use them only on a computer',
      why: 'The extra steps add friction, which is often enough to break the automatic habit of checking.',
      effort: 3,
      impact: 5,
      resourceId: 'helpguide-social-media',
    },
    {
      title: 'Turn off notifications from every social app',
      why: 'In a two-week experiment, people reported being less inattentive in the week their phone alerts were switched off.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Block social sites during work hours with a site blocker',
      why: 'A blocker removes the split-second choice to open a feed, so you rely on a setting instead of willpower.',
      effort: 1,
      impact: 3,
      resourceId: 'freedom',
    },
    {
      title: 'Check social media only at two set times a day',
      why: 'Set times turn constant checking into a few deliberate visits, so the feed stops breaking up your day.',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Take a one-week break from social media',
      why: 'In a 2022 trial, adults who stopped using social media for a week reported better wellbeing and less anxiety than those who carried on.',
      effort: 4,
      impact: 4,
    },
    {
      title: 'Unfollow or mute accounts that leave you feeling worse',
      why: "Comparing yourself with other people's highlights is linked to lower mood, and you decide what your feed shows.",
      effort: 1,
      impact: 2,
      resourceId: 'helpguide-social-media',
    },
    {
      title: 'Replace your first scroll of the morning with a new routine',
      why: 'Habits are set off by cues, so giving waking up a new routine is easier than simply resisting the old one.',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Agree with other parents to delay social media for your kids',
      why: 'Jonathan Haidt argues that children find it easier to wait for social media when their friends wait too.',
      effort: 3,
      impact: 4,
      resourceId: 'jonathan-haidt',
    },
    {
      title: 'Listen to an episode on how feeds are designed to hook you',
      why: 'Knowing the design tricks, such as endless scroll and unpredictable rewards, makes them easier to spot in the moment.',
      effort: 1,
      impact: 2,
      resourceId: 'your-undivided-attention',
    },
  ],
  'less-screentime': [
    {
      title: 'Charge your phone outside the bedroom overnight',
      why: 'With the phone out of reach there is no late-night or first-thing scrolling, and evening screen light can push back your sleep.',
      effort: 2,
      impact: 4,
      resourceId: 'blue-light-dark-side',
    },
    {
      title: 'Check your weekly screen-time report and pick one app to cut',
      why: 'Guesses about our own phone use are often far off, so the real figures show where your time actually goes.',
      effort: 1,
      impact: 3,
      resourceId: 'catherine-price',
    },
    {
      title: 'Make one meal a day screen-free for the whole household',
      why: 'Screen-free times of day give you the natural stopping points that apps and feeds are designed to lack.',
      effort: 2,
      impact: 3,
      resourceId: 'screens-make-us-less-happy',
    },
    {
      title: 'Switch your phone to greyscale for a week',
      why: 'In a small study, people who set their phones to greyscale cut their daily screen time by about 40 minutes.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Turn off autoplay on streaming and video apps',
      why: 'Autoplay removes the natural pause at the end of an episode, so turning it off gives you a moment to decide.',
      effort: 1,
      impact: 2,
      resourceId: 'screens-make-us-less-happy',
    },
    {
      title: 'Move tempting apps off your home screen into a folder',
      why: 'A few extra taps interrupt the automatic reach, which is often enough to make you stop and choose.',
      effort: 1,
      impact: 2,
      resourceId: 'catherine-price',
    },
    {
      title: 'Use a focus timer app to keep your phone down while you work',
      why: 'Committing to a set time away from the phone, with something visible to lose, makes the break easier to keep.',
      effort: 1,
      impact: 2,
      resourceId: 'forest',
    },
    {
      title: 'Leave your phone in your pocket while you wait in line',
      why: 'Studies suggest that letting your mind wander when bored helps creative thinking, and a phone fills that gap instantly.',
      effort: 2,
      impact: 2,
      resourceId: 'note-to-self',
    },
    {
      title: 'Swap one evening of streaming for an offline hobby',
      why: 'Planning a specific replacement is easier than simply cutting back, and long hours of TV are linked to poorer health.',
      effort: 3,
      impact: 3,
    },
  ],
  'better-savings': [
    {
      title: 'Set up an automatic transfer to savings on payday',
      why: 'The money moves before you can spend it, so saving no longer depends on willpower each month.',
      effort: 1,
      impact: 5,
      resourceId: 'ramit-sethi',
    },
    {
      title: 'Open a separate savings account for emergencies',
      why: 'A cushion kept apart from everyday money is less tempting to spend, and even a small one stops a surprise bill becoming debt.',
      effort: 2,
      impact: 4,
      resourceId: 'cfpb-emergency-fund',
    },
    {
      title: 'Commit now to saving part of your next pay rise',
      why: "Workers who signed up to Save More Tomorrow, the plan in Shlomo Benartzi's talk, raised their saving rates sharply because their take-home pay never fell.",
      effort: 1,
      impact: 4,
      resourceId: 'saving-for-tomorrow-tomorrow',
    },
    {
      title: 'List your debts and pay extra on the highest interest rate first',
      why: 'Paying off the most expensive debt first costs the least interest overall.',
      effort: 2,
      impact: 4,
    },
    {
      title: "Plan next month's spending before it starts, category by category",
      why: 'Giving every pound or dollar a job in advance means spending choices are made calmly, not at the till.',
      effort: 3,
      impact: 4,
      resourceId: 'ynab',
    },
    {
      title: 'Check your pension contributions and any employer match',
      why: 'An employer match is extra pay you only get if you contribute, so missing it leaves money on the table.',
      effort: 2,
      impact: 4,
      resourceId: 'afford-anything',
    },
    {
      title: 'Write down every purchase for one week',
      why: 'Tracking spending shows where the money actually goes, which is often not where we think.',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Cancel one subscription you have not used this month',
      why: 'Recurring charges are easy to forget, and cutting an unused one is a saving that repeats every month.',
      effort: 1,
      impact: 2,
    },
    {
      title: 'Wait 48 hours before any non-essential purchase over a set amount',
      why: 'A cooling-off pause lets the impulse fade, so you buy only what you still want after thinking it over.',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Pick what you love spending on, and cut hard on what you do not',
      why: "Cutting back on things you care little about, while keeping what you value, is the idea behind Ramit Sethi's conscious spending plan.",
      effort: 3,
      impact: 3,
      resourceId: 'ramit-sethi',
    },
  ],
  'work-life-balance': [
    {
      title: 'Set a finish time for work and close your laptop at it',
      why: 'A clear end to the workday protects your recovery time, and people who switch off from work in the evening report less exhaustion.',
      effort: 3,
      impact: 5,
      resourceId: 'make-work-life-balance-work',
    },
    {
      title: 'Turn off work email and chat notifications after hours',
      why: 'After-hours messages keep your mind on the job, and studies link expectations to answer them to strain for workers and their partners.',
      effort: 1,
      impact: 4,
      resourceId: 'mayo-work-life-balance',
    },
    {
      title: 'Block one evening a week for something that is not work',
      why: 'Plans with a set time are more likely to happen, and regular time on things you enjoy helps you recover from work.',
      effort: 2,
      impact: 4,
      resourceId: 'laura-vanderkam',
    },
    {
      title: 'Keep a time diary for one week, at work and at home',
      why: "Laura Vanderkam's time diaries show that a week often has more room than it feels once you see where the hours really go.",
      effort: 3,
      impact: 3,
      resourceId: 'laura-vanderkam',
    },
    {
      title: 'End each workday by writing down where you left off',
      why: 'Experiments show that making a plan for unfinished tasks stops them intruding on your thoughts afterwards.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Take a real lunch break away from your desk',
      why: 'Breaks during the workday, especially ones spent on something you choose, reduce fatigue by the end of the day.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Protect two hours of focus time with notifications off',
      why: 'Switching between tasks and messages costs time and attention, so a protected block gets more done in fewer hours.',
      effort: 2,
      impact: 3,
      resourceId: 'rescuetime',
    },
    {
      title: 'Say no to, or hand off, one low-value meeting or task',
      why: 'Every yes spends time you cannot use elsewhere, so declining low-value work is the most direct way to free up hours.',
      effort: 3,
      impact: 3,
    },
    {
      title: 'Book a day of leave this month and plan something you enjoy',
      why: 'Time off helps you recover from work strain, although studies find the lift fades within weeks, so regular breaks work best.',
      effort: 2,
      impact: 3,
    },
  ],
  parenting: [
    {
      title: 'Spend 10 minutes a day of one-to-one play led by your child',
      why: 'Short daily child-led play, a core part of proven parenting programmes, strengthens your bond and improves behaviour.',
      effort: 2,
      impact: 5,
    },
    {
      title: "Name your child's feelings out loud when they are upset",
      why: "Putting a feeling into words dampens the brain's alarm response, the idea behind Daniel Siegel's 'name it to tame it'.",
      effort: 2,
      impact: 4,
      resourceId: 'daniel-siegel',
    },
    {
      title: 'Praise the specific behaviour you want to see more of',
      why: 'Paediatricians advise noticing and naming good behaviour, which works better than only reacting to misbehaviour.',
      effort: 1,
      impact: 4,
      resourceId: 'aap-discipline',
    },
    {
      title: 'Pause and take a breath before you respond to a tantrum',
      why: 'Children borrow calm from the adults around them, so staying steady yourself keeps a meltdown from escalating.',
      effort: 3,
      impact: 4,
      resourceId: 'good-inside',
    },
    {
      title: 'Set one clear, calm consequence and follow through every time',
      why: 'Consistent, predictable limits teach children more than harsh words or spanking, which paediatricians advise against.',
      effort: 3,
      impact: 4,
      resourceId: 'aap-discipline',
    },
    {
      title: 'Give your child one regular chore this week',
      why: 'Julie Lythcott-Haims argues that chores build the skills and sense of contributing that children need to thrive on their own.',
      effort: 2,
      impact: 3,
      resourceId: 'raise-successful-kids',
    },
    {
      title: 'Let your child solve one problem you would normally fix for them',
      why: 'Doing too much for children can leave them less confident and capable, the case Julie Lythcott-Haims makes against over-parenting.',
      effort: 2,
      impact: 3,
      resourceId: 'raise-successful-kids',
    },
    {
      title: 'Read aloud together for 15 minutes at bedtime',
      why: 'Reading aloud builds language skills, which is why paediatricians recommend it from infancy.',
      effort: 2,
      impact: 4,
    },
    {
      title: 'Turn a daily routine, like bath time, into back-and-forth chat',
      why: "Back-and-forth talk in everyday moments helps build young children's brains, the science behind Vroom's free tips.",
      effort: 1,
      impact: 3,
      resourceId: 'vroom',
    },
    {
      title: 'Eat dinner together as a family on three nights this week',
      why: 'Regular family meals are linked with healthier diets and better wellbeing in children and teenagers.',
      effort: 3,
      impact: 3,
    },
  ],
  relationships: [
    {
      title: "Notice and respond to your partner's small bids for attention",
      why: "In John Gottman's research, couples who stayed together turned toward each other's bids far more often than couples who later split up.",
      effort: 2,
      impact: 5,
      resourceId: 'john-gottman',
    },
    {
      title: 'Message one friend you have not spoken to in months',
      why: 'A 2022 study found that people underestimate how much others appreciate hearing from them out of the blue.',
      effort: 1,
      impact: 3,
      resourceId: 'mayo-friendships',
    },
    {
      title: 'Write and deliver a thank-you letter to someone who helped you',
      why: 'In a well-known study, delivering a gratitude letter gave people a lift in happiness that lasted about a month.',
      effort: 2,
      impact: 4,
      resourceId: 'greater-good-in-action',
    },
    {
      title: 'Set up a regular call with a parent, sibling or grandparent',
      why: 'The Harvard Study of Adult Development found that people most satisfied in their relationships at 50 were the healthiest at 80.',
      effort: 2,
      impact: 4,
      resourceId: 'what-makes-a-good-life',
    },
    {
      title: 'Repeat back what you heard before giving your side',
      why: 'Reflecting back helps the other person feel understood, which takes the heat out of a disagreement.',
      effort: 2,
      impact: 4,
      resourceId: 'greater-good-in-action',
    },
    {
      title: "Start a hard conversation gently: 'I feel', not 'you always'",
      why: 'Gottman found that the way a difficult conversation starts largely predicts how it ends, and a gentle start avoids the criticism that fuels conflict.',
      effort: 3,
      impact: 4,
      resourceId: 'john-gottman',
    },
    {
      title: 'Put your phone away when you talk with people you love',
      why: 'Experiments suggest that even a phone lying on the table can make a conversation feel less close.',
      effort: 1,
      impact: 3,
    },
    {
      title: 'Try something new and a little exciting with your partner',
      why: 'In experiments with couples, doing new and challenging activities together raised their satisfaction with the relationship.',
      effort: 2,
      impact: 3,
    },
    {
      title: 'Join a weekly club or class to meet people who share an interest',
      why: 'Friendships grow from repeated, regular contact, so a weekly group gives new connections room to form.',
      effort: 3,
      impact: 4,
      resourceId: 'mayo-friendships',
    },
    {
      title: 'Try the 36 questions for closeness with a partner or friend',
      why: "In Arthur Aron's study, pairs of strangers who took turns asking these gradually more personal questions felt much closer afterwards.",
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
