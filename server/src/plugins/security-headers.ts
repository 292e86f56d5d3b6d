import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for every answer, computed once at start and set with one call per request (a
 * per-request header builder cost more than the tracking route's own work). The CSP allows only our own
 * scripts and Stripe.js (the payment view: its script, the Payment Element's frames and its API, as
 * Stripe's CSP guide lists them); inline styles stay allowed because Radix positions popovers with style
 * attributes.
 */
function buildHeaders(https: boolean): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com",
    'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export const securityHeaders = fp(async (app: FastifyInstance, options: { https: boolean }) => {
  const headers = buildHeaders(options.https);
  app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  });
});
