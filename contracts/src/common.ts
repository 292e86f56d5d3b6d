import { z } from 'zod';
import { fieldName } from './zod-messages';

/** Every error answer of the API has this body. `field` names the input at fault when there is one. */
export const errorBody = z.object({
  message: z.string(),
  field: z.string().optional(),
  /** On a 5xx: the id the server's log lines of this request carry, for a report to the operator. */
  requestId: z.string().optional(),
  /**
   * On a 402: the tier of the cheapest plan that allows what was refused; the screen links to the pricing
   * page (PRICING_PATH) beside the message.
   */
  upgradeTo: z.enum(['free', 'pro', 'enterprise']).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

// Ids are PostgreSQL integers: a larger number can name no row, and would make the query itself fail.
export const MAX_ID = 2_147_483_647;

/**
 * A whole number as a path or query string carries it: decimal digits only, so '0x1', '1e0' and '1.5' are
 * refused rather than read as some other number. Bounds are checked on the number, so 0 and 10^20 get
 * messages with the real limits.
 */
export function wholeNumberParam(min: number, max: number) {
  const notWhole = (issue: { path?: readonly PropertyKey[] }) =>
    `${fieldName(issue.path)} must be a whole number`;
  // Given twice (?limit=1&limit=2), a parameter arrives as a list: not a whole number either.
  return z
    .string({ error: notWhole })
    .regex(/^-?\d{1,20}$/, { error: notWhole })
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

export const idParam = z.object({
  id: wholeNumberParam(1, MAX_ID),
});
