import { NEWSLETTER_CHECK_INBOX, type NewsletterTokenResponse } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import type { Ctx } from '../context';
import { enqueueMail } from '../mail/enqueue-mail';
import {
  confirmSubscriber,
  findSubscriberByEmail,
  findSubscriberByTokenSha256,
  unsubscribeSubscriber,
  upsertPendingSubscriber,
} from './newsletter.queries';
import { newNewsletterToken, newsletterLinks, newsletterTokenSha256 } from './newsletter-token';

/**
 * Subscribes an address (double opt-in): a new, unconfirmed or unsubscribed address gets a new token and
 * a confirmation mail queued in the same transaction; a confirmed one is left as it is. The answer is the
 * same in every case, so the form never tells who is subscribed.
 */
export async function subscribeToNewsletter({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { email: string };
}): Promise<{ message: string }> {
  const email = input.email.toLowerCase();
  await ctx.db.transaction(async (tx) => {
    const existing = await findSubscriberByEmail(tx, email);
    if (existing?.confirmedAt && !existing.unsubscribedAt) return;
    const { token, sha256 } = newNewsletterToken();
    await upsertPendingSubscriber(tx, email, sha256);
    const links = newsletterLinks(ctx.config.publicUrl, token);
    await enqueueMail(tx, {
      kind: 'newsletter-confirmation',
      to: email,
      subject: 'Confirm your BotLens newsletter subscription',
      text: [
        'Someone (we hope you) asked to receive the BotLens newsletter at this address.',
        '',
        `Confirm your subscription: ${links.confirm}`,
        '',
        'If it was not you, ignore this mail: nothing is sent until the address is confirmed.',
        `Unsubscribe: ${links.unsubscribe}`,
      ].join('\n'),
    });
  });
  return { message: NEWSLETTER_CHECK_INBOX };
}

type TokenAction = 'read' | 'confirm' | 'unsubscribe';

/**
 * What a newsletter link does: `read` (the page's GET: a mail scanner that follows the link changes
 * nothing), `confirm` or `unsubscribe` (the page's button, a POST). An unknown token is a 404.
 */
export async function useNewsletterToken({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { token: string; action: TokenAction };
}): Promise<NewsletterTokenResponse> {
  const subscriber = await findSubscriberByTokenSha256(ctx.db, newsletterTokenSha256(input.token));
  if (!subscriber) throw new NotFoundError('This link is not valid or has been replaced by a newer one');
  const now = new Date();
  if (input.action === 'confirm') {
    if (subscriber.unsubscribedAt) {
      return { status: 'unsubscribed', email: subscriber.email };
    }
    await confirmSubscriber(ctx.db, subscriber.id, now);
    return { status: 'confirmed', email: subscriber.email };
  }
  if (input.action === 'unsubscribe') {
    await unsubscribeSubscriber(ctx.db, subscriber.id, now);
    return { status: 'unsubscribed', email: subscriber.email };
  }
  const status = subscriber.unsubscribedAt
    ? 'unsubscribed'
    : subscriber.confirmedAt
      ? 'confirmed'
      : 'pending';
  return { status, email: subscriber.email };
}
