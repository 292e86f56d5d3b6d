import type { FastifyReply } from 'fastify';

/**
 * Tracking endpoints are called from customers' pages on any origin, never with credentials, so a
 * wildcard is safe; our session cookie is never involved. Embedded resources (the script and the pixel)
 * also need Cross-Origin-Resource-Policy to allow other sites; nosniff because the answers are never pages.
 */
const EMBEDDED_RESOURCE_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'timing-allow-origin': '*',
  'x-content-type-options': 'nosniff',
};

/** What the answer to a beacon or fetch from another site needs, and nothing more (it is sent per hit). */
const BEACON_ANSWER_HEADERS = {
  'access-control-allow-origin': '*',
  'x-content-type-options': 'nosniff',
};

export function allowEmbedding(reply: FastifyReply): FastifyReply {
  return reply.headers(EMBEDDED_RESOURCE_HEADERS);
}

export function allowAnyOrigin(reply: FastifyReply): FastifyReply {
  return reply.headers(BEACON_ANSWER_HEADERS);
}
