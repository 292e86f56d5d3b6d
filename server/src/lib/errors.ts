/**
 * Domain errors: verbs throw these, the one error handler maps them to HTTP. Their messages are written
 * for the person using the product and are sent as-is.
 */
export class DomainError extends Error {
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
