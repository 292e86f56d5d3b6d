import type { SubscriptionTier } from '@botlens/contracts';
import { ApiError } from '../../lib/api';

export type PlanRefusal = { message: string; upgradeTo: SubscriptionTier };

const TIERS: readonly string[] = ['free', 'pro', 'enterprise'];

/**
 * A refusal because of the caller's plan: the server's 402, with its message (naming the plan that allows
 * it) and the plan's tier. Undefined for any other failure.
 */
export function planRefusalOf(error: unknown): PlanRefusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 402) return undefined;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (!body || typeof body !== 'object') return undefined;
    const { message, upgradeTo } = body as { message?: unknown; upgradeTo?: unknown };
    if (typeof message !== 'string' || typeof upgradeTo !== 'string' || !TIERS.includes(upgradeTo))
      return undefined;
    return { message, upgradeTo: upgradeTo as SubscriptionTier };
  } catch {
    return undefined;
  }
}
