/**
 * Stored times in the API's shape: an ISO 8601 string in UTC. PGlite and node-postgres hand a
 * timestamp back as a Date or a string depending on the query, so every mapping goes through here.
 */
export const iso = (value: Date | string): string => new Date(value).toISOString();

/** The same for a time that may be unset (a tactic not done, a link never made). */
export const isoOrNull = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : iso(value);
