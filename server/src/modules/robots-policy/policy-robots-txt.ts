import type { LiveRobotsTxt, RobotsPolicy } from '@botlens/contracts';
import { BOT_REGISTRY } from '../bots/bot-registry';
import type { Ctx } from '../context';
import { type GeneratedRobots, generateRobotsTxt } from './generate-robots-txt';
import { readLiveRobots } from './live-robots';
import { policyOfVersion } from './policy-store';

/**
 * The robots.txt the website's policy in force produces, as the outputs route writes it (its newest saved version, else the default policy),
 * merged with the live file when one is served ('ok'); a missing or unreachable file gives nothing to keep.
 */
export async function policyRobotsTxt(
  ctx: Pick<Ctx, 'db'>,
  website: { id: number },
  live: LiveRobotsTxt | null,
): Promise<GeneratedRobots & { policy: RobotsPolicy }> {
  const { policy } = await policyOfVersion(ctx.db, website.id, undefined);
  const generated = generateRobotsTxt({
    policy,
    bots: BOT_REGISTRY,
    live: live?.outcome === 'ok' ? readLiveRobots(live.robotsTxt) : null,
  });
  return { ...generated, policy };
}
