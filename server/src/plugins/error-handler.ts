import type { ErrorBody } from '@botlens/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, PaymentRequiredError, RetryLaterError } from '../lib/errors';
import { isDatabaseBusy } from '../lib/pg-errors';

type ErrorReply = { statusCode: number; message: string; field?: string };

/** Fastify's own client errors, reworded for people. Anything else at 4xx keeps Fastify's message. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/** The content type the request declared, as far as a message may quote it. */
function declaredType(request: FastifyRequest): string {
  const type =
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  return type.slice(0, 100) || 'none';
}

function describe(error: FastifyError | DomainError | Error, request: FastifyRequest): ErrorReply {
  if (error instanceof DomainError) {
    return { statusCode: error.statusCode, message: error.message, field: error.field };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    return { statusCode: 400, message: first?.message ?? 'Invalid request', field };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  // Routes that take something else than JSON (a log upload) say so themselves.
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      statusCode: 415,
      message: `Unsupported content type ${declaredType(request)}; send application/json`,
    };
  }
  if (fastifyError.code && FASTIFY_CLIENT_ERRORS[fastifyError.code]) {
    return { statusCode: status, message: FASTIFY_CLIENT_ERRORS[fastifyError.code] as string };
  }
  if (error instanceof SyntaxError && status === 400) {
    return { statusCode: 400, message: 'Request body is not valid JSON' };
  }
  if (status >= 400 && status < 500) return { statusCode: status, message: error.message };
  return { statusCode: 500, message: 'Internal server error' };
}

/**
 * A database that did not answer in time (a locked table, every pooled connection taken): a 503 the caller
 * may retry, logged as a warning like the other refusals, instead of a 500 with a stack.
 */
const DATABASE_BUSY_RETRY_SECONDS = 5;

/** The one error handler: clear messages for 4xx, and nothing about SQL or stacks in a 5xx body. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = isDatabaseBusy(thrown)
      ? new RetryLaterError('The database is busy; retry shortly', 503, DATABASE_BUSY_RETRY_SECONDS)
      : thrown;
    const { statusCode, message, field } = describe(error, request);
    // reqId on every line: the ingest door logs through one shared logger, without a child per request.
    const reqId = request.id;
    const expected = error instanceof DomainError && statusCode >= 500;
    if (expected) {
      // A refusal the server chose (busy, restarting): a warning for the operator, not a fault with a stack.
      request.log.warn({ reqId, statusCode, message }, 'request refused');
    } else if (statusCode >= 500 || isResponseSerializationError(error)) {
      request.log.error({ reqId, err: error }, 'request failed');
    } else {
      // A refused request is the caller's mistake: a line for debugging, not for the operator.
      request.log.debug({ reqId, statusCode, message }, 'request rejected');
    }
    if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
    const body: ErrorBody = field ? { message, field } : { message };
    if (statusCode >= 500) body.requestId = reqId;
    if (error instanceof PaymentRequiredError) body.upgradeTo = error.upgradeTo;
    return reply.code(statusCode).send(body);
  });
});
