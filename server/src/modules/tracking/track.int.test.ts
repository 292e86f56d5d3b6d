import { gunzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents, humanHourlyPageViews } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';

describeOnEachDatabase('the snippet door: /tracking-script.js, /api/track and the pixel', (get) => {
  const track = (payload: unknown, headers: Record<string, string> = {}) =>
    get().app.inject({
      method: 'POST',
      url: '/api/track',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const botRows = async (websiteId: number) => {
    await get().app.ingestQueue.flush();
    return get().database.db.select().from(botEvents).where(eq(botEvents.websiteId, websiteId));
  };

  it('serves a small, cacheable, cross-origin snippet', async () => {
    const response = await get().app.inject({
      method: 'GET',
      url: '/tracking-script.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toContain('max-age=3600');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThanOrEqual(1024);
    const source = gunzipSync(response.rawPayload).toString();
    expect(source).toContain('sendBeacon');
    expect(source).toContain('keepalive');
    expect(source).toContain('webdriver');
    const revalidated = await get().app.inject({
      method: 'GET',
      url: '/tracking-script.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('stores a bot page view with the user agent and address of the request, and counts people only in aggregate', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const bot = await track(
      {
        trackingId: site.trackingId,
        url: 'https://example.com/pricing?plan=pro',
        title: 'Pricing',
        webdriver: false,
      },
      { 'user-agent': UA.gptbot, origin: 'https://example.com' },
    );
    expect(bot.statusCode).toBe(202);
    expect(bot.headers['access-control-allow-origin']).toBe('*');
    expect(bot.headers['access-control-allow-credentials']).toBeUndefined();
    // The ingest door answers scripts on other sites: no page headers, no cookies, never sniffed.
    expect(bot.headers['x-content-type-options']).toBe('nosniff');
    expect(bot.headers['content-security-policy']).toBeUndefined();
    expect(bot.headers['set-cookie']).toBeUndefined();
    expect(bot.json()).toEqual({ accepted: true });
    const human = await track(
      { trackingId: site.trackingId, url: 'https://example.com/' },
      { 'user-agent': UA.chrome },
    );
    expect(human.statusCode).toBe(202);

    const rows = await botRows(site.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      botName: 'GPTBot',
      botType: 'ai_crawler',
      operator: 'OpenAI',
      path: '/pricing',
      source: 'snippet',
      event: 'page_view',
      ip: '127.0.0.1',
      userAgent: UA.gptbot,
      title: 'Pricing',
    });
    const [people] = await get()
      .database.db.select({ n: humanHourlyPageViews.pageViews })
      .from(humanHourlyPageViews)
      .where(eq(humanHourlyPageViews.websiteId, site.id));
    expect(people?.n).toBe(1);
  });

  it('accepts text/plain bodies as sent by navigator.sendBeacon, and answers CORS preflights', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/track',
      payload: JSON.stringify({ trackingId: site.trackingId, url: 'https://example.com/a' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA.claudebot },
    });
    expect(response.statusCode).toBe(202);
    expect(await botRows(site.id)).toHaveLength(1);
    const preflight = await get().app.inject({
      method: 'OPTIONS',
      url: '/api/track',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 202 to an unknown tracking id and stores nothing', async () => {
    const before = Number((await get().database.db.select({ n: count() }).from(botEvents))[0]?.n);
    const response = await track(
      { trackingId: 'bt_doesnotexist', url: 'https://x.example/' },
      { 'user-agent': UA.gptbot },
    );
    expect(response.statusCode).toBe(202);
    await get().app.ingestQueue.flush();
    expect(Number((await get().database.db.select({ n: count() }).from(botEvents))[0]?.n)).toBe(before);
  });

  it.each([
    ['malformed JSON', '{"trackingId":', 400, 'Request body is not valid JSON'],
    ['no tracking id', { url: 'https://x.example/' }, 400, 'trackingId is required'],
    [
      'a 100 KB URL',
      { trackingId: 'bt_x', url: `https://x.example/${'a'.repeat(100_000)}` },
      413,
      'Request body is too large',
    ],
    [
      'a URL over 4096 characters',
      { trackingId: 'bt_x', url: `https://x.example/${'a'.repeat(5000)}` },
      400,
      'url must be at most 4096 characters',
    ],
    [
      'an unknown event',
      { trackingId: 'bt_x', url: '/', event: 'purchase' },
      400,
      'event must be one of: page_view, page_leave',
    ],
    [
      'a negative duration',
      { trackingId: 'bt_x', url: '/', duration: -5 },
      400,
      'duration must be at least 0',
    ],
  ])('rejects %s', async (_label, payload, status, message) => {
    const response = await track(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('stores markup and NUL bytes from hostile pages as plain text, losing nothing else', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const hostileUrl = 'https://example.com/<script>alert(1)</script>?q="><img src=x onerror=alert(2)>';
    const response = await track(
      { trackingId: site.trackingId, url: `${hostileUrl}\u0000tail`, title: 'T\u0000itle <b>' },
      { 'user-agent': `${UA.gptbot} <script>alert(3)</script>` },
    );
    expect(response.statusCode).toBe(202);
    const [row] = await botRows(site.id);
    expect(row?.url).toBe(`${hostileUrl}tail`);
    expect(row?.title).toBe('Title <b>');
    expect(row?.userAgent).toBe(`${UA.gptbot} <script>alert(3)</script>`);
  });

  it('records the <noscript> pixel with the page from the Referer', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const response = await get().app.inject({
      method: 'GET',
      url: `/api/track/pixel.gif?tid=${site.trackingId}`,
      headers: { 'user-agent': UA.googlebot, referer: 'https://example.com/no-js-page' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toContain('no-store');
    const [row] = await botRows(site.id);
    expect(row).toMatchObject({ source: 'pixel', path: '/no-js-page', botName: 'Googlebot' });
    const unknown = await get().app.inject({ method: 'GET', url: '/api/track/pixel.gif?tid=bt_nope' });
    expect(unknown.statusCode).toBe(200);
  });

  it('stores exactly N hits sent concurrently', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const n = 300;
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        track(
          { trackingId: site.trackingId, url: `https://example.com/p/${i}` },
          { 'user-agent': UA.gptbot },
        ),
      ),
    );
    expect(responses.every((r) => r.statusCode === 202)).toBe(true);
    expect(await botRows(site.id)).toHaveLength(n);
  });
});
