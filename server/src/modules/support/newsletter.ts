import { NEWSLETTER_CHECK_INBOX, type NewsletterTokenResponse } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import type { Ctx } from '../context';
import { enqueueMail } from '../mail/enqueue-mail';
import {
  confirmSubscriber,
  findSubscriberByEmail,
  findSubscriberByTokenSha256,
  mailedSince,
  unsubscribeSubscriber,
  upsertPendingSubscriber,
} from './newsletter.queries';
import { newNewsletterToken, newsletterLinks, newsletterTokenSha256 } from './newsletter-token';

/** A confirmation mail is sent to one address at most once in this time, whoever asks. */
export const NEWSLETTER_RESEND_AFTER_MS = 15 * 60_000;
/** A confirmation link confirms for this long; its unsubscribe link works for ever. */
export const NEWSLETTER_CONFIRM_WITHIN_MS = 7 * 24 * 3_600_000;

/**
 * Subscribes an address (double opt-in): a new, unconfirmed or unsubscribed address gets a new token and
 * a confirmation mail queued in the same transaction; a confirmed one is left as it is, and so is one
 * mailed in the last 15 minutes (the form cannot be used to flood someone's inbox from many addresses).
 * The answer is the same in every case, so the form never tells who is subscribed.
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
    const pending = existing && !existing.confirmedAt && !existing.unsubscribedAt;
    if (pending && mailedSince(existing, new Date(Date.now() - NEWSLETTER_RESEND_AFTER_MS))) return;
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
    if (
      !subscriber.confirmedAt &&
      !mailedSince(subscriber, new Date(now.getTime() - NEWSLETTER_CONFIRM_WITHIN_MS))
    ) {
      throw new NotFoundError('This confirmation link has expired: subscribe again to get a new one');
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
