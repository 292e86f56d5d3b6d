import type { AdminSupportMessage } from '@botlens/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { mailOutbox, supportMessages } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { SmtpTestServer } from '../../test-support/smtp-test-server';
import { describeOnEachDatabase, testConfig } from '../../test-support/test-app';
import { systemCtx } from '../context';
import { createMailTransport } from '../mail/mail-transport';
import { sendDueMailsVerb } from '../mail/send-due-mails';

const smtp = new SmtpTestServer();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

const SUPPORT_EMAIL = 'support@botlens.example';
const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'The snippet does not load',
  message: 'It answers 404 on my site.',
  category: 'technical',
};

describeOnEachDatabase(
  'the contact form and the administrator’s support messages',
  (get) => {
    const db = () => get().database.db;
    const post = (payload: unknown, cookie?: string) =>
      get().app.inject({
        method: 'POST',
        url: '/api/support/messages',
        payload: payload as object,
        headers: cookie ? { cookie } : {},
      });
    const stored = () => db().select().from(supportMessages).orderBy(supportMessages.id);
    const queued = () => db().select().from(mailOutbox).orderBy(mailOutbox.id);

    beforeEach(async () => {
      await db().delete(supportMessages);
      await db().delete(mailOutbox);
      smtp.received.length = 0;
    });

    it('stores a message and queues it to SUPPORT_EMAIL with the sender as Reply-To, delivered by the outbox', async () => {
      const response = await post(VALID);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ responseHours: 12 });
      const [message] = await stored();
      expect(message).toMatchObject({ ...VALID, userId: null, status: 'open' });
      const [mail] = await queued();
      expect(mail).toMatchObject({
        kind: 'support-message',
        toAddress: SUPPORT_EMAIL,
        replyTo: VALID.email,
        subject: `[Support #${message?.id}, Technical] ${VALID.subject}`,
        status: 'pending',
      });

      const transport = createMailTransport(smtp.url);
      try {
        const ctx = systemCtx({ db: db(), config: get().config, log: get().app.log });
        await sendDueMailsVerb(transport)({ ctx });
      } finally {
        transport.close();
      }
      expect(smtp.received).toHaveLength(1);
      const received = smtp.received[0]?.parsed;
      expect(received?.to && 'text' in received.to ? received.to.text : undefined).toBe(SUPPORT_EMAIL);
      expect(received?.replyTo?.text).toBe(VALID.email);
      expect(received?.text).toContain('From: Ada Lovelace <ada@example.com>');
      expect(received?.text).toContain('It answers 404 on my site.');
    });

    it('records the signed-in sender', async () => {
      const { user, cookie } = await registerAndSignIn(get().app);
      expect((await post({ ...VALID, category: 'billing' }, cookie)).json()).toMatchObject({
        responseHours: 6,
      });
      expect((await stored())[0]?.userId).toBe(user.id);
    });

    it('defaults the category to general', async () => {
      const { category: _category, ...withoutCategory } = VALID;
      expect((await post(withoutCategory)).json()).toMatchObject({ responseHours: 24 });
      expect((await stored())[0]?.category).toBe('general');
    });

    const refusals: Array<[string, unknown, number, string]> = [
      ['a missing name', { ...VALID, name: undefined }, 400, 'Name is required'],
      ['a blank name', { ...VALID, name: '   ' }, 400, 'Name is required'],
      ['a missing email', { ...VALID, email: undefined }, 400, 'Email is required'],
      ['a bad email', { ...VALID, email: 'not-an-address' }, 400, 'Please enter a valid email address'],
      ['a missing subject', { ...VALID, subject: '' }, 400, 'Subject is required'],
      ['a missing message', { ...VALID, message: undefined }, 400, 'Message is required'],
      ['an unknown category', { ...VALID, category: 'sales' }, 400, 'category must be one of'],
      [
        'header injection in the subject',
        { ...VALID, subject: 'Hi\r\nBcc: victim@example.com' },
        400,
        'Subject must be a single line',
      ],
      [
        'header injection in the name',
        { ...VALID, name: 'Ada\nBcc: x@example.com' },
        400,
        'Name must be a single line',
      ],
      [
        'header injection in the email',
        { ...VALID, email: 'ada@example.com\r\nBcc: victim@example.com' },
        400,
        'Please enter a valid email address',
      ],
      [
        'a message over 10,000 characters',
        { ...VALID, message: 'x'.repeat(10_001) },
        400,
        'Message must be at most 10,000 characters',
      ],
      ['a 1 MB message', { ...VALID, message: 'x'.repeat(1024 * 1024) }, 413, 'Request body is too large'],
      [
        'a subject over 200 characters',
        { ...VALID, subject: 's'.repeat(201) },
        400,
        'Subject must be at most 200',
      ],
    ];
    for (const [what, payload, status, message] of refusals) {
      it(`refuses ${what} and stores and queues nothing`, async () => {
        const response = await post(payload);
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toContain(message);
        expect(await stored()).toEqual([]);
        expect(await queued()).toEqual([]);
      });
    }

    it('lists messages for administrators only, and closes one recording who and when', async () => {
      await post(VALID);
      const { cookie: userCookie } = await registerAndSignIn(get().app);
      const list = (cookie: string | undefined, status = 'open') =>
        get().app.inject({
          method: 'GET',
          url: `/api/admin/support-messages?status=${status}`,
          headers: cookie ? { cookie } : {},
        });
      expect((await list(undefined)).statusCode).toBe(401);
      expect((await list(userCookie)).statusCode).toBe(403);
      const { cookie } = await signInAsAdmin(get().app, db());
      const open = (await list(cookie)).json<AdminSupportMessage[]>();
      expect(open).toHaveLength(1);
      expect(open[0]).toMatchObject({ ...VALID, status: 'open', closedAt: null });
      expect((await list(cookie, 'archived')).statusCode).toBe(400);

      const close = (id: number, who = cookie) =>
        get().app.inject({
          method: 'POST',
          url: `/api/admin/support-messages/${id}/close`,
          headers: { cookie: who },
        });
      const id = open[0]?.id ?? 0;
      expect((await close(id, userCookie)).statusCode).toBe(403);
      const closed = await close(id);
      expect(closed.statusCode).toBe(200);
      const me = await get().app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(closed.json()).toMatchObject({ status: 'closed', closedBy: me.json().id });
      expect(closed.json().closedAt).toEqual(expect.any(String));
      expect((await close(id)).statusCode).toBe(409);
      expect((await close(999_999)).statusCode).toBe(404);
      expect((await list(cookie)).json()).toEqual([]);
      expect((await list(cookie, 'closed')).json()).toHaveLength(1);
    });
  },
  { config: { mail: { ...testConfig().mail, supportEmail: SUPPORT_EMAIL } } },
);

describeOnEachDatabase(
  'the contact form’s limit per address',
  (get) => {
    it('answers 429 after five messages an hour from one address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await get().app.inject({
          method: 'POST',
          url: '/api/support/messages',
          payload: { ...VALID, subject: `Message ${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect(await get().database.db.select().from(supportMessages)).toHaveLength(5);
    });
  },
  { config: { rateLimiting: 'standard' } },
);
