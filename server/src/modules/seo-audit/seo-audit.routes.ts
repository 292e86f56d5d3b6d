import { createHash, randomBytes } from 'node:crypto';
import { analyzeWebsiteRequest, auditIdParam, errorBody, seoAudit, seoAuditList } from '@botlens/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnonymousAnalysisLimiter } from '../billing/anonymous-analysis-limiter';
import { analyzeWebsiteVerb, ConcurrencyGate } from './analyze-website';
import type { AuditBudget } from './build-audit-in-thread';
import { listAudits, readAudit, readAuditPdf } from './read-audits';

/** Outbound fetches go through request.ctx.fetchPage (the app's one SSRF-guarded fetcher). */
export type SeoAuditDeps = { auditBudget?: AuditBudget };

/** The anonymous browser's own key to its audits (part 2 §7: "those made in the same browser session"). */
const VISITOR_COOKIE = 'botlens_visitor';
const VISITOR_COOKIE_DAYS = 30;
// Each analysis holds up to six outbound fetches for up to 30 s in all; more at once would starve the server.
const MAX_CONCURRENT_ANALYSES = 4;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const visitorToken = (request: FastifyRequest) => {
  const token = request.cookies[VISITOR_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
};

export const seoAuditRoutes: FastifyPluginAsyncZod<SeoAuditDeps> = async (app, { auditBudget }) => {
  const analyzeWebsite = analyzeWebsiteVerb({
    anonymousLimiter: new AnonymousAnalysisLimiter(),
    gate: new ConcurrencyGate(MAX_CONCURRENT_ANALYSES),
    auditBudget,
  });

  /** The visitor cookie of an anonymous caller, set now if it has none. */
  function visitorOf(request: FastifyRequest, reply: FastifyReply): string {
    const existing = visitorToken(request);
    if (existing) return existing;
    const token = randomBytes(32).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.reachedOverHttps(),
      maxAge: VISITOR_COOKIE_DAYS * 86_400,
    });
    return token;
  }

  app.post(
    '/api/analyze-website',
    {
      bodyLimit: 16 * 1024,
      config: { access: 'public' },
      schema: { body: analyzeWebsiteRequest, response: { 200: seoAudit, '4xx': errorBody, 503: errorBody } },
    },
    async (request, reply) => {
      const visitor = request.user
        ? undefined
        : { address: request.ip, visitorHash: hashOf(visitorOf(request, reply)) };
      return analyzeWebsite({ ctx: request.ctx, input: { ...request.body, visitor } });
    },
  );

  app.get(
    '/api/seo-audits',
    { config: { access: 'public' }, schema: { response: { 200: seoAuditList, '4xx': errorBody } } },
    async (request) => {
      const token = visitorToken(request);
      return listAudits({ ctx: request.ctx, input: { visitorHash: token ? hashOf(token) : null } });
    },
  );

  app.get(
    '/api/audit/:auditId',
    {
      config: { access: 'public' },
      schema: { params: auditIdParam, response: { 200: seoAudit, '4xx': errorBody } },
    },
    async (request) => readAudit({ ctx: request.ctx, input: request.params }),
  );

  app.get(
    '/api/audit/:auditId/download',
    {
      config: { access: 'public' },
      schema: { params: auditIdParam, response: { 200: z.any(), '4xx': errorBody } },
    },
    async (request, reply) => {
      const { fileName, pdf } = await readAuditPdf({ ctx: request.ctx, input: request.params });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, max-age=3600')
        .send(pdf);
    },
  );
};
