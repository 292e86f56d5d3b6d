import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_ROBOTS_POLICY, type RobotsPolicy } from '@botlens/contracts';
import { requireGrant } from '../billing/plan-limits';
import type { UserCtx } from '../context';

/**
 * A policy of one's own is a paid feature (customRobotsTxt): every plan keeps the default policy and what
 * it produces (saving it back is how a custom policy is undone), anything else needs the plan that grants it.
 */
export async function requireCustomPolicyGrant(ctx: UserCtx, policy: RobotsPolicy): Promise<void> {
  if (isDeepStrictEqual(policy, DEFAULT_ROBOTS_POLICY)) return;
  await requireGrant(ctx, ctx.actor, 'customRobotsTxt', 'Custom robots.txt policies');
}
