import type { LiveRobotsTxt, RobotsPolicyOutputs } from '@botlens/contracts';
import type { UserCtx } from '../context';
import { cloudflareWorkerMiddleware, expressMiddleware } from '../websites/middleware-templates';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { readLiveRobots } from './live-robots';
import { refreshLiveRobotsTxt, robotsTxtVersionAt } from './live-robots-versions';
import { buildPolicyRobots } from './policy-robots';
import { policyOfVersion } from './policy-store';
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
  const live = fetched ?? (await robotsTxtVersionAt(ctx.db, website.id, new Date()));
  const { blockedWords, ...robots } = buildPolicyRobots({
    policy,
    live: live?.outcome === 'ok' ? readLiveRobots(live.robotsTxt) : null,
    liveNote: liveNote(live, fetched === null),
  });
  const collectEndpoint = `${ctx.config.publicUrl}/api/collect`;
  const middlewareOptions = {
    collectEndpoint,
    ingestKey: website.ingestKey,
    blockedUserAgents: alternationsOf(blockedWords).join('|') || null,
  };
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

/** How the live file went into the generated one, as the explanation's first paragraph. */
function liveNote(live: LiveRobotsTxt | null, fromHistory: boolean): string {
  if (live && fromHistory) {
    const read = `the version read on ${live.fetchedAt.slice(0, 10)}`;
    return live.outcome === 'ok'
      ? `The live robots.txt could not be fetched from here now: ${read} is merged in, its rules for every crawler, its own groups for bots the policy leaves alone, and its Sitemap lines kept.`
      : `The live robots.txt could not be fetched from here now, and ${read} found no file in force: the file is built from the policy alone.`;
  }
  if (!live)
    return 'The live robots.txt could not be fetched from here (the domain does not resolve, or the address is not public): the file is built from the policy alone.';
  if (live.outcome === 'ok')
    return 'The live robots.txt is merged in: its rules for every crawler, its own groups for bots the policy leaves alone, and its Sitemap lines are kept.';
  if (live.outcome === 'missing')
    return `The site serves no robots.txt (HTTP ${live.httpStatus}): the file is built from the policy alone.`;
  const answer = live.httpStatus ? `HTTP ${live.httpStatus}` : 'no answer';
  return `The live robots.txt could not be read (${answer}); crawlers treat such a site as closed to them (RFC 9309). The file is built from the policy alone.`;
}
