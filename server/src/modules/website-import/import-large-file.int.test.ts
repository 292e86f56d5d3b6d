import { MAX_IMPORT_ROWS } from '@botlens/contracts';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { websites } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';

const HEADER = 'domain,name,description,category,industry,country,language,monthly_traffic,domain_authority';

describeOnEachDatabase('a 100,000-row import', (get) => {
  it('imports the spec’s largest file in one request, in batches, and refuses one row more', async () => {
    const { user, cookie } = await registerAndSignIn(get().app);
    const lines = [HEADER];
    for (let i = 0; i < MAX_IMPORT_ROWS; i++)
      lines.push(`site-${i}.example.com,Site ${i},,Cat ${i % 7},,,,${i},${i % 101}`);
    const csvData = lines.join('\n');
    expect(csvData.length).toBeLessThan(10 * 1024 * 1024);
    const started = performance.now();
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/admin/import-csv',
      payload: { csvData },
      headers: { cookie },
    });
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: MAX_IMPORT_ROWS, failed: 0, errors: [] });
    const [stored] = await get()
      .database.db.select({ n: count() })
      .from(websites)
      .where(eq(websites.userId, user.id));
    expect(Number(stored?.n)).toBe(MAX_IMPORT_ROWS);
    console.info(
      JSON.stringify({
        rows: MAX_IMPORT_ROWS,
        seconds: Number(seconds.toFixed(1)),
        rowsPerSecond: Math.round(MAX_IMPORT_ROWS / seconds),
      }),
    );

    // The account is full: the next row is refused with its reason, and a file of more rows is a 413.
    const more = await get().app.inject({
      method: 'POST',
      url: '/api/admin/import-csv',
      payload: { csvData: `${HEADER}\none-more.example.com,One more` },
      headers: { cookie },
    });
    expect(more.json()).toMatchObject({
      success: 0,
      errors: [{ row: 1, message: 'Website limit reached: an account may hold at most 100000 websites' }],
    });
    const tooMany = await get().app.inject({
      method: 'POST',
      url: '/api/admin/import-csv',
      payload: { csvData: `${csvData}\nlast.example.com,Last` },
      headers: { cookie },
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('An import may have at most 100,000 rows');
  }, 240_000);
});
