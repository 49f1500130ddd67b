/**
 * The plan module's public face: outcomes, goals, tactics, measures and check-ins. Other modules
 * read plan rows through the helpers below, never through the plan's files directly.
 */
export { goalsRepository } from './goals.repository.ts';
export { goalsRoutes } from './goals.routes.ts';
export { measurementsRepository, recentMeasurements } from './measurements.repository.ts';
export { measurementsRoutes } from './measurements.routes.ts';
export { outcomesRepository } from './outcomes.repository.ts';
export { outcomesRoutes } from './outcomes.routes.ts';
export { refused } from './refusals.ts';
export { listOrder, outcomeTally } from './rows.ts';
export { recentCheckIns, tacticsRepository } from './tactics.repository.ts';
export { tacticsRoutes } from './tactics.routes.ts';
