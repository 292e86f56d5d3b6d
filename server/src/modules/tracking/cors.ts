import type { FastifyReply } from 'fastify';

/**
 * Tracking endpoints are called from customers' pages on any origin, never with credentials, so a
 * wildcard is safe; our session cookie is never involved. Cross-Origin-Resource-Policy must allow embedding
 * the script and the pixel on other sites (helmet sets same-origin for everything else).
 */
export function allowAnyOrigin(reply: FastifyReply): FastifyReply {
  return reply
    .header('Access-Control-Allow-Origin', '*')
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .header('Timing-Allow-Origin', '*');
}
