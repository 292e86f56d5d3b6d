import { z } from 'zod';

/** ok: answering and storing; degraded (503): answering, but the database does not take writes. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  /** Why it is degraded, and since when, in the database's own words. */
  reason: z.string().optional(),
  requestId: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
