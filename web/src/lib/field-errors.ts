import type { z } from 'zod';

/**
 * A form's values checked by its contract schema, the same the server applies: one message per field (the
 * first of its refusals, by the top-level name), empty when the server would take them. A form shows these
 * beside its fields before sending, so the browser and the server never disagree on a rule.
 */
export function fieldErrorsOf<Field extends string>(
  schema: z.ZodType,
  values: unknown,
): Partial<Record<Field, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
