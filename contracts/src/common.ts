import { z } from 'zod';

/** Every error answer of the API has this body. `field` names the input at fault when there is one. */
export const errorBody = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.object({
  id: z.coerce.number().int().positive(),
});
