import { DEFAULT_ROBOTS_POLICY, type LiveRobotsTxt, type RobotsPolicy } from '@botlens/contracts';
import { BOT_REGISTRY } from '../bots/bot-registry';
import type { Ctx } from '../context';
import { type GeneratedRobots, generateRobotsTxt } from './generate-robots-txt';
import { readLiveRobots } from './live-robots';
import { newestStoredPolicy } from './robots-compliance.queries';

/**
 * The robots.txt the website's policy in force produces (its newest saved version, else the default policy),
 * merged with the live file when one is served ('ok'); a missing or unreachable file gives nothing to keep.
 */
export async function policyRobotsTxt(
  ctx: Pick<Ctx, 'db'>,
  website: { id: number },
  live: LiveRobotsTxt | null,
): Promise<GeneratedRobots & { policy: RobotsPolicy }> {
  const stored = await newestStoredPolicy(ctx.db, website.id);
  const policy = stored?.policy ?? DEFAULT_ROBOTS_POLICY;
  const generated = generateRobotsTxt({
    policy,
    bots: BOT_REGISTRY,
    live: live?.outcome === 'ok' ? readLiveRobots(live.robotsTxt) : null,
  });
  return { ...generated, policy };
}
