import { parse } from 'csv-parse/sync';
import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminActions, websites } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';

const HEADER = 'domain,name,description,category,industry,country,language,monthly_traffic,domain_authority';

describeOnEachDatabase('website management', (get) => {
  const call = (method: 'GET' | 'DELETE', url: string, cookie?: string) =>
    get().app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const importCsv = (csvData: string, sourceList: string, cookie: string) =>
    get().app.inject({
      method: 'POST',
      url: '/api/admin/import-csv',
      payload: { csvData, sourceList },
      headers: { cookie },
    });
  const liveDomains = async (userId: number) =>
    (
      await get()
        .database.db.select({ domain: websites.domain })
        .from(websites)
        .where(and(eq(websites.userId, userId), isNull(websites.deletingSince)))
    )
      .map((row) => row.domain)
      .sort();

  async function userWithSites() {
    const signedIn = await registerAndSignIn(get().app);
    await addWebsite(get().app, signedIn.cookie, {
      name: 'Hand made',
      domain: `hand-${signedIn.user.id}.example.com`,
    });
    const csv = [
      HEADER,
      `alpha-${signedIn.user.id}.example.com,Alpha,,News,,,,900,80`,
      `beta-${signedIn.user.id}.example.com,Beta,,Shop,,,,100,45`,
      `gamma-${signedIn.user.id}.example.com,"=HYPERLINK(""http://evil.example"",""x"")",,News,,,,5,10`,
    ].join('\n');
    await importCsv(csv, 'leads', signedIn.cookie);
    return signedIn;
  }

  it('lists only the caller’s websites, filtered, searched and sorted by the server', async () => {
    const a = await userWithSites();
    const b = await userWithSites();
    const all = await call('GET', '/api/admin/websites', a.cookie);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(4);
    expect(all.json().websites.every((site: { userId: number }) => site.userId === a.user.id)).toBe(true);
    expect(all.json().categories).toEqual(['News', 'Shop']);
    const byTraffic = await call('GET', '/api/admin/websites?sort=monthlyTraffic&order=desc', a.cookie);
    expect(byTraffic.json().websites.map((site: { name: string }) => site.name)).toEqual([
      'Alpha',
      'Beta',
      '=HYPERLINK("http://evil.example","x")',
      'Hand made',
    ]);
    const news = await call(
      'GET',
      '/api/admin/websites?category=News&sort=domainAuthority&order=asc',
      a.cookie,
    );
    expect(news.json().websites.map((site: { domainAuthority: number }) => site.domainAuthority)).toEqual([
      10, 80,
    ]);
    const manual = await call('GET', '/api/admin/websites?source=manual', a.cookie);
    expect(manual.json()).toMatchObject({
      total: 1,
      websites: [{ name: 'Hand made', sourceList: null, activity: 'none' }],
    });
    const search = await call('GET', `/api/admin/websites?search=beta-${a.user.id}`, a.cookie);
    expect(search.json().websites).toMatchObject([{ name: 'Beta', ownerEmail: a.account.email }]);
    // Wildcards typed in a search are literal.
    expect((await call('GET', '/api/admin/websites?search=%25', a.cookie)).json().total).toBe(0);
    const paged = await call('GET', '/api/admin/websites?limit=3&page=2&sort=name&order=asc', a.cookie);
    expect(paged.json()).toMatchObject({ total: 4, websites: [{ name: 'Hand made' }] });
    expect((await call('GET', '/api/admin/websites?sort=password', a.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/websites?limit=1000', a.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/websites')).statusCode).toBe(401);
    // B's websites are not in A's reach.
    const ofB = await call('GET', `/api/admin/websites?search=alpha-${b.user.id}`, a.cookie);
    expect(ofB.json().total).toBe(0);
  });

  it('deletes one website or one source list of the caller only; another user’s is a 404', async () => {
    const a = await userWithSites();
    const b = await userWithSites();
    const [bSite] = (await call('GET', `/api/admin/websites?search=alpha-${b.user.id}`, b.cookie)).json()
      .websites;
    expect((await call('DELETE', `/api/admin/websites/${bSite.id}`, a.cookie)).statusCode).toBe(404);
    const bulk = await call('DELETE', '/api/admin/websites/bulk/leads', a.cookie);
    expect(bulk.json()).toEqual({ deleted: 3 });
    expect(await liveDomains(a.user.id)).toEqual([`hand-${a.user.id}.example.com`]);
    expect(await liveDomains(b.user.id)).toHaveLength(4);
    expect((await call('DELETE', `/api/admin/websites/${bSite.id}`, b.cookie)).statusCode).toBe(204);
    expect(await liveDomains(b.user.id)).toHaveLength(3);
    expect((await call('DELETE', `/api/admin/websites/${bSite.id}`, b.cookie)).statusCode).toBe(404);
    const records = await get()
      .database.db.select()
      .from(adminActions)
      .where(eq(adminActions.targetId, String(bSite.id)));
    expect(records).toEqual([]);
  });

  it('exports the filtered list as CSV with formula cells neutralised, the caller’s websites only', async () => {
    const a = await userWithSites();
    await userWithSites();
    const response = await call('GET', '/api/admin/websites/export.csv?source=leads', a.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="websites-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parse(response.body) as string[][];
    expect(header).toEqual([
      'Domain',
      'Name',
      'Category',
      'Industry',
      'Country',
      'Language',
      'Monthly Traffic',
      'Domain Authority',
      'Source List',
      'Created At',
    ]);
    expect(rows.map((row) => row[0]).sort()).toEqual(
      ['alpha', 'beta', 'gamma'].map((name) => `${name}-${a.user.id}.example.com`),
    );
    const gamma = rows.find((row) => row[0]?.startsWith('gamma'));
    expect(gamma?.[1]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(gamma?.slice(2, 9)).toEqual(['News', '', '', '', '5', '10', 'leads']);
    const manual = parse((await call('GET', '/api/admin/websites/export.csv?source=manual', a.cookie)).body);
    expect(manual.slice(1).map((row: string[]) => row[8])).toEqual(['manual']);
  });

  it('lets an administrator see, delete and bulk-delete everyone’s websites, on record', async () => {
    const a = await userWithSites();
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const listed = await call('GET', `/api/admin/websites?search=-${a.user.id}.example.com`, cookie);
    expect(listed.json().total).toBe(4);
    expect(listed.json().websites[0]).toMatchObject({ userId: a.user.id, ownerEmail: a.account.email });
    const target = listed.json().websites.find((site: { name: string }) => site.name === 'Hand made');
    expect((await call('DELETE', `/api/admin/websites/${target.id}`, cookie)).statusCode).toBe(204);
    const deleted = await get()
      .database.db.select()
      .from(adminActions)
      .where(eq(adminActions.targetId, String(target.id)));
    expect(deleted).toMatchObject([
      { action: 'website.deleted', targetType: 'website', details: { ownerId: a.user.id } },
    ]);
    const sourceName = `only-${a.user.id}`;
    await importCsv(`${HEADER}\nextra-${a.user.id}.example.com,Extra`, sourceName, a.cookie);
    expect((await call('DELETE', `/api/admin/websites/bulk/${sourceName}`, cookie)).json()).toEqual({
      deleted: 1,
    });
    const bulk = await get()
      .database.db.select()
      .from(adminActions)
      .where(eq(adminActions.targetId, sourceName));
    expect(bulk).toMatchObject([{ action: 'websites.source-list.deleted', details: { deleted: 1 } }]);
    expect(await liveDomains(a.user.id)).toHaveLength(3);
  });
});
