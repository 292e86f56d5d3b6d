import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { botEvents } from '../db/schema';
import { registerAndSignIn } from '../test-support/accounts';
import { describeOnEachDatabase } from '../test-support/test-app';
import { addWebsite } from '../test-support/websites';

// Short, so that the test waits little; the upload below takes several times as long to arrive.
const DEADLINE_MS = 300;
const LOG_LINE =
  '66.249.66.1 - - [20/Nov/2026:10:00:00 +0000] "GET /a HTTP/1.1" 200 512 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"\n';

describeOnEachDatabase(
  'the deadline for a request body',
  (get) => {
    let origin = '';
    beforeAll(async () => {
      origin = await get().app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => get().app.server.close());
    /** A request written byte for byte on its own connection: what the server answers, and when it closes. */
    const rawRequest = (text: string) => {
      const socket = connect(Number(new URL(origin).port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      // The server may reset a connection it cuts off while bytes are still on their way: that
      // is the end the tests wait for, not an error of theirs.
      socket.on('error', () => {});
      const closed = new Promise((resolve) => socket.on('close', resolve));
      socket.write(text);
      return { socket, closed, answer: () => answer };
    };

    it('answers 408 and closes the connection when a body stops arriving', async () => {
      // Headers promise 100 bytes; only one ever comes.
      const connection = rawRequest(
        'POST /api/track HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      await connection.closed;
      const answer = connection.answer();
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('{"message":"The request body did not arrive in time"}');
    });

    it('closes a connection whose body still trickles in after an early answer', async () => {
      // The key is refused before the body is read; the client goes on sending a byte at a time.
      const connection = rawRequest(
        'POST /api/collect HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer wrong\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      const trickle = setInterval(() => connection.socket.write(' '), 50);
      try {
        await connection.closed;
      } finally {
        clearInterval(trickle);
      }
      expect(connection.answer()).toMatch(/^HTTP\/1\.1 401 /);
    });

    it.each([
      ['without a session', () => Promise.resolve('')],
      [
        "into another user's website",
        async () => `Cookie: ${(await registerAndSignIn(get().app)).cookie}\r\n`,
      ],
    ])('gives a log upload %s only the default deadline', async (_, cookieHeader) => {
      const owner = await registerAndSignIn(get().app);
      const { site } = await addWebsite(get().app, owner.cookie);
      const connection = rawRequest(
        `POST /api/websites/${site.id}/import-logs HTTP/1.1\r\nHost: x\r\n${await cookieHeader()}Content-Type: text/plain\r\nContent-Length: 100000\r\n\r\n1`,
      );
      const trickle = setInterval(() => connection.socket.write('1'), 50);
      try {
        await connection.closed;
      } finally {
        clearInterval(trickle);
      }
      // Refused at once, and the trickled rest is cut off at the default deadline, not after hours.
      expect(connection.answer()).toMatch(/^HTTP\/1\.1 (401|404) /);
    });

    it('does not cut off a handler that is slow once the body has arrived', async () => {
      // The website's page answers after two deadlines; the verification waits for it.
      const slowSite = createServer((_request, response) => {
        setTimeout(() => response.end('<html><body>no snippet</body></html>'), 2 * DEADLINE_MS);
      });
      await new Promise<void>((resolve) => slowSite.listen(0, '127.0.0.1', resolve));
      try {
        const { cookie } = await registerAndSignIn(get().app);
        const port = (slowSite.address() as { port: number }).port;
        const { site } = await addWebsite(get().app, cookie, {
          name: 'Slow',
          domain: `http://127.0.0.1:${port}`,
        });
        const response = await get().app.inject({
          method: 'POST',
          url: '/api/track/test',
          headers: { cookie },
          payload: { trackingId: site.trackingId, url: site.domain },
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toMatch(/does not contain the snippet with this tracking ID\.$/);
      } finally {
        await new Promise((resolve) => slowSite.close(resolve));
      }
    });

    it('ends an import whose upload the client broke off, keeping the lines that arrived', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site } = await addWebsite(get().app, cookie);
      const upload = httpRequest(`${origin}/api/websites/${site.id}/import-logs`, {
        method: 'POST',
        headers: { cookie, origin: get().config.publicUrl, 'content-type': 'text/plain' },
      });
      upload.on('error', () => {});
      for (let i = 0; i < 3; i++) upload.write(LOG_LINE.replace('/a ', `/${i} `));
      await new Promise((resolve) => setTimeout(resolve, 200));
      upload.destroy();
      // The import ends with the interruption and sends what it had read: it used to wait for the rest.
      await vi.waitFor(
        async () => {
          await get().app.ingestQueue.flush();
          const rows = await get()
            .database.db.select()
            .from(botEvents)
            .where(eq(botEvents.websiteId, site.id));
          expect(rows).toHaveLength(3);
        },
        { timeout: 5_000, interval: 100 },
      );
    });

    it('lets an access-log upload take as long as it needs', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site } = await addWebsite(get().app, cookie);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const upload = httpRequest(
          `${origin}/api/websites/${site.id}/import-logs`,
          {
            method: 'POST',
            headers: { cookie, origin: get().config.publicUrl, 'content-type': 'text/plain' },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        upload.on('error', reject);
        // Chunked, a line every 150 ms: the body takes about three deadlines to arrive.
        let sent = 0;
        const timer = setInterval(() => {
          upload.write(LOG_LINE.replace('/a ', `/${sent} `));
          if (++sent === 6) {
            clearInterval(timer);
            upload.end();
          }
        }, 150);
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ lines: 6, bots: 6, malformed: 0 });
    });
  },
  { bodyDeadlineMs: DEADLINE_MS, config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);
