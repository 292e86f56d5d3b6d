import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndSignIn } from '../test-support/accounts';
import { postToCollect } from '../test-support/collect';
import {
  type FaultPostgres,
  faultServerUrl,
  openFaultPostgres,
  storedCounts,
} from '../test-support/fault-postgres';
import { postgresBinDir, startThrowawayPostgresServer } from '../test-support/throwaway-postgres-server';
import { addWebsite, UA } from '../test-support/websites';

const bin = postgresBinDir();

// With TEST_DATABASE_URL, as the other PostgreSQL tests, and on a server of its own that it may restart.
for (const _ of faultServerUrl && bin ? [bin] : []) {
  describe('PostgreSQL restarted under load [postgres]', () => {
    let server: Awaited<ReturnType<typeof startThrowawayPostgresServer>>;
    let fault: FaultPostgres;
    beforeAll(async () => {
      server = await startThrowawayPostgresServer(bin as string);
      fault = await openFaultPostgres(server.url, { max: 4, poolWaitMs: 2000 });
    });
    afterAll(async () => {
      await fault?.close();
      server?.destroy();
    });

    it('stores every hit it acknowledged exactly once', async () => {
      const { app } = fault;
      const { cookie } = await registerAndSignIn(app);
      const { site, embed } = await addWebsite(app, cookie);
      const health = () => app.inject({ method: 'GET', url: '/api/health' });
      let acknowledged = 0;
      let refused = 0;
      let running = true;
      let sentSnippet = 0;
      let sentCollect = 0;
      const snippetLoad = async () => {
        while (running) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/track',
            payload: { trackingId: site.trackingId, event: 'page_view', url: `/s/${sentSnippet++}` },
            headers: { 'user-agent': UA.gptbot },
          });
          if (response.statusCode === 202) acknowledged++;
          else if (response.statusCode === 503) refused++;
          else throw new Error(`snippet answered ${response.statusCode} ${response.body}`);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      };
      // Senders that wait for the write, several at once, as middleware on a few servers does.
      const collectLoad = async (sender: number) => {
        while (running) {
          const batch = sentCollect++;
          const events = [0, 1, 2].map((index) => ({
            timestamp: new Date().toISOString(),
            url: `/c/${sender}/${batch}/${index}`,
            method: 'GET',
            status: 200,
            userAgent: UA.gptbot,
            ip: '203.0.113.40',
          }));
          const response = await postToCollect(app, embed.ingestKey, { events });
          if (response.statusCode === 200) acknowledged += response.json<{ stored: number }>().stored;
          else if (response.statusCode === 503) refused++;
          else throw new Error(`collect answered ${response.statusCode} ${response.body}`);
        }
      };
      const load = Promise.all([snippetLoad(), collectLoad(1), collectLoad(2), collectLoad(3)]);

      await vi.waitFor(() => expect(acknowledged).toBeGreaterThan(100), { timeout: 20_000 });
      server.stop();
      await vi.waitFor(() => expect(refused).toBeGreaterThan(0), { timeout: 20_000 });
      server.start();
      await vi.waitFor(async () => expect((await health()).json()).toMatchObject({ status: 'ok' }), {
        timeout: 30_000,
      });
      const before = acknowledged;
      await vi.waitFor(() => expect(acknowledged).toBeGreaterThan(before + 100), { timeout: 20_000 });
      running = false;
      await load;
      await app.ingestQueue.flush();

      expect(refused).toBeGreaterThan(0);
      expect(await storedCounts(fault.direct, site.id)).toEqual({
        rows: acknowledged,
        rolledUp: acknowledged,
      });
    });
  });
}
