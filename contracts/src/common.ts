import { z } from 'zod';

/** Every error answer of the API has this body. `field` names the input at fault when there is one. */
export const errorBody = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

// Ids are PostgreSQL integers: a larger number can name no row, and would make the query itself fail.
export const MAX_ID = 2_147_483_647;

export const idParam = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
});
