import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { registerAndSignIn } from '../../test-support/accounts';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-site-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { refreshLiveRobotsTxt, robotsTxtVersionAt } from './live-robots-versions';

const fetchPage = createSafeFetcher({
  allowedHosts: [{ host: '127.0.0.1', port: null }],
  totalTimeoutMs: 3_000,
  connectTimeoutMs: 1_000,
});

/** What the site answers at /robots.txt; the test changes it between fetches. */
let answer: { status: number; type: string; body: string } = { status: 200, type: 'text/plain', body: '' };
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite((_request, response) => {
    response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
});
afterAll(() => site.close());

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));

describeOnEachDatabase('the versions of a live robots.txt', (get) => {
  let websiteId = 0;
  beforeAll(async () => {
    const { cookie } = await registerAndSignIn(get().app);
    websiteId = (await addWebsite(get().app, cookie)).site.id;
  });
  const refresh = (minutes: number) =>
    refreshLiveRobotsTxt(
      { db: get().database.db, fetchPage },
      { id: websiteId, domain: site.domain },
      at(minutes),
    );

  it('keeps one version while the file stays the same, and a new one when it changes', async () => {
    answer = { status: 200, type: 'text/plain', body: 'User-agent: *\nDisallow: /a/\n' };
    expect(await refresh(0)).toMatchObject({
      outcome: 'ok',
      httpStatus: 200,
      fetchedAt: at(0).toISOString(),
    });
    // The same file a day later: still the version fetched first.
    expect(await refresh(10)).toMatchObject({ fetchedAt: at(0).toISOString() });
    answer = { status: 200, type: 'text/plain', body: 'User-agent: *\nDisallow: /b/\n' };
    expect(await refresh(20)).toMatchObject({ outcome: 'ok', fetchedAt: at(20).toISOString() });

    const db = get().database.db;
    expect(await robotsTxtVersionAt(db, websiteId, at(-1))).toBeNull();
    expect((await robotsTxtVersionAt(db, websiteId, at(15)))?.robotsTxt).toContain('/a/');
    expect((await robotsTxtVersionAt(db, websiteId, at(20)))?.robotsTxt).toContain('/b/');
  });

  it('reads a 404 or an HTML page as no file, and a 5xx as unreachable (RFC 9309 §2.3.1)', async () => {
    answer = { status: 404, type: 'text/plain', body: 'Not found' };
    expect(await refresh(30)).toMatchObject({ outcome: 'missing', httpStatus: 404, robotsTxt: '' });
    answer = { status: 200, type: 'text/html', body: '<!doctype html><html><body>Home</body></html>' };
    expect(await refresh(40)).toMatchObject({ outcome: 'missing', httpStatus: 200 });
    answer = { status: 503, type: 'text/plain', body: 'down' };
    expect(await refresh(50)).toMatchObject({ outcome: 'unreachable', httpStatus: 503 });
  });

  it('records nothing when the site could not be looked at from here', async () => {
    const before = await robotsTxtVersionAt(get().database.db, websiteId, at(1000));
    const unseen = await refreshLiveRobotsTxt(
      { db: get().database.db, fetchPage },
      { id: websiteId, domain: 'no-such-host.invalid' },
      at(60),
    );
    expect(unseen).toBeNull();
    expect(await robotsTxtVersionAt(get().database.db, websiteId, at(1000))).toEqual(before);
  });
});
