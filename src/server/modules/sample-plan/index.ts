/** The sample-plan module's public face: a new person's example plan. */
export { samplePlanRepository } from './sample-plan.repository.ts';
export { samplePlanRoutes } from './sample-plan.routes.ts';
