/**
 * Scheduling vocabulary shared by client and server: a tactic may have a due date or a repeat
 * (daily, or weekly on chosen days). Dates are the user's local calendar dates, chosen by the
 * client (docs/decisions/013-scheduling.md). The rules built on these types live beside them.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type Repeat = { frequency: 'daily' } | { frequency: 'weekly'; days: Weekday[] };

/** A local calendar date written "YYYY-MM-DD". */
export type LocalDate = string;
