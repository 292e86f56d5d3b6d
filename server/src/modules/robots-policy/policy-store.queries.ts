import type { RobotsPolicy } from '@botlens/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { robotsPolicies } from '../../db/schema';

/** The history a policy's screen lists: the newest versions first. */
export const LISTED_VERSIONS = 50;

export type StoredPolicy = { version: number; policy: RobotsPolicy };

/** The newest saved version (the policy in force), or undefined while the website has the default. */
export async function newestPolicy(db: Database, websiteId: number): Promise<StoredPolicy | undefined> {
  const [row] = await db
    .select({ version: robotsPolicies.version, policy: robotsPolicies.policy })
    .from(robotsPolicies)
    .where(eq(robotsPolicies.websiteId, websiteId))
    .orderBy(desc(robotsPolicies.version))
    .limit(1);
  return row;
}

export async function policyVersion(
  db: Database,
  websiteId: number,
  version: number,
): Promise<StoredPolicy | undefined> {
  const [row] = await db
    .select({ version: robotsPolicies.version, policy: robotsPolicies.policy })
    .from(robotsPolicies)
    .where(and(eq(robotsPolicies.websiteId, websiteId), eq(robotsPolicies.version, version)))
    .limit(1);
  return row;
}

export async function listPolicyVersions(db: Database, websiteId: number) {
  return db
    .select({
      version: robotsPolicies.version,
      createdAt: robotsPolicies.createdAt,
      createdBy: robotsPolicies.createdByEmail,
    })
    .from(robotsPolicies)
    .where(eq(robotsPolicies.websiteId, websiteId))
    .orderBy(desc(robotsPolicies.version))
    .limit(LISTED_VERSIONS);
}

/** Throws a unique violation when the version exists already (a concurrent save took it). */
export async function insertPolicyVersion(
  db: Database,
  row: {
    websiteId: number;
    version: number;
    policy: RobotsPolicy;
    createdBy: number;
    createdByEmail: string;
  },
): Promise<void> {
  await db.insert(robotsPolicies).values(row);
}
