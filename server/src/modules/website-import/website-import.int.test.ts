import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminActions, websiteImports, websites } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';

const HEADER = 'domain,name,description,category,industry,country,language,monthly_traffic,domain_authority';

describeOnEachDatabase('website import', (get) => {
  const post = (path: string, payload: unknown, cookie?: string) =>
    get().app.inject({
      method: 'POST',
      url: `/api/admin/${path}`,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const websitesOf = (userId: number) =>
    get().database.db.select().from(websites).where(eq(websites.userId, userId));

  it('imports good rows as tracked websites and names every rejected row with its reason', async () => {
    const { user, cookie } = await registerAndSignIn(get().app);
    await addWebsite(get().app, cookie, { name: 'Mine', domain: 'already.example.com' });
    const csv = [
      HEADER,
      'https://Good.example.com/path,Good site,"A site, with a comma",News,Media,US,en,12000,75',
      'not a domain,Bad domain,,,,,,,',
      'noname.example.com,,,,,,,,',
      'already.example.com,Existing,,,,,,,',
      'good.example.com,Same again,,,,,,,',
      'range.example.com,Out of range,,,,,,,101',
      'number.example.com,Bad number,,,,,,12k,',
      'formula.example.com,"=HYPERLINK(""http://evil.example"",""x"")",,,,,,,',
      'script.example.com,<script>alert(1)</script>,,,,,,,',
    ].join('\n');
    const response = await post('import-csv', { csvData: csv }, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: 3, failed: 6 });
    expect(body.errors).toEqual([
      { row: 2, message: 'domain "not a domain" is not a valid website address' },
      { row: 3, message: 'name is required' },
      { row: 4, message: 'Duplicate: already.example.com is already one of your websites' },
      { row: 5, message: 'Duplicate of row 1: good.example.com' },
      { row: 6, message: 'domain_authority must be between 0 and 100' },
      { row: 7, message: 'monthly_traffic must be a whole number, not "12k"' },
    ]);
    const rows = await websitesOf(user.id);
    const good = rows.find((row) => row.domain === 'good.example.com');
    expect(good).toMatchObject({
      name: 'Good site',
      description: 'A site, with a comma',
      category: 'News',
      industry: 'Media',
      country: 'US',
      language: 'en',
      monthlyTraffic: 12000,
      domainAuthority: 75,
      sourceList: 'user-import',
    });
    // A normal tracked website: its own tracking id and ingest key.
    expect(good?.trackingId).toMatch(/^bt_/);
    expect(good?.ingestKey).toMatch(/^blk_/);
    // Hostile text is stored as the text it is (neutralised on export, escaped on screen).
    expect(rows.find((row) => row.domain === 'formula.example.com')?.name).toBe(
      '=HYPERLINK("http://evil.example","x")',
    );
    expect(rows.find((row) => row.domain === 'script.example.com')?.name).toBe('<script>alert(1)</script>');
    const runs = await get()
      .database.db.select()
      .from(websiteImports)
      .where(eq(websiteImports.userId, user.id));
    expect(runs).toMatchObject([{ sourceList: 'user-import', format: 'csv', succeeded: 3, failed: 6 }]);
  });

  it('imports JSON with camelCase fields into the named source list', async () => {
    const { user, cookie } = await registerAndSignIn(get().app);
    const jsonData = JSON.stringify({
      websites: [
        {
          domain: 'one.example.org',
          name: 'One',
          monthlyTraffic: 500,
          domainAuthority: 40,
          category: 'Blog',
        },
        { domain: 'two.example.org', name: 'Two', domainAuthority: -1 },
        'not an object',
      ],
    });
    const response = await post('import-json', { jsonData, sourceList: 'agency-list' }, cookie);
    expect(response.json()).toMatchObject({
      success: 1,
      failed: 2,
      errors: [
        { row: 2, message: 'domain_authority must be a whole number, not "-1"' },
        { row: 3, message: 'Each item of "websites" must be an object' },
      ],
    });
    expect(await websitesOf(user.id)).toMatchObject([
      { domain: 'one.example.org', monthlyTraffic: 500, domainAuthority: 40, sourceList: 'agency-list' },
    ]);
  });

  it('refuses empty, invalid, binary, mis-decoded and oversized input, changing nothing', async () => {
    const { user, cookie } = await registerAndSignIn(get().app);
    const refusal = async (path: string, payload: unknown) => {
      const response = await post(path, payload, cookie);
      return { status: response.statusCode, message: response.json().message };
    };
    expect(await refusal('import-csv', { csvData: '  ' })).toEqual({
      status: 400,
      message: 'Please paste your CSV data',
    });
    expect(await refusal('import-json', { jsonData: '' })).toEqual({
      status: 400,
      message: 'Please paste your JSON data',
    });
    expect(await refusal('import-json', { jsonData: '{"websites": [' })).toEqual({
      status: 400,
      message: 'Invalid JSON: please check your JSON format',
    });
    expect(await refusal('import-json', { jsonData: '[]' })).toEqual({
      status: 400,
      message: 'jsonData must be an object with a "websites" list',
    });
    expect(await refusal('import-csv', { csvData: 'name\nNo domain column' })).toMatchObject({ status: 400 });
    // A binary file read as text (a PNG's first bytes), and a Latin-1 file decoded as UTF-8.
    expect(await refusal('import-csv', { csvData: `${HEADER}\n\u0089PNG\r\n\u001a\n\u0000\u0000` })).toEqual({
      status: 400,
      message: 'csvData must not contain NUL characters',
    });
    expect(await refusal('import-csv', { csvData: `${HEADER}\nx.example.com,\u0002\u0003,,,,,,,` })).toEqual({
      status: 400,
      message: 'csvData looks like a binary file, not text: export it as CSV or JSON',
    });
    expect(await refusal('import-csv', { csvData: `${HEADER}\ncafe.example.com,Caf\uFFFD,,,,,,,` })).toEqual({
      status: 400,
      message: 'csvData has characters that could not be decoded: save the file as UTF-8 and try again',
    });
    expect(await refusal('import-csv', { csvData: `${HEADER}\nx.example.com,"unclosed` })).toMatchObject({
      status: 400,
    });
    expect(
      await refusal('import-csv', { csvData: `${HEADER}\nx.example.com,X`, sourceList: 'manual' }),
    ).toMatchObject({
      status: 400,
    });
    const huge = `${HEADER}\n${'a'.repeat(11 * 1024 * 1024)}`;
    expect((await post('import-csv', { csvData: huge }, cookie)).statusCode).toBe(413);
    const tooLong = `${HEADER}\nlong.example.com,${'n'.repeat(101)},,,,,,,`;
    expect((await post('import-csv', { csvData: tooLong }, cookie)).json()).toMatchObject({
      success: 0,
      errors: [{ row: 1, message: 'name must be at most 100 characters' }],
    });
    expect(await websitesOf(user.id)).toEqual([]);
    expect((await post('import-csv', { csvData: `${HEADER}\nx.example.com,X` })).statusCode).toBe(401);
  });

  it('keeps the chunks of one file one run, numbering rows across the file', async () => {
    const { user, cookie } = await registerAndSignIn(get().app);
    const first = await post(
      'import-csv',
      { csvData: `${HEADER}\na.example.net,A\nb.example.net,B` },
      cookie,
    );
    const { importId } = first.json();
    const second = await post(
      'import-csv',
      {
        csvData: `${HEADER}\na.example.net,A again\nc.example.net,C`,
        importId,
        rowOffset: 2,
        sourceList: 'ignored',
      },
      cookie,
    );
    expect(second.json()).toMatchObject({
      success: 1,
      failed: 1,
      importId,
      errors: [{ row: 3, message: 'Duplicate: a.example.net is already one of your websites' }],
    });
    const runs = await get()
      .database.db.select()
      .from(websiteImports)
      .where(eq(websiteImports.userId, user.id));
    expect(runs).toMatchObject([{ id: importId, succeeded: 3, failed: 1, sourceList: 'user-import' }]);
    // Another user cannot add to it.
    const other = await registerAndSignIn(get().app);
    const stolen = await post(
      'import-csv',
      { csvData: `${HEADER}\nd.example.net,D`, importId },
      other.cookie,
    );
    expect(stolen.statusCode).toBe(404);
    expect(await websitesOf(other.user.id)).toEqual([]);
  });

  it("records an administrator's import, and scopes the stats", async () => {
    const { cookie: adminCookie } = await signInAsAdmin(get().app, get().database.db);
    const imported = await post(
      'import-csv',
      { csvData: `${HEADER}\nadmin-one.example.com,Admin one`, sourceList: 'seed' },
      adminCookie,
    );
    expect(imported.json()).toMatchObject({ success: 1, failed: 0 });
    const records = await get()
      .database.db.select()
      .from(adminActions)
      .where(
        and(
          eq(adminActions.action, 'websites.imported'),
          eq(adminActions.targetId, String(imported.json().importId)),
        ),
      );
    expect(records).toMatchObject([
      { targetType: 'website_import', details: { sourceList: 'seed', succeeded: 1 } },
    ]);

    const { cookie } = await registerAndSignIn(get().app);
    await addWebsite(get().app, cookie);
    await post(
      'import-csv',
      { csvData: `${HEADER}\nmine1.example.com,M1\nmine2.example.com,M2`, sourceList: 'leads' },
      cookie,
    );
    const stats = await get().app.inject({
      method: 'GET',
      url: '/api/admin/import-stats',
      headers: { cookie },
    });
    expect(stats.json()).toMatchObject({
      totalWebsites: 3,
      publicWebsites: 0,
      sourceBreakdown: { leads: 2, manual: 1 },
      recentImports: [{ sourceList: 'leads', format: 'csv', succeeded: 2, failed: 0 }],
    });
    expect(stats.json().recentImports).toHaveLength(1);
    const adminStats = await get().app.inject({
      method: 'GET',
      url: '/api/admin/import-stats',
      headers: { cookie: adminCookie },
    });
    expect(adminStats.json().totalWebsites).toBeGreaterThanOrEqual(4);
    expect(adminStats.json().sourceBreakdown).toMatchObject({ seed: 1, leads: 2 });
  });
});
