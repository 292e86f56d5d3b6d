import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_RESPONSE_HOURS,
  type SupportCategory,
  type SupportMessageAccepted,
} from '@botlens/contracts';
import type { Ctx } from '../context';
import { enqueueMail } from '../mail/enqueue-mail';
import { insertSupportMessage } from './support.queries';

export type SupportMessageInput = {
  name: string;
  email: string;
  subject: string;
  message: string;
  category: SupportCategory;
};

/**
 * Stores a contact-form message and, in the same transaction, queues it as a mail to SUPPORT_EMAIL with
 * the sender as Reply-To, so the team answers from their mail client. The contract has already refused
 * line breaks in the name and subject; the subject is ours around theirs. Without SUPPORT_EMAIL the
 * message is only stored (administrators read it in the admin area).
 */
export async function sendSupportMessage({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: SupportMessageInput;
}): Promise<SupportMessageAccepted> {
  const { supportEmail } = ctx.config.mail;
  const row = await ctx.db.transaction(async (tx) => {
    const stored = await insertSupportMessage(tx, { ...input, userId: ctx.actor?.id ?? null });
    if (supportEmail) {
      await enqueueMail(tx, {
        kind: 'support-message',
        to: supportEmail,
        replyTo: input.email,
        subject: `[Support #${stored.id}, ${SUPPORT_CATEGORY_LABELS[input.category]}] ${input.subject}`,
        text: [
          `From: ${input.name} <${input.email}>`,
          `Category: ${SUPPORT_CATEGORY_LABELS[input.category]} (answer within ${SUPPORT_RESPONSE_HOURS[input.category]} hours)`,
          ctx.actor ? `Signed-in user id: ${ctx.actor.id}` : 'Not signed in',
          '',
          input.message,
        ].join('\n'),
      });
    }
    return stored;
  });
  return { id: row.id, responseHours: SUPPORT_RESPONSE_HOURS[input.category] };
}
