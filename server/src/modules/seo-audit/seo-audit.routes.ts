import { createHash, randomBytes } from 'node:crypto';
import { analyzeWebsiteRequest, auditIdParam, errorBody, seoAudit, seoAuditList } from '@botlens/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { AnonymousAnalysisLimiter } from '../billing/anonymous-analysis-limiter';
import type { Ctx } from '../context';
import { type Analyst, analyzeWebsite, ConcurrencyGate } from './analyze-website';
import { renderAuditPdf } from './audit-pdf';
import type { AuditBudget } from './build-audit-in-thread';
import { type AuditOwner, findAudit, listAudits } from './seo-audits.queries';

export type SeoAuditDeps = { ctx: Ctx; fetchPage: SafeFetcher; auditBudget?: AuditBudget };

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

export const seoAuditRoutes: FastifyPluginAsyncZod<SeoAuditDeps> = async (
  app,
  { ctx, fetchPage, auditBudget },
) => {
  const anonymousLimiter = new AnonymousAnalysisLimiter();
  const gate = new ConcurrencyGate(MAX_CONCURRENT_ANALYSES);

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
      const analyst: Analyst = request.user
        ? { user: request.user }
        : { address: request.ip, visitorHash: hashOf(visitorOf(request, reply)) };
      return analyzeWebsite(
        { db: ctx.db, fetchPage, anonymousLimiter, gate, auditBudget },
        analyst,
        request.body,
      );
    },
  );

  app.get(
    '/api/seo-audits',
    { config: { access: 'public' }, schema: { response: { 200: seoAuditList, '4xx': errorBody } } },
    async (request) => {
      const token = visitorToken(request);
      const owner: AuditOwner | null = request.user
        ? { userId: request.user.id }
        : token
          ? { visitorHash: hashOf(token) }
          : null;
      return owner ? listAudits(ctx.db, owner) : [];
    },
  );

  // Anyone holding an audit's id may read it: the id is the unguessable link Share Report hands out.
  app.get(
    '/api/audit/:auditId',
    {
      config: { access: 'public' },
      schema: { params: auditIdParam, response: { 200: seoAudit, '4xx': errorBody } },
    },
    async (request) => {
      const audit = await findAudit(ctx.db, request.params.auditId);
      if (!audit) throw new NotFoundError('Audit not found');
      return audit;
    },
  );

  app.get(
    '/api/audit/:auditId/download',
    {
      config: { access: 'public' },
      schema: { params: auditIdParam, response: { 200: z.any(), '4xx': errorBody } },
    },
    async (request, reply) => {
      const audit = await findAudit(ctx.db, request.params.auditId);
      if (!audit) throw new NotFoundError('Audit not found');
      const name = `botlens-audit-${audit.domain.replace(/[^a-z0-9.-]/gi, '-')}-${audit.createdAt.slice(0, 10)}.pdf`;
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, max-age=3600')
        .send(await renderAuditPdf(audit));
    },
  );
};
