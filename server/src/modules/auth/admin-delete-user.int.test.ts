import type { CreateSubscriptionResponse } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Config } from '../../config';
import { adminActions, users } from '../../db/schema';
import { holdings, populatedAccount } from '../../test-support/account-holdings';
import { registerAndSignIn, sessionCookieFrom, signInAsAdmin } from '../../test-support/accounts';
import { stripeForTests } from '../../test-support/stripe-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { OWN_ACCOUNT_KEPT } from './admin-delete-user';
import { ensureAdministrator } from './bootstrap-admin';
import { RESERVED_ADMIN_UNDELETABLE } from './reserved-admin';

const RESERVED = { email: 'reserved-admin@example.com', password: 'ReservedPass123' };
const config: Partial<Config> = { admin: RESERVED };
const stripeServer = stripeForTests(config);

describeOnEachDatabase(
  'DELETE /api/admin/users/:userId',
  (get) => {
    const remove = (userId: number | string, cookie?: string) =>
      get().app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${userId}`,
        headers: cookie ? { cookie } : {},
      });
    const recordsOf = async (userId: number) =>
      get()
        .database.db.select()
        .from(adminActions)
        .where(eq(adminActions.targetId, String(userId)));
    const readAsAdmin = (url: string, cookie: string) =>
      get().app.inject({ method: 'GET', url, headers: { cookie } });

    it('removes the user’s websites (at once for readers), hits, audits, sessions, recorded once', async () => {
      const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
      const owner = await populatedAccount(get);
      const other = await populatedAccount(get);
      const otherBefore = await holdings(get, other.user.id, other.site.id);
      const response = await remove(owner.user.id, cookie);
      expect(response.statusCode).toBe(204);
      // Gone for readers before the purge has run.
      expect((await readAsAdmin(`/api/websites/${owner.site.id}/embed-code`, cookie)).statusCode).toBe(404);
      const list = (await readAsAdmin('/api/admin/users', cookie)).json<{ id: number }[]>();
      expect(list.map((u) => u.id)).not.toContain(owner.user.id);
      expect((await readAsAdmin('/api/user', owner.cookie)).statusCode).toBe(401);
      await get().app.websitePurger.idle();
      expect(await holdings(get, owner.user.id, owner.site.id)).toEqual({
        user: 0,
        websites: 0,
        hits: 0,
        people: 0,
        audits: 0,
        sessions: 0,
      });
      expect(await holdings(get, other.user.id, other.site.id)).toEqual(otherBefore);
      const records = await recordsOf(owner.user.id);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        action: 'user.deleted',
        adminEmail: admin.email,
        targetType: 'user',
        details: { email: owner.account.email },
      });
      // A second delete of the same account finds nothing.
      expect((await remove(owner.user.id, cookie)).statusCode).toBe(404);
    });

    it('cancels the user’s Stripe subscription at Stripe first', async () => {
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const owner = await populatedAccount(get);
      const started = await get().app.inject({
        method: 'POST',
        url: '/api/billing/subscription',
        payload: { tier: 'pro' },
        headers: { cookie: owner.cookie },
      });
      const { subscriptionId } = started.json<CreateSubscriptionResponse>();
      stripeServer().update(subscriptionId, { status: 'active' });
      expect((await remove(owner.user.id, cookie)).statusCode).toBe(204);
      expect(stripeServer().subscriptions.get(subscriptionId)?.status).toBe('canceled');
    });

    it('refuses the reserved administrator, oneself, unknown users and non-administrators, changing nothing', async () => {
      await ensureAdministrator({ ctx: get().app.systemCtx, input: RESERVED });
      const login = await get().app.inject({ method: 'POST', url: '/api/login', payload: RESERVED });
      const reservedCookie = sessionCookieFrom(login);
      const [reserved] = await get().database.db.select().from(users).where(eq(users.email, RESERVED.email));
      if (!reserved) throw new Error('no reserved administrator');
      const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
      const [me] = await get().database.db.select().from(users).where(eq(users.email, admin.email));
      if (!me) throw new Error('no administrator');
      const fromOther = await remove(reserved.id, cookie);
      expect(fromOther.statusCode).toBe(403);
      expect(fromOther.json().message).toBe(RESERVED_ADMIN_UNDELETABLE);
      expect((await remove(reserved.id, reservedCookie)).statusCode).toBe(403);
      const self = await remove(me.id, cookie);
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe(OWN_ACCOUNT_KEPT);
      const target = await registerAndSignIn(get().app);
      expect((await remove(target.user.id)).statusCode).toBe(401);
      expect((await remove(target.user.id, target.cookie)).statusCode).toBe(403);
      expect((await remove(2_000_000_000, cookie)).statusCode).toBe(404);
      expect((await remove('0', cookie)).statusCode).toBe(400);
      for (const id of [reserved.id, me.id, target.user.id]) {
        expect(
          (await get().database.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash,
        ).not.toBe('!account-deleted');
        expect(await recordsOf(id)).toEqual([]);
      }
      expect((await readAsAdmin('/api/user', target.cookie)).statusCode).toBe(200);
    });
  },
  { config },
);
