import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { executeRows } from '../../db/rows';
import { mailOutbox } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { SmtpTestServer } from '../../test-support/smtp-test-server';
import { describeOnEachDatabase, testConfig } from '../../test-support/test-app';
import { systemCtx } from '../context';
import { enqueueMail } from './enqueue-mail';
import { MAIL_RETRY } from './mail-backoff';
import { createMailTransport, type MailTransport } from './mail-transport';
import { NOT_SENT_NO_SMTP, sendDueMailsVerb } from './send-due-mails';

const smtp = new SmtpTestServer();
let transport: MailTransport;
beforeAll(async () => {
  await smtp.start();
  transport = createMailTransport(smtp.url);
});
afterAll(async () => {
  transport?.close();
  await smtp.stop();
});

const MAIL = {
  kind: 'support-message' as const,
  to: 'support@botlens.example',
  replyTo: 'ada@example.com',
  subject: 'The snippet does not load',
  text: 'Hello,\nthe snippet answers 404 on my site.\n',
};

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: Array<{ msg: string; mailId?: number }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'warn' }, stream), lines };
}

describeOnEachDatabase('the mail outbox', (get) => {
  const config = testConfig({
    mail: { smtpUrl: 'smtp://unused', from: 'BotLens <noreply@botlens.example>', supportEmail: undefined },
  });
  const ctx = () => systemCtx({ db: get().database.db, config, log: get().app.log });
  const rows = () => get().database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  beforeEach(async () => {
    await get().database.db.delete(mailOutbox);
    smtp.received.length = 0;
  });

  it('queues a mail as pending, due at once', async () => {
    const id = await enqueueMail(get().database.db, MAIL);
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      status: 'pending',
      attempts: 0,
      toAddress: MAIL.to,
      replyTo: MAIL.replyTo,
    });
  });

  it('refuses a line break in a header (header injection) and queues nothing', async () => {
    const injections = [
      { subject: 'Hi\r\nBcc: victim@example.com' },
      { subject: 'Hi\nBcc: victim@example.com' },
      { to: 'support@botlens.example\r\nBcc: victim@example.com' },
      { replyTo: 'ada@example.com\nBcc: victim@example.com' },
      { subject: 'Hi\u2028Bcc: victim@example.com' },
    ];
    for (const injection of injections) {
      await expect(enqueueMail(get().database.db, { ...MAIL, ...injection })).rejects.toThrow(/line break/);
    }
    expect(await rows()).toEqual([]);
  });

  it('sends a due mail with its headers and body, and marks it sent', async () => {
    const id = await enqueueMail(get().database.db, { ...MAIL, html: '<p>Hello</p>' });
    const pass = await sendDueMailsVerb(transport)({ ctx: ctx() });
    expect(pass).toEqual({ sent: 1, retrying: 0, failed: 0, unsent: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual([MAIL.to]);
    expect(mail?.envelopeFrom).toBe('noreply@botlens.example');
    expect(mail?.parsed.subject).toBe(MAIL.subject);
    expect(mail?.parsed.from?.value).toEqual([{ name: 'BotLens', address: 'noreply@botlens.example' }]);
    expect(mail?.parsed.replyTo?.text).toBe(MAIL.replyTo);
    expect(mail?.parsed.text).toBe(MAIL.text);
    expect(mail?.parsed.html).toBe('<p>Hello</p>');
    const [row] = await rows();
    expect(row).toMatchObject({ id, status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // Sent once: the next pass finds nothing.
    expect(await sendDueMailsVerb(transport)({ ctx: ctx() })).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a mail while the SMTP server is down, retries it later and delivers it when it is back', async () => {
    await enqueueMail(get().database.db, MAIL);
    const port = smtp.port;
    await smtp.stop();
    // A second ahead: the row's next_attempt_at is the database's now(), in microseconds.
    const start = new Date(Date.now() + 1_000);
    try {
      expect(await sendDueMailsVerb(transport)({ ctx: ctx(), input: { now: start } })).toMatchObject({
        sent: 0,
        retrying: 1,
      });
      const [afterFailure] = await rows();
      expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
      expect(afterFailure?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(afterFailure?.nextAttemptAt.getTime()).toBe(start.getTime() + MAIL_RETRY.firstDelayMs);
      // Not due yet: the next tick leaves it alone.
      expect(await sendDueMailsVerb(transport)({ ctx: ctx(), input: { now: start } })).toMatchObject({
        retrying: 0,
      });
    } finally {
      await smtp.start(port);
    }
    const later = new Date(start.getTime() + MAIL_RETRY.firstDelayMs);
    expect(await sendDueMailsVerb(transport)({ ctx: ctx(), input: { now: later } })).toMatchObject({
      sent: 1,
    });
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual([MAIL.subject]);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('marks a mail failed after the last attempt', async () => {
    const id = await enqueueMail(get().database.db, MAIL);
    await get()
      .database.db.update(mailOutbox)
      .set({ attempts: MAIL_RETRY.maxAttempts - 1 })
      .where(eq(mailOutbox.id, id));
    const refused = createMailTransport('smtp://127.0.0.1:1');
    try {
      expect(await sendDueMailsVerb(refused)({ ctx: ctx() })).toMatchObject({ failed: 1 });
    } finally {
      refused.close();
    }
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: MAIL_RETRY.maxAttempts });
  });

  it('never sends a mail twice when two passes run at once', async () => {
    for (let i = 0; i < 12; i++) await enqueueMail(get().database.db, { ...MAIL, subject: `Mail ${i}` });
    const second = createMailTransport(smtp.url);
    try {
      const passes = await Promise.all([
        sendDueMailsVerb(transport)({ ctx: ctx() }),
        sendDueMailsVerb(second)({ ctx: ctx() }),
      ]);
      expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(12);
    } finally {
      second.close();
    }
    const subjects = smtp.received.map((m) => m.parsed.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, i) => `Mail ${i}`).sort());
    const [counted] = await executeRows<{ sent: number }>(
      get().database.db,
      sql`select count(*)::int as sent from mail_outbox where status = 'sent'`,
    );
    expect(counted?.sent).toBe(12);
  });

  it('without SMTP keeps every mail pending and logs each one once, not at every tick', async () => {
    const first = await enqueueMail(get().database.db, MAIL);
    const { log, lines } = recordingLogger();
    const noSmtp = systemCtx({ db: get().database.db, config: testConfig(), log });
    const send = sendDueMailsVerb(undefined);
    expect(await send({ ctx: noSmtp })).toMatchObject({ unsent: 1 });
    expect(await send({ ctx: noSmtp })).toMatchObject({ unsent: 0 });
    const second = await enqueueMail(get().database.db, MAIL);
    expect(await send({ ctx: noSmtp })).toMatchObject({ unsent: 1 });
    expect(lines.map((line) => [line.mailId, line.msg])).toEqual([
      [first, 'mail not sent: SMTP_URL is not set; it stays in the outbox'],
      [second, 'mail not sent: SMTP_URL is not set; it stays in the outbox'],
    ]);
    expect((await rows()).map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ['pending', 0, NOT_SENT_NO_SMTP],
      ['pending', 0, NOT_SENT_NO_SMTP],
    ]);
    expect(smtp.received).toEqual([]);
  });

  it('shows administrators, and only them, the counts by status and the mails not delivered with their error', async () => {
    const sent = await enqueueMail(get().database.db, { ...MAIL, subject: 'Went out' });
    await get().database.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, sent));
    const failed = await enqueueMail(get().database.db, { ...MAIL, to: 'gone@example.com' });
    await get()
      .database.db.update(mailOutbox)
      .set({ status: 'failed', attempts: 12, lastError: '550 mailbox unavailable' })
      .where(eq(mailOutbox.id, failed));
    await enqueueMail(get().database.db, MAIL);
    const read = (cookie?: string) =>
      get().app.inject({ method: 'GET', url: '/api/admin/mail-outbox', headers: cookie ? { cookie } : {} });
    expect((await read()).statusCode).toBe(401);
    const { cookie: userCookie } = await registerAndSignIn(get().app);
    const refused = await read(userCookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('gone@example.com');
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const outbox = await read(cookie);
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()).toMatchObject({
      smtpConfigured: false,
      counts: { pending: 1, sent: 1, failed: 1 },
      recent: [
        { id: failed, toAddress: 'gone@example.com', status: 'failed', lastError: '550 mailbox unavailable' },
      ],
    });
  });
});
