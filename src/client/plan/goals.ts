import type { LocalDate } from '#shared/schedule';
import type { CreateGoal, Goal, GoalWithTactics, UpdateGoal } from '#shared/schemas';
import { apiRequest } from '../lib/api.ts';
import { t } from '../lib/i18n.tsx';
import type { Words } from './error-message.ts';
import { useSaveRows, type Draft, type RowCalls } from './save-rows.ts';
import 'virtual:messages/toasts';

export const SAVE_GOALS_FAILED: Words = () => t('toasts.saveGoalsFailed');

export const createGoal = (body: CreateGoal) =>
  apiRequest<Goal>('POST', '/api/goals', body, t('toasts.createGoalFailed'));

export const updateGoal = (id: string, body: UpdateGoal) =>
  apiRequest<Goal>('PATCH', `/api/goals/${id}`, body, t('toasts.updateGoalFailed'));

/** Deletes the goal and its tactics. */
export const deleteGoal = (id: string) =>
  apiRequest<void>('DELETE', `/api/goals/${id}`, undefined, t('toasts.deleteGoalFailed'));

/** Step 1's rows; new goals go into this outcome (none yet: the server makes the first one). */
const goalCalls = (outcomeId: string | undefined): RowCalls<Draft> => ({
  create: (_draft, title, position) =>
    createGoal({ title, position, ...(outcomeId !== undefined && { outcomeId }) }),
  update: (id, title) => updateGoal(id, { title }),
  remove: deleteGoal,
});

export const useSaveGoals = (outcomeId: string | undefined) => useSaveRows(goalCalls(outcomeId));

/** The goal's target date, which pace needs (docs/product.md, "Measures and pace"). */
export const targetDateOf = (goal: GoalWithTactics): LocalDate | null => goal.targetDate;
