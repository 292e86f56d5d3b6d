import { expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';

const ENDPOINTS = [
  'stats',
  'top-bots',
  'traffic-trends',
  'recent-activity',
  'heatmap',
  'sessions',
  'activity-grid',
  'breakdown',
  'export.csv',
];

describeOnEachDatabase('analytics endpoints', (get) => {
  const read = (id: number, path: string, cookie?: string) =>
    get().app.inject({
      method: 'GET',
      url: `/api/websites/${id}/${path}`,
      headers: cookie ? { cookie } : {},
    });

  it.each(ENDPOINTS)('%s: 401 anonymous, 404 for another user’s website', async (endpoint) => {
    const owner = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, owner.cookie);
    const stranger = await registerAndSignIn(get().app);
    expect((await read(site.id, endpoint)).statusCode).toBe(401);
    const foreign = await read(site.id, endpoint, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Website not found' });
    expect((await read(site.id, endpoint, owner.cookie)).statusCode).toBe(200);
  });

  it.each([
    ['stats?range=14', 'range must be one of: 1, 7, 30, 90', 'range'],
    ['stats?type=robots', 'type must be one of: all, search_engine, ai_crawler, social_media, other', 'type'],
    ['stats?tz=Mars/Olympus', 'tz must be an IANA time zone such as Europe/Paris', 'tz'],
    ['stats?tz=%2B05:00', 'tz must be an IANA time zone such as Europe/Paris', 'tz'],
    ["stats?tz=UTC';drop table users;--", 'tz must be an IANA time zone such as Europe/Paris', 'tz'],
    [
      'traffic-trends?granularity=monthly',
      'granularity must be one of: hourly, daily, weekly',
      'granularity',
    ],
    ['traffic-trends?hours=0', 'hours must be at least 1', 'hours'],
    [
      'traffic-trends?hours=168&granularity=weekly',
      'granularity must be hourly when hours is given',
      'granularity',
    ],
    ['top-bots?limit=1000', 'limit must be at most 100', 'limit'],
    ['top-bots?limit=ten', 'limit must be a whole number', 'limit'],
    ['top-bots?limit=99999999999999999999', 'limit must be at most 100', 'limit'],
  ])('%s -> 400', async (path, message, field) => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const response = await read(site.id, path, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('reads a time zone alias that PostgreSQL has dropped as its canonical zone, on every endpoint', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    for (const endpoint of ENDPOINTS) {
      for (const tz of ['US/Pacific-New', 'Canada/East-Saskatchewan']) {
        const response = await read(site.id, `${endpoint}?tz=${encodeURIComponent(tz)}`, cookie);
        expect(response.statusCode, `${endpoint} in ${tz}`).toBe(200);
      }
    }
    const heatmap = await read(site.id, 'traffic-trends?hours=168&tz=US%2FPacific-New', cookie);
    expect(heatmap.statusCode).toBe(200);
  });

  it('exports hits as injection-safe CSV, and returns hostile URLs and user agents as plain text', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie, { name: 'Example', domain: 'example.com' });
    const hostile = '<img src=x onerror=alert(1)>';
    await collectEvents(get().app, embed.ingestKey, [
      {
        timestamp: new Date().toISOString(),
        url: `/=cmd|' /C calc'!A0?${hostile}`,
        userAgent: `${UA.gptbot} ${hostile}`,
        ip: '20.171.207.10',
        referrer: '@SUM(1+1)',
      },
    ]);
    const csv = await read(site.id, 'export.csv?range=1', cookie);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="botlens-example.com-1d.csv"');
    const [header, row] = csv.body.split('\r\n');
    expect(header).toBe(
      'Time,Bot,Type,Operator,Purpose,Verification,Event,Method,Status,URL,Address,User agent,Referrer,Source',
    );
    expect(row).toContain(',GPTBot,ai_crawler,OpenAI,');
    expect(row).toContain(`/=cmd|' /C calc'!A0?${hostile}`);
    expect(row).toContain(",'@SUM(1+1),");

    const recent = await read(site.id, 'recent-activity?range=1', cookie);
    expect(recent.headers['content-type']).toMatch(/^application\/json/);
    expect(recent.json()[0]).toMatchObject({
      botName: 'GPTBot',
      operator: 'OpenAI',
      verification: 'verified',
      userAgent: `${UA.gptbot} ${hostile}`,
    });
  });
});
