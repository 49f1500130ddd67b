/** The calendar module's public face: the private feed and its link (docs/decisions/014-calendar-subscription.md). */
export { calendarRepository } from './calendar.repository.ts';
export { calendarFeedRoutes, calendarRoutes, FEED_PREFIX, FEED_ROUTE } from './calendar.routes.ts';
