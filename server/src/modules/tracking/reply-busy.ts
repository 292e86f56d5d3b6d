import type { FastifyReply } from 'fastify';

/** How long a sender is asked to wait before it sends again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Backpressure, the same on every ingest door: hits BotLens cannot take are refused with 503 and a
 * Retry-After, never answered as if kept. Answered here rather than thrown as a RetryLaterError: the ingest
 * doors are the hot path, and a refusal under load must cost less than the error handler's way.
 */
export function replyBusy<Reply extends FastifyReply>(
  reply: Reply,
  message = 'BotLens is busy; retry shortly',
) {
  return reply
    .code(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .send({ message, requestId: reply.request.id });
}
