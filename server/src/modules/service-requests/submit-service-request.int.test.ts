import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { storedServiceRequests, VALID_SERVICE_REQUEST } from '../../test-support/service-request-submissions';
import { SmtpTestServer } from '../../test-support/smtp-test-server';
import { describeOnEachDatabase, testConfig } from '../../test-support/test-app';
import { systemCtx } from '../context';
import { createMailTransport } from '../mail/mail-transport';
import { sendDueMailsVerb } from '../mail/send-due-mails';
import { HONEYPOT_FILLED_MESSAGE } from './submit-service-request';

const smtp = new SmtpTestServer();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

const SUPPORT_EMAIL = 'requests@botlens.example';
const FULL = {
  ...VALID_SERVICE_REQUEST,
  serviceType: 'seo',
  specificRequirements: 'Keep the current domain.',
  priority: 'high',
  hasExistingWebsite: true,
  needsHosting: true,
  needsMaintenance: false,
  company: 'Analytical Engines Ltd',
  phone: '+44 (20) 7946-0958',
  website: 'https://engines.example',
  preferredCommunication: 'video',
};

describeOnEachDatabase(
  'a visitor’s service request',
  (get) => {
    const store = () => storedServiceRequests(get().database.db);
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      get().app.inject({ method: 'POST', url: '/api/service-requests', payload: payload as object, headers });

    beforeEach(async () => {
      await store().clear();
      smtp.received.length = 0;
    });

    it('stores the request as pending with its first history row, and queues both mails in the outbox', async () => {
      const response = await post(VALID_SERVICE_REQUEST);
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();
      const [request] = await store().requests();
      // The defaults of step 2 and 3; optional fields left empty are absent, not ''.
      expect(request).toMatchObject({
        ...VALID_SERVICE_REQUEST,
        id,
        status: 'pending',
        priority: 'medium',
        preferredCommunication: 'email',
        hasExistingWebsite: false,
        needsHosting: false,
        needsMaintenance: false,
        specificRequirements: null,
        company: null,
        phone: null,
        website: null,
        userId: null,
        adminNotes: null,
        estimatedCost: null,
        deletedAt: null,
      });
      expect(await store().history()).toMatchObject([
        { requestId: id, fromStatus: null, toStatus: 'pending', changedBy: null, changedByEmail: null },
      ]);

      const [team, confirmation, ...more] = await store().mails();
      expect(more).toEqual([]);
      expect(team).toMatchObject({
        kind: 'service-request',
        toAddress: SUPPORT_EMAIL,
        replyTo: VALID_SERVICE_REQUEST.email,
        subject: `[Service request #${id}, Web Development] A new shop for our bakery`,
        status: 'pending',
      });
      expect(team?.textBody).toContain('From: Ada Lovelace <ada@example.com>');
      expect(team?.textBody).toContain('Budget: $5k - $15k');
      expect(team?.textBody).toContain('Timeframe: 2 - 3 months');
      expect(team?.textBody).toContain(VALID_SERVICE_REQUEST.projectDescription);
      expect(confirmation).toMatchObject({
        kind: 'service-request-confirmation',
        toAddress: VALID_SERVICE_REQUEST.email,
        replyTo: null,
        subject: `We received your service request #${id}`,
      });
      expect(confirmation?.textBody).toContain('We reply within 24 hours');
      // Nothing the visitor typed goes to an unverified inbox.
      for (const typed of ['bakery', 'Ada', 'Lovelace', 'phones']) {
        expect(confirmation?.textBody).not.toContain(typed);
      }

      const transport = createMailTransport(smtp.url);
      try {
        const ctx = systemCtx({ db: get().database.db, config: get().config, log: get().app.log });
        await sendDueMailsVerb(transport)({ ctx });
      } finally {
        transport.close();
      }
      const received = smtp.received.map(({ envelopeTo, parsed }) => ({
        envelopeTo,
        replyTo: parsed.replyTo?.text,
        subject: parsed.subject,
      }));
      expect(received).toEqual(
        expect.arrayContaining([
          {
            envelopeTo: [SUPPORT_EMAIL],
            replyTo: VALID_SERVICE_REQUEST.email,
            subject: `[Service request #${id}, Web Development] A new shop for our bakery`,
          },
          {
            envelopeTo: [VALID_SERVICE_REQUEST.email],
            replyTo: undefined,
            subject: `We received your service request #${id}`,
          },
        ]),
      );
      expect(received).toHaveLength(2);
    });

    it('keeps every optional field and choice as sent, trimmed, and says them in the team’s mail', async () => {
      const response = await post({ ...FULL, projectTitle: '  Rank for bakery  ' });
      expect(response.statusCode).toBe(201);
      const [request] = await store().requests();
      expect(request).toMatchObject({ ...FULL, projectTitle: 'Rank for bakery' });
      const [team] = await store().mails();
      expect(team?.subject).toBe(`[Service request #${request?.id}, SEO Optimization] Rank for bakery`);
      for (const line of [
        'Priority: High',
        'Has an existing website: yes',
        'Needs hosting: yes',
        'Needs maintenance: no',
        'Company: Analytical Engines Ltd',
        'Phone: +44 (20) 7946-0958',
        'Website: https://engines.example',
        'Preferred communication: Video call',
        'Keep the current domain.',
        'Not signed in',
      ]) {
        expect(team?.textBody).toContain(line);
      }
    });

    it('records the signed-in sender', async () => {
      const { user, cookie } = await registerAndSignIn(get().app);
      expect((await post(VALID_SERVICE_REQUEST, { cookie })).statusCode).toBe(201);
      expect((await store().requests())[0]?.userId).toBe(user.id);
      expect((await store().mails())[0]?.textBody).toContain(`Signed-in user id: ${user.id}`);
    });

    it('refuses a filled honeypot with a message a person can act on, storing and queueing nothing', async () => {
      const response = await post({ ...VALID_SERVICE_REQUEST, fax: '+1 555 0100' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: HONEYPOT_FILLED_MESSAGE });
      expect(await store().requests()).toEqual([]);
      expect(await store().mails()).toEqual([]);
      // The field as a person's browser sends it: empty (or blank) is no robot.
      expect((await post({ ...VALID_SERVICE_REQUEST, fax: '' })).statusCode).toBe(201);
      expect((await post({ ...VALID_SERVICE_REQUEST, fax: '  ' })).statusCode).toBe(201);
    });

    it('confirms to one address at most once in 15 minutes, and still stores and forwards every request', async () => {
      expect((await post(VALID_SERVICE_REQUEST)).statusCode).toBe(201);
      expect((await post({ ...VALID_SERVICE_REQUEST, email: 'ADA@Example.com' })).statusCode).toBe(201);
      expect(await store().requests()).toHaveLength(2);
      expect((await store().mails()).map((mail) => mail.kind)).toEqual([
        'service-request',
        'service-request-confirmation',
        'service-request',
      ]);
    });
  },
  { config: { mail: { ...testConfig().mail, supportEmail: SUPPORT_EMAIL } } },
);

describeOnEachDatabase(
  'a service request without SUPPORT_EMAIL',
  (get) => {
    it('is mailed to ADMIN_EMAIL', async () => {
      const response = await get().app.inject({
        method: 'POST',
        url: '/api/service-requests',
        payload: VALID_SERVICE_REQUEST,
      });
      expect(response.statusCode).toBe(201);
      const mails = await storedServiceRequests(get().database.db).mails();
      expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([
        ['service-request', 'owner@botlens.example'],
        ['service-request-confirmation', VALID_SERVICE_REQUEST.email],
      ]);
    });
  },
  { config: { admin: { email: 'owner@botlens.example', password: 'Owner-Pass-42' } } },
);

describeOnEachDatabase('a service request with no team address configured', (get) => {
  it('is stored, and only the client’s confirmation is queued', async () => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: VALID_SERVICE_REQUEST,
    });
    expect(response.statusCode).toBe(201);
    const stored = storedServiceRequests(get().database.db);
    expect(await stored.requests()).toHaveLength(1);
    expect((await stored.mails()).map((mail) => mail.kind)).toEqual(['service-request-confirmation']);
  });
});
