import type { SeoAudit, User } from '@botlens/contracts';
import { LimitExceededError, RetryLaterError, UnprocessableError, ValidationError } from '../../lib/errors';
import type { AnonymousAnalysisLimiter } from '../billing/anonymous-analysis-limiter';
import { type Release, reserveMonthlyAnalysis } from '../billing/reserve-quota';
import type { Ctx } from '../context';
import { type AuditBudget, AuditBudgetError, buildAuditInThread } from './build-audit-in-thread';
import { fetchSiteDocuments, SiteUnreachableError } from './fetch-site-documents';
import { normalizeDomain } from './normalize-domain';
import { type AuditOwner, insertAudit } from './seo-audits.queries';

/** What keeps analyses from overrunning the server and the allowance; one of each per app. */
export type AnalysisGuards = {
  anonymousLimiter: AnonymousAnalysisLimiter;
  gate: ConcurrencyGate;
  /** What reading one site's documents may cost before the audit fails; the default suits real pages. */
  auditBudget?: AuditBudget;
};

/** A caller who is not signed in: their address, and the hash of their browser's visitor cookie. */
export type Visitor = { address: string; visitorHash: string };

/**
 * At most `limit` analyses at once, one per analyst and one per target site: each holds up to six outbound
 * fetches for up to 30 s in all, and failures cost nothing, so without the second rule one caller pointing
 * at a site that never answers could hold every slot, again and again, and keep everyone else out for free;
 * without the third, a few callers (addresses are cheap) could do the same with one slow site.
 */
export class ConcurrencyGate {
  private readonly running = new Set<string>();
  private readonly targets = new Set<string>();
  constructor(private readonly limit: number) {}
  /**
   * 'own': this analyst's earlier analysis is still running; 'target': one of this site is;
   * 'busy': every slot is taken.
   */
  tryEnter(analyst: string, target: string): 'entered' | 'own' | 'target' | 'busy' {
    if (this.running.has(analyst)) return 'own';
    if (this.targets.has(target)) return 'target';
    if (this.running.size >= this.limit) return 'busy';
    this.running.add(analyst);
    this.targets.add(target);
    return 'entered';
  }
  leave(analyst: string, target: string): void {
    this.running.delete(analyst);
    this.targets.delete(target);
  }
}

// An analysis holds its slot for 30 s at most (fetch-site-documents.ts), so one is free again by then.
const ANALYSIS_RETRY_SECONDS = 30;

/** Why an analysis could not enter the gate, as the caller is told. */
function gateRefusal(entry: 'own' | 'target' | 'busy', domain: string) {
  if (entry === 'own') {
    return new LimitExceededError(
      'Your previous analysis is still running; start the next one when it has finished.',
    );
  }
  if (entry === 'target') {
    return new RetryLaterError(
      `An analysis of ${domain} is already running; try again when it has finished.`,
      429,
      ANALYSIS_RETRY_SECONDS,
    );
  }
  return new RetryLaterError(
    'BotLens is analysing many websites right now; please try again in a minute.',
    503,
    ANALYSIS_RETRY_SECONDS,
  );
}

type Analyst = { user: User } | Visitor;

/**
 * Part 2 §3: analyse a site and keep the result as an audit. The domain is checked before anything is
 * counted; an analysis is counted against the caller's allowance before the fetches start (so parallel
 * requests cannot overrun it) and given back when no audit comes of it: an invalid, refused or unreachable
 * site costs nothing. The analyst is the signed-in caller, or else `input.visitor`.
 *
 * The verb is made once per app from its guards (the process-wide concurrency gate, anonymous limiter and
 * audit budget), so that it is called like every other verb, `analyze({ ctx, input })`.
 */
export function analyzeWebsiteVerb(guards: AnalysisGuards) {
  return ({ ctx, input }: { ctx: Ctx; input: { domain: string; visitor?: Visitor } }) =>
    analyzeWebsite(guards, ctx, input);
}

async function analyzeWebsite(
  guards: AnalysisGuards,
  ctx: Ctx,
  input: { domain: string; visitor?: Visitor },
): Promise<SeoAudit> {
  const analyst: Analyst | undefined = ctx.actor ? { user: ctx.actor } : input.visitor;
  if (!analyst) throw new Error('An anonymous analysis needs the visitor');
  const domain = normalizeDomain(input.domain);
  const release: Release =
    'user' in analyst
      ? await reserveMonthlyAnalysis({ ctx, input: { user: analyst.user } })
      : guards.anonymousLimiter.reserve(analyst.address);
  // One key per person: an account, or for anonymous callers their address (a cookie is theirs to drop).
  const analystKey = 'user' in analyst ? `user:${analyst.user.id}` : `address:${analyst.address}`;
  // The target is the domain as normalised: "HTTP://Example.com/page" and "example.com" are one site.
  const entry = guards.gate.tryEnter(analystKey, domain);
  if (entry !== 'entered') {
    await release();
    throw gateRefusal(entry, domain);
  }
  try {
    const documents = await fetchSiteDocuments(ctx.fetchPage, domain);
    const owner: AuditOwner =
      'user' in analyst ? { userId: analyst.user.id } : { visitorHash: analyst.visitorHash };
    const audit = await buildAuditInThread(domain, documents, guards.auditBudget);
    return await insertAudit(ctx.db, owner, audit);
  } catch (error) {
    await release();
    if (error instanceof SiteUnreachableError) {
      const refused =
        error.reason === 'private-address' || error.reason === 'blocked' || error.reason === 'invalid-url';
      if (refused) throw new ValidationError(`Could not analyse ${domain}: ${error.message}`, 'domain');
      // 4xx because the address is the caller's, with the fetcher's reason.
      throw new UnprocessableError(`Could not analyse ${domain}: ${error.message}`, 'domain');
    }
    if (error instanceof AuditBudgetError) {
      throw new UnprocessableError(`Could not analyse ${domain}: ${error.message}`, 'domain');
    }
    throw error;
  } finally {
    guards.gate.leave(analystKey, domain);
  }
}
