import { DEFAULT_ROBOTS_POLICY, type RobotsTxtRequest, type RobotsTxtResult } from '@botlens/contracts';
import { SafeFetchError } from '../../lib/safe-fetch';
import { hasGrant } from '../billing/plan-limits';
import type { UserCtx } from '../context';
import { type LiveRobots, readLiveRobots } from '../robots-policy/live-robots';
import { buildPolicyRobots } from '../robots-policy/policy-robots';
import { isRealDocument } from '../seo-audit/fetch-site-documents';
import { normalizeDomain } from '../seo-audit/normalize-domain';
import { fetchRobotsTxt } from '../seo-tools/fetch-robots-txt';

/**
 * Part 2 §7 `POST /api/chatgpt/robots-txt`: a robots.txt for the domain from the default AI crawler policy
 * (search, assistants and previews in, training out), merged with the site's live robots.txt when it can
 * be read through the guarded fetcher.
 */
export async function generateSiteRobotsTxt({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: RobotsTxtRequest;
}): Promise<RobotsTxtResult> {
  const domain = normalizeDomain(input.domain);
  const { live, note } = await readLive(ctx, domain);
  const {
    blockedWords: _blockedWords,
    serverRules,
    ...result
  } = buildPolicyRobots({
    policy: DEFAULT_ROBOTS_POLICY,
    live: live.rules,
    liveNote: note,
  });
  // Enforcement rules are part of the plan that grants custom robots.txt; every plan keeps the file.
  const enforcement = await hasGrant(ctx, ctx.actor, 'customRobotsTxt');
  return {
    ...result,
    serverRules: enforcement ? serverRules : null,
    live: { url: live.url, status: live.status, note },
  };
}

type Live = { rules: LiveRobots | null; url: string; status: number | null };

async function readLive(ctx: UserCtx, domain: string): Promise<{ live: Live; note: string }> {
  const url = `https://${domain}/robots.txt`;
  try {
    const fetched = await fetchRobotsTxt(ctx.fetchPage, domain);
    const live = { rules: null, url: fetched.url, status: fetched.status };
    if (isRealDocument(fetched)) {
      const cut = fetched.truncated ? ' (read up to its first 500 KB)' : '';
      return {
        live: { ...live, rules: readLiveRobots(fetched.body) },
        note: `The live robots.txt${cut} is merged in: its rules for every crawler and its Sitemap lines are kept.`,
      };
    }
    return {
      live,
      note: `${fetched.url} answered HTTP ${fetched.status} with no robots.txt: the file is built from the policy alone.`,
    };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    return {
      live: { rules: null, url, status: null },
      note: `The live robots.txt could not be read (${error.message}): the file is built from the policy alone.`,
    };
  }
}
