import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';

// A real local web site: the page at / carries whatever `pageHtml` holds.
let pageHtml = '<html><head></head><body>no snippet</body></html>';
let site: Server;
let siteHost = '';
beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(pageHtml);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describeOnEachDatabase(
  'installation verification: POST /api/track/test',
  (get) => {
    const test = (cookie: string, payload: object) =>
      get().app.inject({ method: 'POST', url: '/api/track/test', headers: { cookie }, payload });

    it('fails without a tracking id with the spec message', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const response = await test(cookie, { url: 'example.com' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('No tracking ID');
    });

    it('fails saying which checks failed, then succeeds once the page carries the snippet, then on events', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site: website, embed } = await addWebsite(get().app, cookie, {
        name: 'Local',
        domain: `http://${siteHost}`,
      });
      pageHtml = '<html><head></head><body>no snippet</body></html>';
      const failed = await test(cookie, { trackingId: website.trackingId, url: website.domain });
      expect(failed.statusCode).toBe(422);
      expect(failed.json().message).toBe(
        `No events have arrived for ${website.trackingId} yet, and https://${siteHost}/ does not contain the snippet with this tracking ID.`,
      );

      pageHtml = `<html><head></head><body>${embed.embedCode}hello</body></html>`;
      const onPage = await test(cookie, { trackingId: website.trackingId, url: website.domain });
      expect(onPage.statusCode).toBe(200);
      expect(onPage.json()).toMatchObject({ success: true, method: 'page' });
      expect(onPage.json().lastEventAt).toBe(undefined);

      await get().app.inject({
        method: 'POST',
        url: '/api/track',
        payload: { trackingId: website.trackingId, url: `http://${siteHost}/?bt_test=1` },
        headers: { 'user-agent': UA.chrome },
      });
      const byEvent = await test(cookie, { trackingId: website.trackingId, url: website.domain });
      expect(byEvent.json()).toMatchObject({ success: true, method: 'event' });
      // The time as a field of its own, for screens to show in the viewer's zone; the message keeps it.
      const { lastEventAt, message } = byEvent.json();
      expect(lastEventAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Math.abs(Date.parse(lastEventAt) - Date.now())).toBeLessThan(60_000);
      expect(message).toBe(`Tracking works: the last event arrived at ${lastEventAt}.`);
    });

    it('is not fooled by an imported log, which proves nothing installed; the middleware counts', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site: website, embed } = await addWebsite(get().app, cookie, {
        name: 'Imported',
        domain: `http://${siteHost}`,
      });
      pageHtml = '<html><head></head><body>no snippet</body></html>';
      const line = `66.249.66.1 - - [20/Nov/2026:10:00:00 +0000] "GET / HTTP/1.1" 200 5 "-" "${UA.chrome}"`;
      const imported = await get().app.inject({
        method: 'POST',
        url: `/api/websites/${website.id}/import-logs`,
        headers: { cookie, 'content-type': 'text/plain' },
        payload: `${line}\n`,
      });
      expect(imported.json()).toMatchObject({ lines: 1, humans: 1 });
      const afterImport = await test(cookie, { trackingId: website.trackingId, url: website.domain });
      expect(afterImport.statusCode).toBe(422);
      expect(afterImport.json().message).toMatch(/^No events have arrived/);

      const collected = await collectEvents(get().app, embed.ingestKey, [
        { timestamp: new Date().toISOString(), url: '/', userAgent: UA.chrome, ip: '198.51.100.7' },
      ]);
      expect(collected.statusCode).toBe(200);
      const afterMiddleware = await test(cookie, { trackingId: website.trackingId, url: website.domain });
      expect(afterMiddleware.json()).toMatchObject({ success: true, method: 'event' });
    });

    it('says the page could not be fetched when the site is down', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site: website } = await addWebsite(get().app, cookie, {
        name: 'Down',
        domain: 'http://127.0.0.1:9',
      });
      const response = await test(cookie, { trackingId: website.trackingId });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/could not be fetched/);
    });

    it('does not let a user test another user’s tracking id', async () => {
      const owner = await registerAndSignIn(get().app);
      const { site: website } = await addWebsite(get().app, owner.cookie);
      const stranger = await registerAndSignIn(get().app);
      expect((await test(stranger.cookie, { trackingId: website.trackingId })).statusCode).toBe(404);
    });
  },
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);
