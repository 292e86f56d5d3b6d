import type { Preferences } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

const preferenceColumns = {
  timeZone: users.timeZone,
  defaultRangeDays: users.defaultRangeDays,
  weeklyDigest: users.weeklyDigest,
};

export async function findPreferences(db: Database, userId: number): Promise<Preferences | undefined> {
  const [row] = await db.select(preferenceColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function savePreferences(
  db: Database,
  userId: number,
  values: Preferences & { timeZone: string },
): Promise<Preferences> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning(preferenceColumns);
  if (!row) throw new Error('the signed-in user has no row');
  return row;
}
