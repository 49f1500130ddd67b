/**
 * The goal themes' ideas (docs/product.md, Tactic ideas), written by us like the categories', their
 * words in the catalogues' `themeIdeas` area. A module of its own so that it loads only when a goal
 * names a theme, with that area: the Brainstorm step's matcher does not carry it.
 */
import type { MessageId } from './i18n/catalogue.ts';
import type { GoalThemeId, TacticIdea } from './tactic-ideas.ts';
import '#messages/themeIdeas';

/** A theme's idea, with why it helps in one plain sentence (a message id). */
export type ThemeIdea = TacticIdea & { why: MessageId };

/** Each theme's ideas; they link no resource (resources belong to the ten categories). */
export type ThemeIdeas = Record<GoalThemeId, readonly ThemeIdea[]>;

export const THEME_IDEAS: ThemeIdeas = {
  endurance: [
    {
      title: 'themeIdeas.endurancePickTrainingPlan',
      why: 'themeIdeas.endurancePickTrainingPlanWhy',
      effort: 2,
      impact: 5,
    },
    {
      title: 'themeIdeas.enduranceEasyPace',
      why: 'themeIdeas.enduranceEasyPaceWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.enduranceAddLongerRun',
      why: 'themeIdeas.enduranceAddLongerRunWhy',
      effort: 3,
      impact: 5,
    },
    {
      title: 'themeIdeas.endurancePractiseRaceDay',
      why: 'themeIdeas.endurancePractiseRaceDayWhy',
      effort: 1,
      impact: 3,
    },
    {
      title: 'themeIdeas.enduranceTakeFullRest',
      why: 'themeIdeas.enduranceTakeFullRestWhy',
      effort: 1,
      impact: 4,
    },
    {
      title: 'themeIdeas.enduranceEnterShorterRace',
      why: 'themeIdeas.enduranceEnterShorterRaceWhy',
      effort: 2,
      impact: 3,
    },
  ],
  weight: [
    {
      title: 'themeIdeas.weightWeighYourselfSame',
      why: 'themeIdeas.weightWeighYourselfSameWhy',
      effort: 1,
      impact: 4,
    },
    {
      title: 'themeIdeas.weightFillHalfPlate',
      why: 'themeIdeas.weightFillHalfPlateWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.weightIncludeProteinMeal',
      why: 'themeIdeas.weightIncludeProteinMealWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.weightSwapSugaryDrinks',
      why: 'themeIdeas.weightSwapSugaryDrinksWhy',
      effort: 1,
      impact: 4,
    },
    {
      title: 'themeIdeas.weightLogWhatEat',
      why: 'themeIdeas.weightLogWhatEatWhy',
      effort: 3,
      impact: 4,
    },
    {
      title: 'themeIdeas.weightSteadyLoss',
      why: 'themeIdeas.weightSteadyLossWhy',
      effort: 2,
      impact: 3,
    },
  ],
  strength: [
    {
      title: 'themeIdeas.strengthTrainTwiceWeekly',
      why: 'themeIdeas.strengthTrainTwiceWeeklyWhy',
      effort: 3,
      impact: 5,
    },
    {
      title: 'themeIdeas.strengthFollowSimpleProgramme',
      why: 'themeIdeas.strengthFollowSimpleProgrammeWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.strengthAddLittleWeight',
      why: 'themeIdeas.strengthAddLittleWeightWhy',
      effort: 2,
      impact: 5,
    },
    {
      title: 'themeIdeas.strengthLearnLiftLight',
      why: 'themeIdeas.strengthLearnLiftLightWhy',
      effort: 2,
      impact: 3,
    },
    {
      title: 'themeIdeas.strengthEatProteinRich',
      why: 'themeIdeas.strengthEatProteinRichWhy',
      effort: 1,
      impact: 3,
    },
    {
      title: 'themeIdeas.strengthPullUpsStart',
      why: 'themeIdeas.strengthPullUpsStartWhy',
      effort: 2,
      impact: 3,
    },
  ],
  language: [
    {
      title: 'themeIdeas.languageDailyPractice',
      why: 'themeIdeas.languageDailyPracticeWhy',
      effort: 2,
      impact: 5,
    },
    {
      title: 'themeIdeas.languageReviewNewWords',
      why: 'themeIdeas.languageReviewNewWordsWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.languageBookWeeklyConversation',
      why: 'themeIdeas.languageBookWeeklyConversationWhy',
      effort: 3,
      impact: 5,
    },
    {
      title: 'themeIdeas.languageListenPodcastShow',
      why: 'themeIdeas.languageListenPodcastShowWhy',
      effort: 1,
      impact: 3,
    },
    {
      title: 'themeIdeas.languageSwitchPhoneLanguage',
      why: 'themeIdeas.languageSwitchPhoneLanguageWhy',
      effort: 1,
      impact: 2,
    },
    {
      title: 'themeIdeas.languageWriteSentencesDay',
      why: 'themeIdeas.languageWriteSentencesDayWhy',
      effort: 2,
      impact: 3,
    },
  ],
  instrument: [
    {
      title: 'themeIdeas.instrumentDailyPractice',
      why: 'themeIdeas.instrumentDailyPracticeWhy',
      effort: 2,
      impact: 5,
    },
    {
      title: 'themeIdeas.instrumentLeaveInstrumentStand',
      why: 'themeIdeas.instrumentLeaveInstrumentStandWhy',
      effort: 1,
      impact: 4,
    },
    {
      title: 'themeIdeas.instrumentWorkShortPassage',
      why: 'themeIdeas.instrumentWorkShortPassageWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.instrumentLearnSongLove',
      why: 'themeIdeas.instrumentLearnSongLoveWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.instrumentTakeLessonWeeks',
      why: 'themeIdeas.instrumentTakeLessonWeeksWhy',
      effort: 3,
      impact: 4,
    },
    {
      title: 'themeIdeas.instrumentRecordYourselfOnce',
      why: 'themeIdeas.instrumentRecordYourselfOnceWhy',
      effort: 1,
      impact: 3,
    },
  ],
  reading: [
    {
      title: 'themeIdeas.readingTenPagesDaily',
      why: 'themeIdeas.readingTenPagesDailyWhy',
      effort: 1,
      impact: 5,
    },
    {
      title: 'themeIdeas.readingKeepBookBag',
      why: 'themeIdeas.readingKeepBookBagWhy',
      effort: 1,
      impact: 4,
    },
    {
      title: 'themeIdeas.readingGiveYourselfPermission',
      why: 'themeIdeas.readingGiveYourselfPermissionWhy',
      effort: 1,
      impact: 3,
    },
    {
      title: 'themeIdeas.readingBookInBed',
      why: 'themeIdeas.readingBookInBedWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.readingMakeShortList',
      why: 'themeIdeas.readingMakeShortListWhy',
      effort: 1,
      impact: 3,
    },
    {
      title: 'themeIdeas.readingTryAudiobooksWalks',
      why: 'themeIdeas.readingTryAudiobooksWalksWhy',
      effort: 1,
      impact: 3,
    },
  ],
  'quit-smoking': [
    {
      title: 'themeIdeas.quitSmokingSetQuitDate',
      why: 'themeIdeas.quitSmokingSetQuitDateWhy',
      effort: 2,
      impact: 5,
    },
    {
      title: 'themeIdeas.quitSmokingAskPharmacistDoctor',
      why: 'themeIdeas.quitSmokingAskPharmacistDoctorWhy',
      effort: 2,
      impact: 5,
    },
    {
      title: 'themeIdeas.quitSmokingContactLocalFree',
      why: 'themeIdeas.quitSmokingContactLocalFreeWhy',
      effort: 2,
      impact: 5,
    },
    {
      title: 'themeIdeas.quitSmokingWriteDownBiggest',
      why: 'themeIdeas.quitSmokingWriteDownBiggestWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.quitSmokingWhenCravingHits',
      why: 'themeIdeas.quitSmokingWhenCravingHitsWhy',
      effort: 1,
      impact: 3,
    },
    {
      title: 'themeIdeas.quitSmokingRemoveCigarettesLighters',
      why: 'themeIdeas.quitSmokingRemoveCigarettesLightersWhy',
      effort: 1,
      impact: 3,
    },
  ],
  alcohol: [
    {
      title: 'themeIdeas.alcoholChooseLeastAlcohol',
      why: 'themeIdeas.alcoholChooseLeastAlcoholWhy',
      effort: 2,
      impact: 5,
    },
    {
      title: 'themeIdeas.alcoholCountDrinksWeek',
      why: 'themeIdeas.alcoholCountDrinksWeekWhy',
      effort: 1,
      impact: 4,
    },
    {
      title: 'themeIdeas.alcoholKeepAlcoholFree',
      why: 'themeIdeas.alcoholKeepAlcoholFreeWhy',
      effort: 1,
      impact: 4,
    },
    {
      title: 'themeIdeas.alcoholAlternateAlcoholicDrink',
      why: 'themeIdeas.alcoholAlternateAlcoholicDrinkWhy',
      effort: 1,
      impact: 3,
    },
    {
      title: 'themeIdeas.alcoholDecideLimitGo',
      why: 'themeIdeas.alcoholDecideLimitGoWhy',
      effort: 2,
      impact: 3,
    },
    {
      title: 'themeIdeas.alcoholReplaceUsualDrinking',
      why: 'themeIdeas.alcoholReplaceUsualDrinkingWhy',
      effort: 3,
      impact: 4,
    },
  ],
  'career-change': [
    {
      title: 'themeIdeas.careerChangeCoffeePeopleWho',
      why: 'themeIdeas.careerChangeCoffeePeopleWhoWhy',
      effort: 3,
      impact: 5,
    },
    {
      title: 'themeIdeas.careerChangeListSkillsCarry',
      why: 'themeIdeas.careerChangeListSkillsCarryWhy',
      effort: 3,
      impact: 4,
    },
    {
      title: 'themeIdeas.careerChangeTrySmallProject',
      why: 'themeIdeas.careerChangeTrySmallProjectWhy',
      effort: 3,
      impact: 4,
    },
    {
      title: 'themeIdeas.careerChangeBlockHoursWeek',
      why: 'themeIdeas.careerChangeBlockHoursWeekWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.careerChangeUpdateLinkedinHeadline',
      why: 'themeIdeas.careerChangeUpdateLinkedinHeadlineWhy',
      effort: 1,
      impact: 3,
    },
    {
      title: 'themeIdeas.careerChangeTailorApplicationJob',
      why: 'themeIdeas.careerChangeTailorApplicationJobWhy',
      effort: 2,
      impact: 4,
    },
  ],
  exam: [
    {
      title: 'themeIdeas.examMakeRevisionTimetable',
      why: 'themeIdeas.examMakeRevisionTimetableWhy',
      effort: 2,
      impact: 5,
    },
    {
      title: 'themeIdeas.examTestYourselfPast',
      why: 'themeIdeas.examTestYourselfPastWhy',
      effort: 3,
      impact: 5,
    },
    {
      title: 'themeIdeas.examSpaceStudyRevisit',
      why: 'themeIdeas.examSpaceStudyRevisitWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.examFocusBlocks',
      why: 'themeIdeas.examFocusBlocksWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.examExplainTopicLoud',
      why: 'themeIdeas.examExplainTopicLoudWhy',
      effort: 2,
      impact: 3,
    },
    {
      title: 'themeIdeas.examKeepNormalSleep',
      why: 'themeIdeas.examKeepNormalSleepWhy',
      effort: 2,
      impact: 4,
    },
  ],
  declutter: [
    {
      title: 'themeIdeas.declutterSmallArea',
      why: 'themeIdeas.declutterSmallAreaWhy',
      effort: 1,
      impact: 4,
    },
    {
      title: 'themeIdeas.declutterKeepDonationBag',
      why: 'themeIdeas.declutterKeepDonationBagWhy',
      effort: 1,
      impact: 4,
    },
    {
      title: 'themeIdeas.declutterSortCategoryAll',
      why: 'themeIdeas.declutterSortCategoryAllWhy',
      effort: 3,
      impact: 4,
    },
    {
      title: 'themeIdeas.declutterUsedLastYear',
      why: 'themeIdeas.declutterUsedLastYearWhy',
      effort: 1,
      impact: 3,
    },
    {
      title: 'themeIdeas.declutterGiveEverythingKeep',
      why: 'themeIdeas.declutterGiveEverythingKeepWhy',
      effort: 2,
      impact: 4,
    },
    {
      title: 'themeIdeas.declutterEveningReset',
      why: 'themeIdeas.declutterEveningResetWhy',
      effort: 1,
      impact: 3,
    },
  ],
};
