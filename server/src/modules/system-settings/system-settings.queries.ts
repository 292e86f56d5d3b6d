import type { SystemSettings } from '@botlens/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { registrationInvites, systemSettings, users } from '../../db/schema';

export type SystemSettingsRow = typeof systemSettings.$inferSelect;

const SETTINGS_ID = 1;

export async function selectSettingsRow(db: Database): Promise<SystemSettingsRow | undefined> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, SETTINGS_ID));
  return row;
}

/** Writes the first values when there is no row; a row already there is never overwritten. */
export async function insertSettingsRowIfMissing(db: Database, values: SystemSettings): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoNothing({ target: systemSettings.id });
}

/** The row locked for the change, so two administrators' saves record each other's values as `from`. */
export async function lockSettingsRow(tx: Transaction): Promise<SystemSettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(systemSettings)
    .where(eq(systemSettings.id, SETTINGS_ID))
    .for('update');
  return row;
}

export async function updateSettingsRow(
  tx: Transaction,
  values: SystemSettings,
  updatedBy: number,
): Promise<SystemSettingsRow> {
  const [row] = await tx
    .update(systemSettings)
    .set({ ...values, updatedBy, updatedAt: sql`now()` })
    .where(eq(systemSettings.id, SETTINGS_ID))
    .returning();
  if (!row) throw new Error('system_settings row vanished during its update');
  return row;
}

export async function emailOfUser(db: Database, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export type InvitationRow = typeof registrationInvites.$inferSelect & { createdByEmail: string | null };

export async function insertInvitation(
  tx: Transaction,
  values: { tokenHash: string; email: string; createdBy: number; expiresAt: Date },
): Promise<typeof registrationInvites.$inferSelect> {
  const [row] = await tx.insert(registrationInvites).values(values).returning();
  if (!row) throw new Error('registration_invites insert returned no row');
  return row;
}

/** Invitations neither used nor expired, newest first. */
export async function listPendingInvitations(db: Database): Promise<InvitationRow[]> {
  return db
    .select({
      id: registrationInvites.id,
      tokenHash: registrationInvites.tokenHash,
      email: registrationInvites.email,
      createdBy: registrationInvites.createdBy,
      createdAt: registrationInvites.createdAt,
      expiresAt: registrationInvites.expiresAt,
      usedAt: registrationInvites.usedAt,
      usedBy: registrationInvites.usedBy,
      createdByEmail: users.email,
    })
    .from(registrationInvites)
    .leftJoin(users, eq(users.id, registrationInvites.createdBy))
    .where(and(isNull(registrationInvites.usedAt), gt(registrationInvites.expiresAt, sql`now()`)))
    .orderBy(desc(registrationInvites.createdAt), desc(registrationInvites.id))
    .limit(500);
}

/** Deletes a pending invitation; returns it, or undefined when there is none (used ones stay on record). */
export async function deletePendingInvitation(
  tx: Transaction,
  id: number,
): Promise<typeof registrationInvites.$inferSelect | undefined> {
  const [row] = await tx
    .delete(registrationInvites)
    .where(and(eq(registrationInvites.id, id), isNull(registrationInvites.usedAt)))
    .returning();
  return row;
}

/**
 * Marks an invitation used by `userId` when it is this token's, for this address, unused and unexpired: in
 * one statement, so two registrations racing with one link cannot both claim it.
 */
export async function claimInvitation(
  tx: Transaction,
  claim: { tokenHash: string; email: string; userId: number },
): Promise<boolean> {
  const claimed = await tx
    .update(registrationInvites)
    .set({ usedAt: sql`now()`, usedBy: claim.userId })
    .where(
      and(
        eq(registrationInvites.tokenHash, claim.tokenHash),
        eq(registrationInvites.email, claim.email),
        isNull(registrationInvites.usedAt),
        gt(registrationInvites.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: registrationInvites.id });
  return claimed.length === 1;
}
