import {
  type AccessDecision,
  type LiveRobotsTxt,
  MAX_LLMS_TXT_CHARS,
  type ServedFilesCheck,
} from '@botlens/contracts';
import { SafeFetchError, type SafeFetcher, type SafeFetchResult } from '../../lib/safe-fetch';
import { BOT_REGISTRY } from '../bots/bot-registry';
import type { UserCtx } from '../context';
import { isRealDocument } from '../seo-audit/fetch-site-documents';
import { ROBOTS_FETCH_BUDGET_MS } from '../seo-tools/fetch-robots-txt';
import { decideRobots, parseRobotsTxt } from '../seo-tools/robots-matcher';
import { validateLlmsTxt } from '../seo-tools/validate-llms-txt';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { lineDiff } from './line-diff';
import { refreshLiveRobotsTxt } from './live-robots-versions';
import { policyRobotsTxt } from './policy-robots-txt';
import { latestGeneratedLlmsTxt } from './robots-compliance.queries';

// Failures that plain http would meet just the same: no point trying it after https.
const FINAL_REASONS = new Set<SafeFetchError['reason']>(['dns', 'blocked', 'private-address', 'invalid-url']);

/**
 * The files the website serves against what its policy says they should be. robots.txt: the live file
 * (fetched now, and recorded as a version when it changed) diffed against the policy's file built on it, and
 * the registry bots (with robots.txt tokens) that the two treat differently on the root path. llms.txt: the
 * served file diffed against the last generated one, and checked by the llms.txt validator.
 */
export async function checkServedFiles({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number };
}): Promise<ServedFilesCheck> {
  const website = await findWebsiteForCaller(ctx, input.websiteId);
  const [live, llms, generatedLlms] = await Promise.all([
    refreshLiveRobotsTxt(ctx, website),
    fetchLiveLlmsTxt(ctx.fetchPage, website.domain),
    latestGeneratedLlmsTxt(ctx.db, website.id),
  ]);
  const policy = await policyRobotsTxt(ctx, website, live);
  const servedLlms = llms.document && isRealDocument(llms.document) ? llms.document.body : null;
  return {
    robotsTxt: {
      live,
      diff: live === null ? [] : lineDiff(live.robotsTxt, policy.robotsTxt),
      botsDiffering: live ? botsDiffering(live, policy.robotsTxt) : [],
    },
    llmsTxt: {
      reachable: llms.document !== null,
      served: servedLlms !== null,
      fetchedAt: llms.fetchedAt.toISOString(),
      diff: generatedLlms === null || llms.document === null ? [] : lineDiff(servedLlms ?? '', generatedLlms),
      validation: servedLlms === null ? null : validateLlmsTxt(servedLlms),
    },
  };
}

/**
 * The registry bots with robots.txt tokens whose access to `/` differs between the served file and the
 * policy's (RFC 9309 §2.3.1: a missing file allows everything, an unreachable one nothing).
 */
export function botsDiffering(
  live: LiveRobotsTxt,
  policyText: string,
): ServedFilesCheck['robotsTxt']['botsDiffering'] {
  const served = live.outcome === 'ok' ? parseRobotsTxt(live.robotsTxt) : null;
  const policy = parseRobotsTxt(policyText);
  const decisionOf = (allowed: boolean): AccessDecision => (allowed ? 'allow' : 'block');
  const differing: ServedFilesCheck['robotsTxt']['botsDiffering'] = [];
  for (const bot of BOT_REGISTRY) {
    const tokens = bot.robotsTokens ?? [];
    if (tokens.length === 0) continue;
    const servedAllows = served ? decideRobots(served, tokens, '/').allowed : live.outcome === 'missing';
    const policyAllows = decideRobots(policy, tokens, '/').allowed;
    if (servedAllows === policyAllows) continue;
    differing.push({
      name: bot.name,
      operator: bot.operator,
      purpose: bot.purpose,
      policy: decisionOf(policyAllows),
      served: decisionOf(servedAllows),
    });
  }
  return differing;
}

/**
 * /llms.txt from the website's host through the guarded fetcher, https first and http when https does not
 * work there, up to the validator's size limit (the rest cut off). `document` is null when neither answered.
 */
async function fetchLiveLlmsTxt(
  fetchPage: SafeFetcher,
  domain: string,
): Promise<{ document: SafeFetchResult | null; fetchedAt: Date }> {
  const fetchedAt = new Date();
  const budget = AbortSignal.timeout(ROBOTS_FETCH_BUDGET_MS);
  const options = {
    maxBytes: MAX_LLMS_TXT_CHARS,
    whenTooLarge: 'truncate' as const,
    accept: 'text/plain,text/markdown;q=0.9,*/*;q=0.5',
    signal: budget,
  };
  try {
    return { document: await fetchPage(`https://${domain}/llms.txt`, options), fetchedAt };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (FINAL_REASONS.has(error.reason) || budget.aborted) return { document: null, fetchedAt };
    try {
      return { document: await fetchPage(`http://${domain}/llms.txt`, options), fetchedAt };
    } catch (httpError) {
      if (!(httpError instanceof SafeFetchError)) throw httpError;
      return { document: null, fetchedAt };
    }
  }
}
