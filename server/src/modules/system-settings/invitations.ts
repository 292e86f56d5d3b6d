import { createHash, randomBytes } from 'node:crypto';
import {
  type CreateInvitationRequest,
  type CreateInvitationResponse,
  INVITATION_DAYS,
  type Invitation,
} from '@botlens/contracts';
import type { Transaction } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import { findUserByEmail, normaliseEmail } from '../auth/users.queries';
import type { UserCtx } from '../context';
import { enqueueMail } from '../mail/enqueue-mail';
import {
  claimInvitation,
  deletePendingInvitation,
  type InvitationRow,
  insertInvitation,
  listPendingInvitations,
} from './system-settings.queries';

const DAY_MS = 86_400_000;

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toInvitation(row: Omit<InvitationRow, 'createdByEmail'>, createdByEmail: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    createdByEmail,
  };
}

/**
 * An administrator invites an address: a random 256-bit token whose link is answered once (only its
 * SHA-256 is kept), valid INVITATION_DAYS for that address only, mailed through the outbox when SMTP is
 * configured; the invitation, the mail and the record in one transaction.
 */
export async function createInvitation({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: CreateInvitationRequest;
}): Promise<CreateInvitationResponse> {
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(ctx.db, email))
    throw new ConflictError('An account with this email already exists', 'email');
  const token = randomBytes(32).toString('base64url');
  // The auth page opened on Create Account, which sends the token with the registration.
  const link = `${ctx.config.publicUrl}/auth?tab=register&invite=${encodeURIComponent(token)}`;
  const mailed = Boolean(ctx.config.mail.smtpUrl);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertInvitation(tx, {
      tokenHash: hashInvitationToken(token),
      email,
      createdBy: ctx.actor.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
    });
    if (mailed) {
      await enqueueMail(tx, {
        kind: 'registration-invitation',
        to: email,
        subject: 'Your invitation to BotLens',
        text: [
          'You have been invited to create a BotLens account.',
          '',
          `Register with this link within ${INVITATION_DAYS} days (it works once, for ${email}):`,
          link,
        ].join('\n'),
      });
    }
    await recordAdminAction(tx, ctx, {
      action: 'invitation.created',
      targetType: 'invitation',
      targetId: created.id,
      details: { email, expiresAt: created.expiresAt.toISOString(), mailed },
    });
    return created;
  });
  return { invitation: toInvitation(row, ctx.actor.email), link, mailed };
}

export async function listInvitations({ ctx }: { ctx: UserCtx }): Promise<Invitation[]> {
  return (await listPendingInvitations(ctx.db)).map((row) => toInvitation(row, row.createdByEmail));
}

/** Revokes a pending invitation (its link stops working), recorded; a used or unknown one is a 404. */
export async function revokeInvitation({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { id: number };
}): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await deletePendingInvitation(tx, input.id);
    if (!row) throw new NotFoundError('Invitation not found');
    await recordAdminAction(tx, ctx, {
      action: 'invitation.revoked',
      targetType: 'invitation',
      targetId: row.id,
      details: { email: row.email },
    });
  });
}

/** Claims the invitation of `token` for the account being registered, in the registration's transaction. */
export function claimInvitationFor(
  tx: Transaction,
  claim: { token: string; email: string; userId: number },
): Promise<boolean> {
  return claimInvitation(tx, {
    tokenHash: hashInvitationToken(claim.token),
    email: claim.email,
    userId: claim.userId,
  });
}
