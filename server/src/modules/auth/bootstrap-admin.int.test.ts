import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase, testConfig } from '../../test-support/test-app';
import { systemCtx } from '../context';
import { AdminBootstrapError, ensureAdministrator } from './bootstrap-admin';

describeOnEachDatabase('administrator from ADMIN_EMAIL / ADMIN_PASSWORD', (get) => {
  const ensure = (input: { email: string; password: string }) =>
    ensureAdministrator({
      ctx: systemCtx({ db: get().database.db, config: testConfig(), log: get().app.log }),
      input,
    });
  const login = (email: string, password: string) =>
    get().app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('creates the administrator, and is idempotent', async () => {
    await ensure({ email: 'Boss@Example.com', password: 'AdminPass1' });
    await ensure({ email: 'Boss@Example.com', password: 'AdminPass1' });
    const rows = await get().database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('admin');
    const response = await login('boss@example.com', 'AdminPass1');
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('admin');
  });

  it('updates the password when ADMIN_PASSWORD changes', async () => {
    await ensure({ email: 'rotate@example.com', password: 'FirstPass1' });
    await ensure({ email: 'rotate@example.com', password: 'SecondPass2' });
    expect((await login('rotate@example.com', 'FirstPass1')).statusCode).toBe(401);
    expect((await login('rotate@example.com', 'SecondPass2')).statusCode).toBe(200);
  });

  it('promotes an existing account with that address', async () => {
    const { account } = await registerAndSignIn(get().app);
    await ensure({ email: account.email, password: account.password });
    expect((await login(account.email, account.password)).json().role).toBe('admin');
  });

  it('refuses a weak password or an invalid address', async () => {
    await expect(ensure({ email: 'weak@example.com', password: 'password' })).rejects.toThrow(
      AdminBootstrapError,
    );
    await expect(ensure({ email: 'not-an-address', password: 'AdminPass1' })).rejects.toThrow(/ADMIN_EMAIL/);
  });

  it('refuses a common password, and creates nothing', async () => {
    await expect(ensure({ email: 'common@example.com', password: 'Password1' })).rejects.toThrow(
      'ADMIN_PASSWORD is too weak: This password is too common. Choose one that is harder to guess.',
    );
    const rows = await get().database.db.select().from(users).where(eq(users.email, 'common@example.com'));
    expect(rows).toHaveLength(0);
  });
});
