import { NEWSLETTER_CHECK_INBOX } from '@botlens/contracts';
import { beforeEach, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '../../db/schema';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { NEWSLETTER_CONFIRM_WITHIN_MS, NEWSLETTER_RESEND_AFTER_MS } from './newsletter';
import { newsletterTokenSha256 } from './newsletter-token';

const LINK = /\/newsletter\/(confirm|unsubscribe)\?token=([A-Za-z0-9_-]{43})/g;

describeOnEachDatabase('the newsletter', (get) => {
  const db = () => get().database.db;
  const subscribe = (payload: unknown) =>
    get().app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });
  const useLink = (method: 'GET' | 'POST', action: string, token: string) =>
    get().app.inject({ method, url: `/api/newsletter/${action}?token=${encodeURIComponent(token)}` });
  const subscribers = () => db().select().from(newsletterSubscribers);
  const mails = () => db().select().from(mailOutbox).orderBy(mailOutbox.id);
  /** The links of the latest confirmation mail. */
  const latestLinks = async () => {
    const text = (await mails()).at(-1)?.textBody ?? '';
    return Object.fromEntries([...text.matchAll(LINK)].map((match) => [match[1], match[2] as string]));
  };

  beforeEach(async () => {
    await db().delete(newsletterSubscribers);
    await db().delete(mailOutbox);
  });

  it('stores the address and queues a confirmation mail with confirm and unsubscribe links; the token is stored hashed', async () => {
    const response = await subscribe({ email: '  Ada@Example.com ' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    const [subscriber] = await subscribers();
    expect(subscriber).toMatchObject({ email: 'ada@example.com', confirmedAt: null, unsubscribedAt: null });
    const [mail] = await mails();
    expect(mail).toMatchObject({
      kind: 'newsletter-confirmation',
      toAddress: 'ada@example.com',
      status: 'pending',
    });
    expect(mail?.textBody).toContain('http://localhost:5000/newsletter/confirm?token=');
    const links = await latestLinks();
    expect(links.confirm).toBe(links.unsubscribe);
    expect(subscriber?.tokenSha256).toBe(newsletterTokenSha256(links.confirm ?? ''));
    expect(subscriber?.tokenSha256).not.toContain(links.confirm);
  });

  it('confirms by the link without signing in: GET only reads, POST confirms', async () => {
    await subscribe({ email: 'ada@example.com' });
    const { confirm: token = '' } = await latestLinks();
    expect((await useLink('GET', 'confirm', token)).json()).toEqual({
      status: 'pending',
      email: 'ada@example.com',
    });
    expect((await subscribers())[0]?.confirmedAt).toBeNull();
    const confirmed = await useLink('POST', 'confirm', token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed', email: 'ada@example.com' });
    const confirmedAt = (await subscribers())[0]?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    // A second click changes nothing.
    expect((await useLink('POST', 'confirm', token)).json()).toMatchObject({ status: 'confirmed' });
    expect((await subscribers())[0]?.confirmedAt).toEqual(confirmedAt);
  });

  it('unsubscribes by the link, and a later confirm does not subscribe again', async () => {
    await subscribe({ email: 'ada@example.com' });
    const { unsubscribe: token = '' } = await latestLinks();
    await useLink('POST', 'confirm', token);
    expect((await useLink('POST', 'unsubscribe', token)).json()).toEqual({
      status: 'unsubscribed',
      email: 'ada@example.com',
    });
    expect((await subscribers())[0]?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await useLink('POST', 'confirm', token)).json()).toMatchObject({ status: 'unsubscribed' });
    expect((await useLink('GET', 'unsubscribe', token)).json()).toMatchObject({ status: 'unsubscribed' });
  });

  it('answers the same for a confirmed address and sends it nothing more; one row per address', async () => {
    const first = await subscribe({ email: 'ada@example.com' });
    await useLink('POST', 'confirm', (await latestLinks()).confirm ?? '');
    const again = await subscribe({ email: 'ADA@example.com' });
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
    expect(await subscribers()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  /** Moves the latest confirmation mail of every address `ms` into the past. */
  const mailedAgo = (ms: number) =>
    db()
      .update(newsletterSubscribers)
      .set({ createdAt: new Date(Date.now() - ms) });

  it('sends a new link to an unconfirmed address after the quiet time, and the old one stops working', async () => {
    await subscribe({ email: 'ada@example.com' });
    const old = (await latestLinks()).confirm ?? '';
    // Asked again at once (someone filling the form with another's address): the same answer, no mail.
    expect((await subscribe({ email: 'ada@example.com' })).statusCode).toBe(202);
    expect(await mails()).toHaveLength(1);
    await mailedAgo(NEWSLETTER_RESEND_AFTER_MS + 1_000);
    await subscribe({ email: 'ada@example.com' });
    expect(await mails()).toHaveLength(2);
    const fresh = (await latestLinks()).confirm ?? '';
    expect(fresh).not.toBe(old);
    expect((await useLink('POST', 'confirm', old)).statusCode).toBe(404);
    expect((await useLink('POST', 'confirm', fresh)).statusCode).toBe(200);
    expect(await subscribers()).toHaveLength(1);
  });

  it('confirms only within a week of the mail; its unsubscribe link works for ever', async () => {
    await subscribe({ email: 'late@example.com' });
    const links = await latestLinks();
    await mailedAgo(NEWSLETTER_CONFIRM_WITHIN_MS + 60_000);
    const expired = await useLink('POST', 'confirm', links.confirm ?? '');
    expect([expired.statusCode, expired.json().message]).toEqual([
      404,
      'This confirmation link has expired: subscribe again to get a new one',
    ]);
    expect((await subscribers())[0]?.confirmedAt).toBeNull();
    expect((await useLink('POST', 'unsubscribe', links.unsubscribe ?? '')).json()).toMatchObject({
      status: 'unsubscribed',
    });
  });

  it('refuses bad input and changes nothing', async () => {
    for (const [payload, message] of [
      [{}, 'Email is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{ email: 'ada@example.com\r\nBcc: victim@example.com' }, 'Please enter a valid email address'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
    ] as const) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const unknown = 'A'.repeat(43);
    expect((await useLink('POST', 'confirm', unknown)).statusCode).toBe(404);
    expect((await useLink('GET', 'unsubscribe', 'short')).json()).toMatchObject({
      message: 'This link is not valid',
    });
    expect((await get().app.inject({ method: 'GET', url: '/api/newsletter/confirm' })).statusCode).toBe(400);
    expect(await subscribers()).toEqual([]);
    expect(await mails()).toEqual([]);
  });
});

describeOnEachDatabase(
  'the newsletter’s limit per address',
  (get) => {
    it('answers 429 after five sign-ups an hour from one address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await get().app.inject({
          method: 'POST',
          url: '/api/newsletter',
          payload: { email: `reader${i}@example.com` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    });
  },
  { config: { rateLimiting: 'standard' } },
);
