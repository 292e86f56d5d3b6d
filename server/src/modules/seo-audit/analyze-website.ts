import type { SeoAudit, User } from '@botlens/contracts';
import type { Database } from '../../db/client';
import { DomainError, ValidationError } from '../../lib/errors';
import type { SafeFetcher } from '../../lib/safe-fetch';
import type { AnonymousAnalysisLimiter, Release } from './analysis-allowance';
import { reserveMonthlyAnalysis } from './analysis-allowance';
import { buildAudit } from './build-audit';
import { fetchSiteDocuments, SiteUnreachableError } from './fetch-site-documents';
import { normalizeDomain } from './normalize-domain';
import { type AuditOwner, insertAudit } from './seo-audits.queries';

/** The site could not be read; 4xx because the address is the caller's, with the fetcher's reason. */
export class SiteAnalysisError extends DomainError {}

export type AnalyzeWebsiteDeps = {
  db: Database;
  fetchPage: SafeFetcher;
  anonymousLimiter: AnonymousAnalysisLimiter;
  gate: ConcurrencyGate;
};

/** At most `limit` analyses at once: each holds up to six outbound fetches for up to 15 s. */
export class ConcurrencyGate {
  private running = 0;
  constructor(private readonly limit: number) {}
  tryEnter(): boolean {
    if (this.running >= this.limit) return false;
    this.running++;
    return true;
  }
  leave(): void {
    this.running--;
  }
}

export class BusyError extends DomainError {
  constructor() {
    super('BotLens is analysing many websites right now; please try again in a minute.', 503);
  }
}
export type Analyst = { user: User } | { address: string; visitorHash: string };

/**
 * Part 2 §3: analyse a site and keep the result as an audit. The domain is checked before anything is
 * counted; an analysis is counted against the caller's allowance before the fetches start (so parallel
 * requests cannot overrun it) and given back when no audit comes of it: an invalid, refused or unreachable
 * site costs nothing.
 */
export async function analyzeWebsite(
  deps: AnalyzeWebsiteDeps,
  analyst: Analyst,
  input: { domain: string },
): Promise<SeoAudit> {
  const domain = normalizeDomain(input.domain);
  const release: Release =
    'user' in analyst
      ? await reserveMonthlyAnalysis(deps.db, analyst.user)
      : deps.anonymousLimiter.reserve(analyst.address);
  if (!deps.gate.tryEnter()) {
    await release();
    throw new BusyError();
  }
  try {
    const documents = await fetchSiteDocuments(deps.fetchPage, domain);
    const owner: AuditOwner =
      'user' in analyst ? { userId: analyst.user.id } : { visitorHash: analyst.visitorHash };
    return await insertAudit(deps.db, owner, buildAudit(domain, documents));
  } catch (error) {
    await release();
    if (error instanceof SiteUnreachableError) {
      const refused =
        error.reason === 'private-address' || error.reason === 'blocked' || error.reason === 'invalid-url';
      if (refused) throw new ValidationError(`Could not analyse ${domain}: ${error.message}`, 'domain');
      throw new SiteAnalysisError(`Could not analyse ${domain}: ${error.message}`, 422, 'domain');
    }
    throw error;
  } finally {
    deps.gate.leave();
  }
}
