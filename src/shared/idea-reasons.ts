/**
 * Why each category idea helps: the evidence in one plain sentence, by the idea's title
 * (docs/product.md, Tactic ideas). Apart from the ideas so that the Brainstorm step, which shows
 * titles and ratings only, does not download them; Explore's idea cards do.
 */
export const IDEA_REASONS: Readonly<Record<string, string>> = {
  'Get up at the same time every day, weekends included':
    'A fixed wake time anchors your body clock, so you start to feel sleepy at a regular hour each night.',
  'Have your last coffee or tea before 2 pm':
    'Caffeine keeps working for many hours, so an afternoon cup can still delay and lighten your sleep at bedtime.',
  'Spend 10 minutes outdoors in daylight soon after waking':
    'Morning light is the strongest signal for your body clock, helping you feel alert by day and sleepy at night.',
  'Keep your bedroom cool, dark and quiet':
    'A cool room helps the natural drop in body temperature that comes with sleep, and darkness and quiet mean fewer awakenings.',
  'Start a 30-minute, screen-free wind-down before bed':
    'A calm, repeated routine tells your brain the day is over, while bright and gripping screens keep it alert.',
  'Get out of bed if you have been lying awake for about 20 minutes':
    'Lying awake teaches your brain to link bed with frustration, and getting up until you feel sleepy is a core step of CBT for insomnia.',
  'Keep a sleep diary for one week':
    'Noting when you sleep, wake, drink caffeine or alcohol shows patterns you can change, and it is the first step in CBT for insomnia.',
  "Write tomorrow's to-do list just before bed":
    'In a small sleep-lab study, people who wrote a to-do list for the next day fell asleep faster than those who wrote about what they had already done.',
  'Skip alcohol in the three hours before bed':
    'Alcohol can help you nod off, but it breaks up sleep later in the night and cuts the dreaming (REM) sleep you need.',
  'Keep naps under 30 minutes and before mid-afternoon':
    'Long or late naps use up the sleep pressure that helps you fall asleep at night.',
  'Add a portion of vegetables to lunch and dinner every day':
    'The WHO advises at least five portions (400 g) of fruit and vegetables a day, and most adults eat less than that.',
  'Swap sugary drinks for water or sparkling water':
    'Sugary drinks are a major source of free sugar in many diets and add calories without making you feel full.',
  'Cook dinner at home on three more nights this week':
    'People who cook at home more often tend to eat fewer calories, less sugar and less fat than those who rarely cook.',
  "Plan the week's meals and shop from a list":
    'Deciding ahead means fewer last-minute takeaways, and people who plan their meals tend to eat a more varied diet.',
  'Replace one ultra-processed snack a day with fruit, nuts or yoghurt':
    'In a small NIH trial, people ate about 500 more calories a day when given ultra-processed meals than when given minimally processed ones.',
  'Switch to wholegrain bread, pasta or rice':
    'Whole grains keep their fibre, and diets richer in fibre are linked to lower rates of heart disease, type 2 diabetes and bowel cancer.',
  'Eat beans, lentils or chickpeas in two meals this week':
    'Legumes are cheap, filling sources of protein and fibre, and the WHO names them as part of a healthy diet.',
  'Keep a fruit bowl in sight and put snacks out of view':
    'People eat more of what is visible and easy to reach, so changing what you see first nudges what you pick.',
  'Eat one meal a day away from screens, paying attention to the food':
    'In lab studies, people who ate while distracted ate more, both at that meal and later in the day.',
  'Breathe slowly for 5 minutes a day: in for 4, out for 6':
    'Slow breathing with longer out-breaths slows your heart rate and helps your body step down from its stress response.',
  'Take a brisk 20-minute walk on your most stressful days':
    'Physical activity is one of the best-studied ways to ease stress and anxiety, and even one session can lift your mood.',
  'Do a 10-minute guided meditation each morning':
    'Reviews of clinical trials find that mindfulness meditation programmes modestly reduce anxiety and stress.',
  'When stress builds, call or meet someone you trust':
    'Support from other people softens the effect of stress, and reaching out is part of a healthy response to it.',
  'Write your worries down for 15 minutes at a set time, then stop':
    "Keeping a fixed 'worry time', a technique from cognitive behavioural therapy, helps stop worry spilling into the rest of the day.",
  'Notice one anxious habit and write down what sets it off':
    "Seeing the trigger, the habit and what it gets you makes a worry loop easier to break, the first step in Judson Brewer's approach.",
  'Before a big moment, read a racing heart as your body getting ready':
    'In experiments, people taught to see their stress response as helpful performed better and showed healthier heart responses under pressure.',
  'Step away from your desk for five minutes every 90 minutes':
    'A review of studies on short work breaks found they reduce fatigue and restore energy.',
  'Cut back on caffeine if you often feel jittery or on edge':
    'High doses of caffeine can bring on anxiety and a racing heart, especially in people prone to anxiety.',
  'Book a talk with a doctor or therapist if worry disrupts daily life':
    'Talking therapies such as CBT are effective treatments for anxiety, and a doctor can help you find one.',
  'Take a brisk 30-minute walk on five days this week':
    'That adds up to the 150 minutes of moderate activity a week that the WHO recommends for adults.',
  'Start week one of Couch to 5K: three short run-walk sessions':
    'The NHS plan builds up gradually over nine weeks, so complete beginners can reach 5 km without overdoing it.',
  'Do two 20-minute strength sessions: squats, push-ups and rows':
    'The WHO advises muscle-strengthening activity on two or more days a week, which keeps muscles and bones strong as you age.',
  "Put this week's workouts in your calendar like meetings":
    'Deciding exactly when and where you will exercise makes people noticeably more likely to follow through.',
  'Count your daily steps for a week, then aim for 2,000 more':
    'In studies, people given a step counter and a daily goal walked about 2,000 more steps a day.',
  'Stand up and move for a few minutes every hour you sit':
    'Breaking up long spells of sitting improves blood sugar and blood pressure compared with sitting without breaks.',
  'Walk or cycle one trip you would usually drive':
    'Active travel fits exercise into time you already spend, and cycling or walking to work is linked to a lower risk of heart disease.',
  'Book one session with a workout buddy':
    'Exercising with someone else helps people stick with it, partly because it is harder to skip when someone is waiting.',
  'Add a few short bursts of harder effort to one walk or ride':
    'Short bursts of harder effort build cardiovascular fitness, and higher fitness is strongly linked to a longer life.',
  'Take a 10-minute walk after dinner':
    'A short walk after eating lowers the rise in blood sugar that follows a meal.',
  'Set a 30-minute daily limit on your social apps':
    'In a University of Pennsylvania experiment, students who limited social media to about 30 minutes a day reported less loneliness and depression after three weeks.',
  'Delete social apps from your phone and use them only on a computer':
    'The extra steps add friction, which is often enough to break the automatic habit of checking.',
  'Turn off notifications from every social app':
    'In a two-week experiment, people reported being less inattentive in the week their phone alerts were switched off.',
  'Block social sites during work hours with a site blocker':
    'A blocker removes the split-second choice to open a feed, so you rely on a setting instead of willpower.',
  'Check social media only at two set times a day':
    'Set times turn constant checking into a few deliberate visits, so the feed stops breaking up your day.',
  'Take a one-week break from social media':
    'In a 2022 trial, adults who stopped using social media for a week reported better wellbeing and less anxiety than those who carried on.',
  'Unfollow or mute accounts that leave you feeling worse':
    "Comparing yourself with other people's highlights is linked to lower mood, and you decide what your feed shows.",
  'Replace your first scroll of the morning with a new routine':
    'Habits are set off by cues, so giving waking up a new routine is easier than simply resisting the old one.',
  'Agree with other parents to delay social media for your kids':
    'Jonathan Haidt argues that children find it easier to wait for social media when their friends wait too.',
  'Listen to an episode on how feeds are designed to hook you':
    'Knowing the design tricks, such as endless scroll and unpredictable rewards, makes them easier to spot in the moment.',
  'Charge your phone outside the bedroom overnight':
    'With the phone out of reach there is no late-night or first-thing scrolling, and evening screen light can push back your sleep.',
  'Check your weekly screen-time report and pick one app to cut':
    'Guesses about our own phone use are often far off, so the real figures show where your time actually goes.',
  'Make one meal a day screen-free for the whole household':
    'Screen-free times of day give you the natural stopping points that apps and feeds are designed to lack.',
  'Switch your phone to greyscale for a week':
    'In a small study, people who set their phones to greyscale cut their daily screen time by about 40 minutes.',
  'Turn off autoplay on streaming and video apps':
    'Autoplay removes the natural pause at the end of an episode, so turning it off gives you a moment to decide.',
  'Move tempting apps off your home screen into a folder':
    'A few extra taps interrupt the automatic reach, which is often enough to make you stop and choose.',
  'Use a focus timer app to keep your phone down while you work':
    'Committing to a set time away from the phone, with something visible to lose, makes the break easier to keep.',
  'Leave your phone in your pocket while you wait in line':
    'Studies suggest that letting your mind wander when bored helps creative thinking, and a phone fills that gap instantly.',
  'Swap one evening of streaming for an offline hobby':
    'Planning a specific replacement is easier than simply cutting back, and long hours of TV are linked to poorer health.',
  'Set up an automatic transfer to savings on payday':
    'The money moves before you can spend it, so saving no longer depends on willpower each month.',
  'Open a separate savings account for emergencies':
    'A cushion kept apart from everyday money is less tempting to spend, and even a small one stops a surprise bill becoming debt.',
  'Commit now to saving part of your next pay rise':
    "Workers who signed up to Save More Tomorrow, the plan in Shlomo Benartzi's talk, raised their saving rates sharply because their take-home pay never fell.",
  'List your debts and pay extra on the highest interest rate first':
    'Paying off the most expensive debt first costs the least interest overall.',
  "Plan next month's spending before it starts, category by category":
    'Giving every pound or dollar a job in advance means spending choices are made calmly, not at the till.',
  'Check your pension contributions and any employer match':
    'An employer match is extra pay you only get if you contribute, so missing it leaves money on the table.',
  'Write down every purchase for one week':
    'Tracking spending shows where the money actually goes, which is often not where we think.',
  'Cancel one subscription you have not used this month':
    'Recurring charges are easy to forget, and cutting an unused one is a saving that repeats every month.',
  'Wait 48 hours before any non-essential purchase over a set amount':
    'A cooling-off pause lets the impulse fade, so you buy only what you still want after thinking it over.',
  'Pick what you love spending on, and cut hard on what you do not':
    "Cutting back on things you care little about, while keeping what you value, is the idea behind Ramit Sethi's conscious spending plan.",
  'Set a finish time for work and close your laptop at it':
    'A clear end to the workday protects your recovery time, and people who switch off from work in the evening report less exhaustion.',
  'Turn off work email and chat notifications after hours':
    'After-hours messages keep your mind on the job, and studies link expectations to answer them to strain for workers and their partners.',
  'Block one evening a week for something that is not work':
    'Plans with a set time are more likely to happen, and regular time on things you enjoy helps you recover from work.',
  'Keep a time diary for one week, at work and at home':
    "Laura Vanderkam's time diaries show that a week often has more room than it feels once you see where the hours really go.",
  'End each workday by writing down where you left off':
    'Experiments show that making a plan for unfinished tasks stops them intruding on your thoughts afterwards.',
  'Take a real lunch break away from your desk':
    'Breaks during the workday, especially ones spent on something you choose, reduce fatigue by the end of the day.',
  'Protect two hours of focus time with notifications off':
    'Switching between tasks and messages costs time and attention, so a protected block gets more done in fewer hours.',
  'Say no to, or hand off, one low-value meeting or task':
    'Every yes spends time you cannot use elsewhere, so declining low-value work is the most direct way to free up hours.',
  'Book a day of leave this month and plan something you enjoy':
    'Time off helps you recover from work strain, although studies find the lift fades within weeks, so regular breaks work best.',
  'Spend 10 minutes a day of one-to-one play led by your child':
    'Short daily child-led play, a core part of proven parenting programmes, strengthens your bond and improves behaviour.',
  "Name your child's feelings out loud when they are upset":
    "Putting a feeling into words dampens the brain's alarm response, the idea behind Daniel Siegel's 'name it to tame it'.",
  'Praise the specific behaviour you want to see more of':
    'Paediatricians advise noticing and naming good behaviour, which works better than only reacting to misbehaviour.',
  'Pause and take a breath before you respond to a tantrum':
    'Children borrow calm from the adults around them, so staying steady yourself keeps a meltdown from escalating.',
  'Set one clear, calm consequence and follow through every time':
    'Consistent, predictable limits teach children more than harsh words or spanking, which paediatricians advise against.',
  'Give your child one regular chore this week':
    'Julie Lythcott-Haims argues that chores build the skills and sense of contributing that children need to thrive on their own.',
  'Let your child solve one problem you would normally fix for them':
    'Doing too much for children can leave them less confident and capable, the case Julie Lythcott-Haims makes against over-parenting.',
  'Read aloud together for 15 minutes at bedtime':
    'Reading aloud builds language skills, which is why paediatricians recommend it from infancy.',
  'Turn a daily routine, like bath time, into back-and-forth chat':
    "Back-and-forth talk in everyday moments helps build young children's brains, the science behind Vroom's free tips.",
  'Eat dinner together as a family on three nights this week':
    'Regular family meals are linked with healthier diets and better wellbeing in children and teenagers.',
  "Notice and respond to your partner's small bids for attention":
    "In John Gottman's research, couples who stayed together turned toward each other's bids far more often than couples who later split up.",
  'Message one friend you have not spoken to in months':
    'A 2022 study found that people underestimate how much others appreciate hearing from them out of the blue.',
  'Write and deliver a thank-you letter to someone who helped you':
    'In a well-known study, delivering a gratitude letter gave people a lift in happiness that lasted about a month.',
  'Set up a regular call with a parent, sibling or grandparent':
    'The Harvard Study of Adult Development found that people most satisfied in their relationships at 50 were the healthiest at 80.',
  'Repeat back what you heard before giving your side':
    'Reflecting back helps the other person feel understood, which takes the heat out of a disagreement.',
  "Start a hard conversation gently: 'I feel', not 'you always'":
    'Gottman found that the way a difficult conversation starts largely predicts how it ends, and a gentle start avoids the criticism that fuels conflict.',
  'Put your phone away when you talk with people you love':
    'Experiments suggest that even a phone lying on the table can make a conversation feel less close.',
  'Try something new and a little exciting with your partner':
    'In experiments with couples, doing new and challenging activities together raised their satisfaction with the relationship.',
  'Join a weekly club or class to meet people who share an interest':
    'Friendships grow from repeated, regular contact, so a weekly group gives new connections room to form.',
  'Try the 36 questions for closeness with a partner or friend':
    "In Arthur Aron's study, pairs of strangers who took turns asking these gradually more personal questions felt much closer afterwards.",
};
