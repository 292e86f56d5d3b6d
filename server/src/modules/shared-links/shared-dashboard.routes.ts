import { errorBody, sharedDashboard, sharedSlugParam, unlockSharedLinkRequest } from '@botlens/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAnalyticsReads } from '../analytics/analytics-reads.routes';
import type { AuthRateLimit } from '../auth/auth-rate-limit';
import type { HashingGate } from '../auth/hashing-gate';
import type { WindowClock } from '../page-windows/window-clock';
import { describeSharedLink, openSharedLink, unlockSharedLinkVerb } from './open-shared-link';
import { UNLOCK_TTL_SECONDS } from './shared-link-token';

const UNLOCK_BODY_LIMIT = 4 * 1024;
/** The unlock cookie; over https `__Secure-` so that a plain-http answer cannot plant one. */
const UNLOCK_COOKIE = { https: '__Secure-botlens_share', http: 'botlens_share' } as const;
/** Without a caller, the reads default to the dashboard's default range, in UTC. */
const VISITOR_DEFAULTS = { timeZone: 'UTC', defaultRangeDays: 7 } as const;

function unlockCookie(request: FastifyRequest, slug: string) {
  const https = request.reachedOverHttps();
  return {
    name: https ? UNLOCK_COOKIE.https : UNLOCK_COOKIE.http,
    // Path-scoped: the browser sends it only to this link's own API calls, never to another link or route.
    options: { path: `/api/shared/${slug}`, httpOnly: true, sameSite: 'strict' as const, secure: https },
  };
}

function visitOf(request: FastifyRequest) {
  const { slug } = request.params as { slug: string };
  return { slug, unlockToken: request.cookies[unlockCookie(request, slug).name] };
}

/** A visitor's context: whoever is signed in in this browser, a shared read is made by nobody. */
function visitorCtx(request: FastifyRequest) {
  return { ...request.ctx, actor: null };
}

/**
 * The public side of shared links: what the page learns first, the password, and the dashboard's reads for
 * the link's website only (the same reads as the owner's, through registerAnalyticsReads). Nothing here
 * writes analytics or reaches any other website; no answer is cached or indexed.
 */
export const sharedDashboardRoutes: FastifyPluginAsyncZod<{
  windowClock: WindowClock;
  hashing: HashingGate;
  rateLimitOf: () => AuthRateLimit;
}> = async (app, { windowClock, hashing, rateLimitOf }) => {
  const unlockSharedLink = unlockSharedLinkVerb(hashing);
  // The sign-in's per-address limit, at the level in force (System Settings).
  const limited = {
    rateLimit: {
      max: async () => rateLimitOf().perAddress.max,
      timeWindow: rateLimitOf().perAddress.timeWindowMs,
    },
  };

  // This plugin is encapsulated, so the hook covers its routes only, errors included.
  app.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Robots-Tag', 'noindex, nofollow');
  });

  app.get(
    '/api/shared/:slug',
    {
      config: { access: 'public' },
      schema: { params: sharedSlugParam, response: { 200: sharedDashboard, '4xx': errorBody } },
    },
    async (request) => describeSharedLink({ ctx: visitorCtx(request), input: visitOf(request) }),
  );

  app.post(
    '/api/shared/:slug/unlock',
    {
      bodyLimit: UNLOCK_BODY_LIMIT,
      config: { access: 'public', ...limited },
      schema: {
        params: sharedSlugParam,
        body: unlockSharedLinkRequest,
        response: { 204: z.null(), '4xx': errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const token = await unlockSharedLink({
        ctx: visitorCtx(request),
        input: { slug, password: request.body.password },
      });
      if (token !== null) {
        const { name, options } = unlockCookie(request, slug);
        reply.setCookie(name, token, { ...options, maxAge: UNLOCK_TTL_SECONDS });
      }
      return reply.code(204).send(null);
    },
  );

  registerAnalyticsReads(app, {
    prefix: '/api/shared/:slug',
    params: sharedSlugParam,
    access: 'public',
    windowClock,
    reading: async (request) => {
      const ctx = visitorCtx(request);
      const website = await openSharedLink({ ctx, input: visitOf(request) });
      return { ctx, website, defaults: async () => VISITOR_DEFAULTS };
    },
  });
};
