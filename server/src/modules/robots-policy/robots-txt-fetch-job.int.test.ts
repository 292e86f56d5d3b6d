import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { robotsTxtVersions, websites } from '../../db/schema';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-site-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { refreshRobotsTxtOfActiveWebsites } from './robots-txt-fetch-job';

const fetchPage = createSafeFetcher({
  allowedHosts: [{ host: '127.0.0.1', port: null }],
  totalTimeoutMs: 3_000,
  connectTimeoutMs: 1_000,
});

/** What the followed site answers at /robots.txt; the test changes it between runs. */
let robotsTxt = 'User-agent: *\nDisallow: /a/\n';
const requests: string[] = [];
let followed: FixtureSite;
let quiet: FixtureSite;
let stale: FixtureSite;
let failing: FixtureSite;
let vanishing: FixtureSite;
/** Deletes the vanishing site's website row while its robots.txt is being read, so recording it fails. */
let deleteVanishingWebsite = async () => {};
beforeAll(async () => {
  followed = await startFixtureSite((request, response) => {
    requests.push(`followed ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/plain' }).end(robotsTxt);
  });
  quiet = await startFixtureSite((request, response) => {
    requests.push(`quiet ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow:\n');
  });
  stale = await startFixtureSite((request, response) => {
    requests.push(`stale ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow:\n');
  });
  // Answers nothing: its connection is destroyed, the fetch fails as a network error would.
  failing = await startFixtureSite((request) => {
    requests.push(`failing ${request.url}`);
    request.socket.destroy();
  });
  vanishing = await startFixtureSite((request, response) => {
    requests.push(`vanishing ${request.url}`);
    void deleteVanishingWebsite().then(() =>
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /\n'),
    );
  });
});
afterAll(async () => {
  await Promise.all([followed.close(), quiet.close(), stale.close(), failing.close(), vanishing.close()]);
});

describeOnEachDatabase('the daily robots.txt fetch', (get) => {
  const logged: Array<{ fields: object; message: string }> = [];
  const log = {
    error: (fields: object, message: string) => logged.push({ fields, message }),
    warn: () => {},
    info: () => {},
  } as never;
  const ids: Record<'followed' | 'quiet' | 'stale' | 'failing' | 'vanishing', number> = {
    followed: 0,
    quiet: 0,
    stale: 0,
    failing: 0,
    vanishing: 0,
  };
  beforeAll(async () => {
    const { cookie } = await registerAndSignIn(get().app);
    /** A website, with a bot hit `hoursAgo` (none when null). */
    const add = async (domain: string, hoursAgo: number | null) => {
      const { site, embed } = await addWebsite(get().app, cookie, { name: 'Site', domain });
      if (hoursAgo !== null) {
        const event = {
          userAgent: UA.gptbot,
          url: '/',
          ip: '203.0.113.9',
          method: 'GET',
          status: 200,
          timestamp: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
        };
        const posted = await collectEvents(get().app, embed.ingestKey, [event]);
        expect(posted.json()).toMatchObject({ stored: 1, bots: 1 });
      }
      return site.id;
    };
    ids.followed = await add(`http://${followed.domain}`, 1);
    ids.quiet = await add(`http://${quiet.domain}`, null);
    // Its last bot hit is 31 days old: no longer followed.
    ids.stale = await add(`http://${stale.domain}`, 31 * 24);
    ids.failing = await add(`http://${failing.domain}`, 1);
    // Its row goes while its file is read: recording the version fails, and the run must go on past it.
    ids.vanishing = await add(`http://${vanishing.domain}`, 1);
    deleteVanishingWebsite = async () => {
      await get().database.db.delete(websites).where(eq(websites.id, ids.vanishing));
    };
  });
  const versionsOf = (websiteId: number) =>
    get()
      .database.db.select()
      .from(robotsTxtVersions)
      .where(eq(robotsTxtVersions.websiteId, websiteId))
      .orderBy(robotsTxtVersions.fetchedAt);

  it('fetches the sites with bot traffic only, and records a new version when a file changed between runs', async () => {
    // The sites are shared by both databases' runs: start from the first file again.
    robotsTxt = 'User-agent: *\nDisallow: /a/\n';
    requests.length = 0;
    const first = new Date(Date.now() - 60_000);
    const run = await refreshRobotsTxtOfActiveWebsites({ db: get().database.db, fetchPage, log }, first);
    expect(requests).toContain('followed /robots.txt');
    for (const name of ['quiet', 'stale'] as const) {
      expect(requests.some((request) => request.startsWith(name))).toBe(false);
      expect(await versionsOf(ids[name])).toEqual([]);
    }

    robotsTxt = 'User-agent: *\nDisallow: /b/\n';
    const second = new Date();
    await refreshRobotsTxtOfActiveWebsites({ db: get().database.db, fetchPage, log }, second);
    const versions = await versionsOf(ids.followed);
    expect(versions.map((v) => [v.fetchedAt.toISOString(), v.outcome, v.content])).toEqual([
      [first.toISOString(), 'ok', 'User-agent: *\nDisallow: /a/\n'],
      [second.toISOString(), 'ok', 'User-agent: *\nDisallow: /b/\n'],
    ]);
    // The failing site is what crawlers meet too: unreachable, recorded.
    expect((await versionsOf(ids.failing)).map((v) => v.outcome)).toEqual(['unreachable']);
    expect(run).toMatchObject({ failed: 1 });
    expect(run.recorded).toBeGreaterThanOrEqual(2);
  });

  it('logs a website whose fetch failed, and still fetches the others', async () => {
    // The vanishing site was fetched in the first run (listed before the sites after it) and failed there.
    expect(requests).toContain('vanishing /robots.txt');
    expect(logged).toContainEqual({
      fields: expect.objectContaining({ websiteId: ids.vanishing }),
      message: 'robots.txt fetch failed for a website',
    });
    expect(await versionsOf(ids.vanishing)).toEqual([]);
  });
});
