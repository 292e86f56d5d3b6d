import { z } from 'zod';

/**
 * Default messages that name the field, so that every 400 tells the caller which input is wrong even when
 * a schema gives no message of its own (wrong type, missing field, too long). Schema-level messages, such as
 * the specification's form texts, take precedence over these.
 */
type Issue = Parameters<z.core.$ZodErrorMap>[0];

export function fieldName(path: readonly PropertyKey[] | undefined): string {
  return path && path.length > 0 ? path.map(String).join('.') : 'body';
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

export function fieldNamingMessage(issue: Issue): string | undefined {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${field} is required`;
      // z.number().int() expects an 'int': people call it a whole number.
      if (issue.expected === 'int') return `${field} must be a whole number`;
      return `${field} must be ${article(String(issue.expected))}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `${field} must have at most ${issue.maximum} items`;
      return issue.inclusive === false
        ? `${field} must be less than ${issue.maximum}`
        : `${field} must be at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string') return `${field} must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `${field} must have at least ${issue.minimum} items`;
      return issue.inclusive === false
        ? `${field} must be greater than ${issue.minimum}`
        : `${field} must be at least ${issue.minimum}`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return `${field} is invalid`;
  }
}

z.config({ customError: fieldNamingMessage });
