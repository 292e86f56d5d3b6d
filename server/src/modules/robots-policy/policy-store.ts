import {
  DEFAULT_ROBOTS_POLICY,
  type RobotsPolicy,
  type RobotsPolicyState,
  type SaveRobotsPolicyRequest,
} from '@botlens/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { BOT_REGISTRY } from '../bots/bot-registry';
import type { UserCtx } from '../context';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { requireCustomPolicyGrant } from './custom-policy-grant';
import {
  insertPolicyVersion,
  listPolicyVersions,
  newestPolicy,
  policyVersion,
  type StoredPolicy,
} from './policy-store.queries';

const KNOWN_BOTS = new Set(BOT_REGISTRY.map((bot) => bot.name));
const KNOWN_OPERATORS = new Set(BOT_REGISTRY.map((bot) => bot.operator));

/** The default policy is version 0: what a website has until somebody saves one. */
const DEFAULT_VERSION: StoredPolicy = { version: 0, policy: DEFAULT_ROBOTS_POLICY };

/** GET /api/websites/:id/robots/policy: the policy in force, its version, and the history newest first. */
export async function readRobotsPolicy({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number };
}): Promise<RobotsPolicyState> {
  const website = await findWebsiteForCaller(ctx, input.websiteId);
  return policyState(ctx.db, website.id);
}

/**
 * PUT /api/websites/:id/robots/policy: a new version on top of `baseVersion`. A save over a newer version
 * (another tab, another person) is refused with 409 and writes nothing; two saves racing from the same
 * version both pass the check, and the unique index on (website, version) lets only the first one in.
 */
export async function saveRobotsPolicy({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: SaveRobotsPolicyRequest & { websiteId: number };
}): Promise<RobotsPolicyState> {
  const website = await findWebsiteForCaller(ctx, input.websiteId);
  checkOverrides(input.policy);
  await requireCustomPolicyGrant(ctx, input.policy);
  const current = (await newestPolicy(ctx.db, website.id))?.version ?? 0;
  if (input.baseVersion !== current) throw changedSince(current);
  try {
    await insertPolicyVersion(ctx.db, {
      websiteId: website.id,
      version: current + 1,
      policy: input.policy,
      createdBy: ctx.actor.id,
      createdByEmail: ctx.actor.email,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw changedSince(current + 1);
    throw error;
  }
  ctx.log.info({ websiteId: website.id, version: current + 1 }, 'robots policy saved');
  return policyState(ctx.db, website.id);
}

/** The policy of a stored version, or the one in force (the default until one is saved); 404 for no such version. */
export async function policyOfVersion(
  db: Database,
  websiteId: number,
  version: number | undefined,
): Promise<StoredPolicy> {
  if (version === undefined) return withDefaults((await newestPolicy(db, websiteId)) ?? DEFAULT_VERSION);
  if (version === 0) return DEFAULT_VERSION;
  const stored = await policyVersion(db, websiteId, version);
  if (!stored) throw new NotFoundError(`This website has no policy version ${version}`);
  return withDefaults(stored);
}

async function policyState(db: Database, websiteId: number): Promise<RobotsPolicyState> {
  const [inForce, versions] = await Promise.all([
    policyOfVersion(db, websiteId, undefined),
    listPolicyVersions(db, websiteId),
  ]);
  return {
    ...inForce,
    versions: versions.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** Overrides must name what the registry names: a misspelt one would silently decide nothing. */
export function checkOverrides(policy: RobotsPolicy): void {
  for (const operator of Object.keys(policy.operators)) {
    if (!KNOWN_OPERATORS.has(operator))
      throw new ValidationError(
        `Unknown operator "${operator}": name an operator as the bot registry writes it`,
        'policy.operators',
      );
  }
  for (const bot of Object.keys(policy.bots)) {
    if (!KNOWN_BOTS.has(bot))
      throw new ValidationError(
        `Unknown bot "${bot}": name a bot as the bot registry writes it`,
        'policy.bots',
      );
  }
}

function changedSince(version: number): ConflictError {
  return new ConflictError(
    `The policy was changed since you opened it (version ${version}); reload to see it`,
    'baseVersion',
  );
}

/** A version saved before a purpose existed decides it as the default does. */
function withDefaults(stored: StoredPolicy): StoredPolicy {
  const policy = stored.policy;
  return {
    version: stored.version,
    policy: {
      purposes: { ...DEFAULT_ROBOTS_POLICY.purposes, ...policy.purposes },
      operators: policy.operators ?? {},
      bots: policy.bots ?? {},
      blockedPaths: policy.blockedPaths ?? [],
    },
  };
}
