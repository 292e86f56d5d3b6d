import { MAX_WEBSITES_PER_ACCOUNT } from '@botlens/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { websites } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';

describeOnEachDatabase('the websites an account may hold', (get) => {
  const call = (method: 'POST', url: string, cookie: string, payload: object) =>
    get().app.inject({ method, url, payload, headers: { cookie } });

  it('stops at the account’s ceiling of websites with a clear message', async () => {
    const { cookie, user } = await registerAndSignIn(get().app);
    expect(
      (await call('POST', '/api/websites', cookie, { name: 'First', domain: 'first.example' })).statusCode,
    ).toBe(201);
    // The rest of the ceiling in one statement (an import would take them in batches; the count is what matters).
    await get().database.db.execute(sql`
      insert into websites (user_id, name, domain, tracking_id, ingest_key)
      select ${user.id}, 'Site ' || g, 'site' || g || '.example', 'bt_cap_' || ${user.id} || '_' || g,
             'key_cap_' || ${user.id} || '_' || g
      from generate_series(2, ${MAX_WEBSITES_PER_ACCOUNT}) g`);
    const refused = await call('POST', '/api/websites', cookie, {
      name: 'One too many',
      domain: 'more.example',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can add at most 100,000 websites' });
    const [stored] = await get()
      .database.db.select({ n: count() })
      .from(websites)
      .where(eq(websites.userId, user.id));
    expect(stored?.n).toBe(MAX_WEBSITES_PER_ACCOUNT);
  });
});
