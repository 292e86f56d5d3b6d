import type { SubscriptionTier } from '@botlens/contracts';

/**
 * Domain errors: verbs throw these, the one error handler maps them to HTTP. Their messages are written
 * for the person using the product and are sent as-is. Only the named kinds below are thrown: the status
 * belongs to the kind, so no route or verb picks one of its own.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, field?: string) {
    super(message, 400, field);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required') {
    super(message, 401);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have access to this resource') {
    super(message, 403);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, field?: string) {
    super(message, 409, field);
  }
}

/** The request body is larger than the route takes. */
export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(message, 413);
  }
}

/** The body is of a kind the route does not read (a form where a log file was expected). */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message: string) {
    super(message, 415);
  }
}

/** Well-formed, but what it names cannot be done: a site that cannot be read, an installation not found. */
export class UnprocessableError extends DomainError {
  constructor(message: string, field?: string) {
    super(message, 422, field);
  }
}

/**
 * The caller's plan does not include this: a 402 naming the plan that does, whose tier (`upgradeTo`) the
 * screens use to link to the pricing page. Never for an administrator.
 */
export class PaymentRequiredError extends DomainError {
  constructor(
    message: string,
    readonly upgradeTo: SubscriptionTier,
  ) {
    super(message, 402);
  }
}

export class LimitExceededError extends DomainError {
  constructor(message: string) {
    super(message, 429);
  }
}

/** Refused for now, not for good: the caller is told (as Retry-After) when to try again. */
export class RetryLaterError extends DomainError {
  constructor(
    message: string,
    statusCode: 429 | 503,
    readonly retryAfterSeconds: number,
  ) {
    super(message, statusCode);
  }
}

/** Something the server depends on is down; unlike RetryLaterError, nobody can say when it comes back. */
export class UnavailableError extends DomainError {
  constructor(message: string) {
    super(message, 503);
  }
}
