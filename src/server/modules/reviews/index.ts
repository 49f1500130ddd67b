/** The reviews module's public face: the weekly review (docs/decisions/101-reviews-keep-their-figures.md). */
export { reviewsRepository } from './reviews.repository.ts';
export { reviewsRoutes } from './reviews.routes.ts';
