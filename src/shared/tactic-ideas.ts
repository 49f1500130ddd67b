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

/** Each theme's ideas; they link no resource (resources belong to the ten categories). */
export const THEME_IDEAS: Record<GoalThemeId, readonly TacticIdea[]> = {
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
