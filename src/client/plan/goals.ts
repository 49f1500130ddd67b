import type { CreateGoal, Goal } from '#shared/schemas';
import { apiRequest } from '../lib/api.ts';
import { useSaveRows, type Draft, type RowCalls } from './save-rows.ts';

export const SAVE_GOALS_FAILED = 'Failed to save goals. Please try again.';

export const createGoal = (body: CreateGoal) =>
  apiRequest<Goal>('POST', '/api/goals', body, 'Failed to create goal');

export const updateGoal = (id: string, body: CreateGoal) =>
  apiRequest<Goal>('PATCH', `/api/goals/${id}`, body, 'Failed to update goal');

/** Deletes the goal and its tactics. */
export const deleteGoal = (id: string) =>
  apiRequest<void>('DELETE', `/api/goals/${id}`, undefined, 'Failed to delete goal');

const goalCalls: RowCalls<Draft> = {
  create: (_draft, title) => createGoal({ title }),
  update: (id, title) => updateGoal(id, { title }),
  remove: deleteGoal,
};

export const useSaveGoals = () => useSaveRows(goalCalls);
