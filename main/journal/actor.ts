import { z } from 'zod';

/** Id of a store profile (main/credentials), never the profile's secret. */
export const profileId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'INVALID_FORMAT' });

/**
 * Who did something: the store profile in use and, where the terminal knows it, the person at
 * it. Either may be absent: no profile is active yet, or nobody is signed in (a till without
 * operators).
 */
export const actor = z.strictObject({
  profileId: profileId.optional(),
  operator: z.string().trim().min(1).max(80).optional(),
});
export type Actor = z.infer<typeof actor>;
