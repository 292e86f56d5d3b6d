import type { LiveRobotsTxt, RobotsPolicy, RobotsPolicyOutputs } from '@botlens/contracts';
import type { WebsiteRow } from '../../db/schema';
import { hasGrant } from '../billing/plan-limits';
import type { UserCtx } from '../context';
import { cloudflareWorkerMiddleware, expressMiddleware } from '../websites/middleware-templates';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { requireCustomPolicyGrant } from './custom-policy-grant';
import { readLiveRobots } from './live-robots';
import { refreshLiveRobotsTxt, robotsTxtVersionAt } from './live-robots-versions';
import { buildPolicyRobots } from './policy-robots';
import { checkOverrides, policyOfVersion } from './policy-store';
import { alternationsOf } from './server-rules';

/**
 * GET /api/websites/:id/robots/outputs: what the policy in force (or a stored version) produces for the
 * website. Opening it fetches the live robots.txt and records it (a version when it changed), then merges
 * the generated file with it; the site's middleware is the one /embed-code hands out (the ingest key
 * included, as there), answering 403 to the bots the policy blocks.
 */
export async function readPolicyOutputs({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number; version?: number };
}): Promise<RobotsPolicyOutputs> {
  const website = await findWebsiteForCaller(ctx, input.websiteId);
  const { version, policy } = await policyOfVersion(ctx.db, website.id, input.version);
  const fetched = await refreshLiveRobotsTxt(ctx, website);
  // When the site cannot be looked at from here now, the version last read is still the best knowledge of it.
  const enforcement = await hasGrant(ctx, ctx.actor, 'customRobotsTxt');
  if (fetched) return outputsOf(ctx, website, { version, policy, enforcement }, fetched, 'fetched');
  const lastRead = await robotsTxtVersionAt(ctx.db, website.id, new Date());
  return outputsOf(ctx, website, { version, policy, enforcement }, lastRead, 'unreachable-now');
}

/**
 * POST /api/websites/:id/robots/preview: what an unsaved policy would produce, on the live robots.txt as
 * last read (the editor asks on every change, so nothing is fetched).
 */
export async function previewPolicyOutputs({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number; policy: RobotsPolicy };
}): Promise<RobotsPolicyOutputs> {
  const website = await findWebsiteForCaller(ctx, input.websiteId);
  checkOverrides(input.policy);
  await requireCustomPolicyGrant(ctx, input.policy);
  const { version } = await policyOfVersion(ctx.db, website.id, undefined);
  const lastRead = await robotsTxtVersionAt(ctx.db, website.id, new Date());
  const enforcement = await hasGrant(ctx, ctx.actor, 'customRobotsTxt');
  return outputsOf(ctx, website, { version, policy: input.policy, enforcement }, lastRead, 'last-read');
}

/** How the live file used was come by: fetched now, the last version read because the fetch failed, or not asked for. */
type LiveSource = 'fetched' | 'unreachable-now' | 'last-read';

function outputsOf(
  ctx: UserCtx,
  website: WebsiteRow,
  {
    version,
    policy,
    enforcement,
  }: {
    version: number;
    policy: RobotsPolicy;
    /** Whether the caller's plan includes the server rules and middleware (customRobotsTxt). */
    enforcement: boolean;
  },
  live: LiveRobotsTxt | null,
  source: LiveSource,
): RobotsPolicyOutputs {
  const { blockedWords, ...robots } = buildPolicyRobots({
    policy,
    live: live?.outcome === 'ok' ? readLiveRobots(live.robotsTxt) : null,
    liveNote: liveNote(live, source),
  });
  const collectEndpoint = `${ctx.config.publicUrl}/api/collect`;
  const middlewareOptions = {
    collectEndpoint,
    ingestKey: website.ingestKey,
    blockedUserAgents: alternationsOf(blockedWords).join('|') || null,
  };
  if (!enforcement) return { version, ...robots, serverRules: null, middleware: null, live };
  return {
    version,
    ...robots,
    middleware: {
      express: expressMiddleware(middlewareOptions),
      worker: cloudflareWorkerMiddleware(middlewareOptions),
    },
    live,
  };
}

const MERGED =
  'its rules for every crawler, its own groups for bots the policy leaves alone, and its Sitemap lines are kept';

/** How the live file went into the generated one, as the explanation's first paragraph. */
function liveNote(live: LiveRobotsTxt | null, source: LiveSource): string {
  const readOn = live ? `the version read on ${live.fetchedAt.slice(0, 10)}` : '';
  if (source === 'last-read') {
    if (!live) return 'The live robots.txt has not been read yet: the file is built from the policy alone.';
    return live.outcome === 'ok'
      ? `The live robots.txt as last read (${readOn}) is merged in: ${MERGED}.`
      : `The live robots.txt as last read (${readOn}) was not in force: the file is built from the policy alone.`;
  }
  if (source === 'unreachable-now') {
    if (!live)
      return 'The live robots.txt could not be fetched from here (the domain does not resolve, or the address is not public): the file is built from the policy alone.';
    return live.outcome === 'ok'
      ? `The live robots.txt could not be fetched from here now: ${readOn} is merged in, ${MERGED}.`
      : `The live robots.txt could not be fetched from here now, and ${readOn} found no file in force: the file is built from the policy alone.`;
  }
  if (live?.outcome === 'ok') return `The live robots.txt is merged in: ${MERGED}.`;
  if (live?.outcome === 'missing')
    return `The site serves no robots.txt (HTTP ${live.httpStatus}): the file is built from the policy alone.`;
  const answer = live?.httpStatus ? `HTTP ${live.httpStatus}` : 'no answer';
  return `The live robots.txt could not be read (${answer}); crawlers treat such a site as closed to them (RFC 9309). The file is built from the policy alone.`;
}
