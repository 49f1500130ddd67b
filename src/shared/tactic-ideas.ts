/**
 * Tactic ideas: concrete things a person can try this week, ten categories' worth, written by us
 * (docs/product.md, Tactic ideas). Each suggests starting ratings and names the category's
 * resource that teaches it, if one does. Its words are in the message catalogues
 * (docs/decisions/291-momentum-in-your-language.md): the title in the `ideas` area and why it
 * helps, in one plain sentence that does not overstate the evidence, under the same name in the
 * `ideaReasons` area, which only Explore loads; the Brainstorm step shows titles and ratings only.
 *
 * Pure data with no images or client code, so Explore and the Brainstorm step can both import it
 * (features never import each other). Load it lazily, with import(), from the places that show
 * ideas, with the `ideas` area's words: the landing page must not pull it in.
 */
import type { CategoryId } from './categories.ts';
import type { MessageId } from './i18n/catalogue.ts';
import '#messages/ideas';

export const IDEA_TITLE_MAX_LENGTH = 80;

export interface TacticIdea {
  /**
   * The message id of what to do, at most IDEA_TITLE_MAX_LENGTH characters in every language; the
   * title as shown becomes the tactic's title. It names the idea, so it is never reused.
   */
  title: MessageId;
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
      title: 'ideas.sleepSameWakeTime',
      effort: 3,
      impact: 5,
      resourceId: 'sleep-is-your-superpower',
    },
    { title: 'ideas.sleepLastCoffeeTea', effort: 2, impact: 4, resourceId: 'why-do-we-sleep' },
    { title: 'ideas.sleepMorningDaylight', effort: 2, impact: 3, resourceId: 'huberman-lab' },
    {
      title: 'ideas.sleepKeepBedroomCool',
      effort: 2,
      impact: 3,
      resourceId: 'sleep-foundation-sleep-hygiene',
    },
    {
      title: 'ideas.sleepScreenFreeWindDown',
      effort: 3,
      impact: 3,
      resourceId: 'nhs-fall-asleep-faster',
    },
    { title: 'ideas.sleepGetUpIfAwake', effort: 3, impact: 4, resourceId: 'sleepio' },
    { title: 'ideas.sleepKeepSleepDiary', effort: 2, impact: 3, resourceId: 'cbt-i-coach' },
    { title: 'ideas.sleepToDoListBeforeBed', effort: 1, impact: 2 },
    { title: 'ideas.sleepSkipAlcoholHours', effort: 3, impact: 3 },
    { title: 'ideas.sleepKeepNapsUnder', effort: 1, impact: 2, resourceId: 'mayo-sleep-tips' },
  ],
  'healthy-eating': [
    {
      title: 'ideas.eatingAddPortionVegetables',
      effort: 2,
      impact: 4,
      resourceId: 'who-healthy-diet',
    },
    { title: 'ideas.eatingSwapSugaryDrinks', effort: 2, impact: 4, resourceId: 'who-healthy-diet' },
    {
      title: 'ideas.eatingCookDinnerHome',
      effort: 4,
      impact: 4,
      resourceId: 'teach-every-child-about-food',
    },
    { title: 'ideas.eatingPlanWeeksMeals', effort: 3, impact: 3, resourceId: 'myplate' },
    {
      title: 'ideas.eatingReplaceUltraProcessed',
      effort: 2,
      impact: 3,
      resourceId: 'marion-nestle',
    },
    {
      title: 'ideas.eatingSwitchWholegrainBread',
      effort: 2,
      impact: 3,
      resourceId: 'who-healthy-diet',
    },
    { title: 'ideas.eatingEatBeansLentils', effort: 2, impact: 3, resourceId: 'who-healthy-diet' },
    { title: 'ideas.eatingKeepFruitBowl', effort: 1, impact: 2 },
    { title: 'ideas.eatingEatMealDay', effort: 2, impact: 2 },
  ],
  'reduce-stress': [
    { title: 'ideas.stressSlowBreathing', effort: 1, impact: 3, resourceId: 'headspace' },
    { title: 'ideas.stressBriskWalk', effort: 2, impact: 4, resourceId: 'apa-handle-stressors' },
    { title: 'ideas.stressGuidedMeditation', effort: 2, impact: 3, resourceId: 'headspace' },
    {
      title: 'ideas.stressWhenStressBuilds',
      effort: 2,
      impact: 4,
      resourceId: 'make-stress-your-friend',
    },
    { title: 'ideas.stressWriteWorriesDown', effort: 2, impact: 3 },
    { title: 'ideas.stressNoticeAnxiousHabit', effort: 2, impact: 3, resourceId: 'judson-brewer' },
    {
      title: 'ideas.stressRacingHeartReady',
      effort: 1,
      impact: 3,
      resourceId: 'make-stress-your-friend',
    },
    { title: 'ideas.stressStepAwayDesk', effort: 1, impact: 2, resourceId: 'apa-handle-stressors' },
    { title: 'ideas.stressCutBackCaffeine', effort: 2, impact: 2 },
    {
      title: 'ideas.stressBookTalkDoctor',
      effort: 3,
      impact: 5,
      resourceId: 'apa-handle-stressors',
    },
  ],
  'be-active': [
    {
      title: 'ideas.activeBriskWalks',
      effort: 3,
      impact: 5,
      resourceId: 'twenty-three-and-a-half-hours',
    },
    { title: 'ideas.activeCouchTo5k', effort: 3, impact: 4, resourceId: 'couch-to-5k' },
    { title: 'ideas.activeStrengthSessions', effort: 3, impact: 4, resourceId: 'peter-attia' },
    { title: 'ideas.activePutWeeksWorkouts', effort: 1, impact: 3 },
    { title: 'ideas.activeCountDailySteps', effort: 1, impact: 3 },
    { title: 'ideas.activeStandMoveFew', effort: 1, impact: 2 },
    { title: 'ideas.activeWalkCycleTrip', effort: 2, impact: 3 },
    { title: 'ideas.activeWorkoutBuddy', effort: 2, impact: 3 },
    { title: 'ideas.activeShortBursts', effort: 3, impact: 3, resourceId: 'peter-attia' },
    { title: 'ideas.activeWalkAfterDinner', effort: 1, impact: 2 },
  ],
  'reduce-social-media': [
    { title: 'ideas.socialDailyLimit', effort: 2, impact: 4, resourceId: 'helpguide-social-media' },
    {
      title: 'ideas.socialDeleteSocialApps',
      effort: 3,
      impact: 5,
      resourceId: 'helpguide-social-media',
    },
    { title: 'ideas.socialTurnOffNotifications', effort: 1, impact: 3 },
    { title: 'ideas.socialBlockSocialSites', effort: 1, impact: 3, resourceId: 'freedom' },
    { title: 'ideas.socialCheckSocialMedia', effort: 2, impact: 3 },
    { title: 'ideas.socialTakeWeekBreak', effort: 4, impact: 4 },
    {
      title: 'ideas.socialUnfollowMuteAccounts',
      effort: 1,
      impact: 2,
      resourceId: 'helpguide-social-media',
    },
    { title: 'ideas.socialReplaceFirstScroll', effort: 2, impact: 3 },
    { title: 'ideas.socialAgreeOtherParents', effort: 3, impact: 4, resourceId: 'jonathan-haidt' },
    {
      title: 'ideas.socialHowFeedsHook',
      effort: 1,
      impact: 2,
      resourceId: 'your-undivided-attention',
    },
  ],
  'less-screentime': [
    {
      title: 'ideas.screensChargePhoneOutside',
      effort: 2,
      impact: 4,
      resourceId: 'blue-light-dark-side',
    },
    {
      title: 'ideas.screensCheckWeeklyScreen',
      effort: 1,
      impact: 3,
      resourceId: 'catherine-price',
    },
    {
      title: 'ideas.screensMakeMealDay',
      effort: 2,
      impact: 3,
      resourceId: 'screens-make-us-less-happy',
    },
    { title: 'ideas.screensSwitchPhoneGreyscale', effort: 1, impact: 3 },
    {
      title: 'ideas.screensTurnOffAutoplay',
      effort: 1,
      impact: 2,
      resourceId: 'screens-make-us-less-happy',
    },
    { title: 'ideas.screensMoveTemptingApps', effort: 1, impact: 2, resourceId: 'catherine-price' },
    { title: 'ideas.screensUseFocusTimer', effort: 1, impact: 2, resourceId: 'forest' },
    { title: 'ideas.screensLeavePhonePocket', effort: 2, impact: 2, resourceId: 'note-to-self' },
    { title: 'ideas.screensSwapEveningStreaming', effort: 3, impact: 3 },
  ],
  'better-savings': [
    { title: 'ideas.moneySetAutomaticTransfer', effort: 1, impact: 5, resourceId: 'ramit-sethi' },
    {
      title: 'ideas.moneyOpenSeparateSavings',
      effort: 2,
      impact: 4,
      resourceId: 'cfpb-emergency-fund',
    },
    {
      title: 'ideas.moneyCommitNowSaving',
      effort: 1,
      impact: 4,
      resourceId: 'saving-for-tomorrow-tomorrow',
    },
    { title: 'ideas.moneyListDebtsPay', effort: 2, impact: 4 },
    { title: 'ideas.moneyPlanNextMonths', effort: 3, impact: 4, resourceId: 'ynab' },
    {
      title: 'ideas.moneyCheckPensionContributions',
      effort: 2,
      impact: 4,
      resourceId: 'afford-anything',
    },
    { title: 'ideas.moneyWriteDownPurchase', effort: 2, impact: 3 },
    { title: 'ideas.moneyCancelSubscriptionUsed', effort: 1, impact: 2 },
    { title: 'ideas.moneyWait48Hours', effort: 2, impact: 3 },
    { title: 'ideas.moneyPickWhatLove', effort: 3, impact: 3, resourceId: 'ramit-sethi' },
  ],
  'work-life-balance': [
    {
      title: 'ideas.balanceSetFinishTime',
      effort: 3,
      impact: 5,
      resourceId: 'make-work-life-balance-work',
    },
    {
      title: 'ideas.balanceTurnOffWork',
      effort: 1,
      impact: 4,
      resourceId: 'mayo-work-life-balance',
    },
    { title: 'ideas.balanceBlockEveningWeek', effort: 2, impact: 4, resourceId: 'laura-vanderkam' },
    { title: 'ideas.balanceKeepTimeDiary', effort: 3, impact: 3, resourceId: 'laura-vanderkam' },
    { title: 'ideas.balanceEndWorkdayWriting', effort: 1, impact: 3 },
    { title: 'ideas.balanceTakeRealLunch', effort: 1, impact: 3 },
    { title: 'ideas.balanceProtectHoursFocus', effort: 2, impact: 3, resourceId: 'rescuetime' },
    { title: 'ideas.balanceSayHandOff', effort: 3, impact: 3 },
    { title: 'ideas.balanceBookDayLeave', effort: 2, impact: 3 },
  ],
  parenting: [
    { title: 'ideas.parentingChildLedPlay', effort: 2, impact: 5 },
    {
      title: 'ideas.parentingNameChildsFeelings',
      effort: 2,
      impact: 4,
      resourceId: 'daniel-siegel',
    },
    {
      title: 'ideas.parentingPraiseSpecificBehaviour',
      effort: 1,
      impact: 4,
      resourceId: 'aap-discipline',
    },
    { title: 'ideas.parentingPauseTakeBreath', effort: 3, impact: 4, resourceId: 'good-inside' },
    { title: 'ideas.parentingSetClearCalm', effort: 3, impact: 4, resourceId: 'aap-discipline' },
    {
      title: 'ideas.parentingGiveChildRegular',
      effort: 2,
      impact: 3,
      resourceId: 'raise-successful-kids',
    },
    {
      title: 'ideas.parentingLetChildSolve',
      effort: 2,
      impact: 3,
      resourceId: 'raise-successful-kids',
    },
    { title: 'ideas.parentingReadAloudTogether', effort: 2, impact: 4 },
    { title: 'ideas.parentingTurnDailyRoutine', effort: 1, impact: 3, resourceId: 'vroom' },
    { title: 'ideas.parentingEatDinnerTogether', effort: 3, impact: 3 },
  ],
  relationships: [
    { title: 'ideas.relationshipsRespondToBids', effort: 2, impact: 5, resourceId: 'john-gottman' },
    {
      title: 'ideas.relationshipsMessageFriendSpoken',
      effort: 1,
      impact: 3,
      resourceId: 'mayo-friendships',
    },
    {
      title: 'ideas.relationshipsWriteDeliverThank',
      effort: 2,
      impact: 4,
      resourceId: 'greater-good-in-action',
    },
    {
      title: 'ideas.relationshipsSetRegularCall',
      effort: 2,
      impact: 4,
      resourceId: 'what-makes-a-good-life',
    },
    {
      title: 'ideas.relationshipsRepeatBackWhat',
      effort: 2,
      impact: 4,
      resourceId: 'greater-good-in-action',
    },
    {
      title: 'ideas.relationshipsStartHardConversation',
      effort: 3,
      impact: 4,
      resourceId: 'john-gottman',
    },
    { title: 'ideas.relationshipsPutPhoneAway', effort: 1, impact: 3 },
    { title: 'ideas.relationshipsTrySomethingNew', effort: 2, impact: 3 },
    {
      title: 'ideas.relationshipsJoinWeeklyClub',
      effort: 3,
      impact: 4,
      resourceId: 'mayo-friendships',
    },
    {
      title: 'ideas.relationshipsTry36Questions',
      effort: 2,
      impact: 3,
      resourceId: 'greater-good-in-action',
    },
  ],
};

/**
 * Why a category's idea helps: the message of the same name in the `ideaReasons` area, apart from
 * the titles so that the Brainstorm step does not download them.
 */
export function ideaReason(idea: TacticIdea): MessageId {
  return idea.title.replace(/^ideas\./, 'ideaReasons.') as MessageId;
}

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

/** Each theme's label (a message id), shown as 'From <label>' under a goal's ideas. */
export const GOAL_THEME_LABELS: Record<GoalThemeId, MessageId> = {
  endurance: 'ideas.enduranceThemeLabel',
  weight: 'ideas.weightThemeLabel',
  strength: 'ideas.strengthThemeLabel',
  language: 'ideas.languageThemeLabel',
  instrument: 'ideas.instrumentThemeLabel',
  reading: 'ideas.readingThemeLabel',
  'quit-smoking': 'ideas.quitSmokingThemeLabel',
  alcohol: 'ideas.alcoholThemeLabel',
  'career-change': 'ideas.careerChangeThemeLabel',
  exam: 'ideas.examThemeLabel',
  declutter: 'ideas.declutterThemeLabel',
};
