/** The signed-in person's profile, as one query (time-zone.ts reads it; locale.ts follows it). */
export const ME_KEY = ['/api/users/me'] as const;
