import { ADMIN_ACTIVITY_PAGE_SIZE, type AdminActivityResponse } from '@botlens/contracts';
import { expect, it } from 'vitest';
import { adminActions } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { ensureAdministrator } from '../auth/bootstrap-admin';

const RESERVED = { email: 'reserved-activity@example.com', password: 'ReservedPass123' };
const ADDRESS = '198.51.100.7';

describeOnEachDatabase(
  'GET /api/admin/activity',
  (get) => {
    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      cookie?: string,
      payload?: unknown,
    ) =>
      get().app.inject({
        method,
        url,
        payload: payload as object,
        headers: cookie ? { cookie } : {},
        remoteAddress: ADDRESS,
      });
    const activity = async (cookie: string, query = '') =>
      (await call('GET', `/api/admin/activity${query}`, cookie)).json<AdminActivityResponse>();

    it('an action writes exactly one record: actor, target, address; a refused one writes none', async () => {
      const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
      const { user } = await registerAndSignIn(get().app);
      const before = (await get().database.db.select().from(adminActions)).length;
      const changed = await call('PUT', `/api/admin/users/${user.id}/subscription`, cookie, {
        subscriptionTier: 'pro',
      });
      expect(changed.statusCode).toBe(200);
      const all = await get().database.db.select().from(adminActions);
      expect(all).toHaveLength(before + 1);
      const { entries } = await activity(cookie, `?targetType=user&targetId=${user.id}`);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        adminEmail: admin.email,
        action: 'user.subscription.changed',
        targetType: 'user',
        targetId: String(user.id),
        ip: ADDRESS,
      });
      // Refused: a validation error, the reserved administrator, an unknown user.
      const refused = [
        await call('PUT', `/api/admin/users/${user.id}/subscription`, cookie, { subscriptionTier: 'gold' }),
        await call('POST', '/api/admin/users', cookie, {
          email: 'x',
          password: 'y',
          firstName: '',
          lastName: '',
        }),
        await call('PUT', '/api/admin/users/2000000000/password', cookie, { password: 'Valid-Pass-123' }),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 404]);
      expect(await get().database.db.select().from(adminActions)).toHaveLength(before + 1);
    });

    it('the reserved administrator’s protections write nothing', async () => {
      await ensureAdministrator({ ctx: get().app.systemCtx, input: RESERVED });
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const list = (await call('GET', '/api/admin/users', cookie)).json<
        { id: number; reservedAdmin: boolean }[]
      >();
      const reserved = list.find((u) => u.reservedAdmin);
      if (!reserved) throw new Error('no reserved administrator');
      const before = (await get().database.db.select().from(adminActions)).length;
      expect((await call('DELETE', `/api/admin/users/${reserved.id}`, cookie)).statusCode).toBe(403);
      const demote = { email: RESERVED.email, firstName: 'A', lastName: 'B', role: 'user' };
      expect((await call('PUT', `/api/admin/users/${reserved.id}`, cookie, demote)).statusCode).toBe(403);
      expect(await get().database.db.select().from(adminActions)).toHaveLength(before);
    });

    it('newest first, in pages of 50, filtered by actor, action and target', async () => {
      const first = await signInAsAdmin(get().app, get().database.db);
      const second = await signInAsAdmin(get().app, get().database.db);
      const { user } = await registerAndSignIn(get().app);
      const limits = Array.from({ length: ADMIN_ACTIVITY_PAGE_SIZE + 2 }, (_, i) => i);
      for (const limit of limits) {
        await call('PUT', `/api/admin/users/${user.id}/subscription`, first.cookie, {
          monthlyAnalysesLimit: limit,
        });
      }
      await call('POST', `/api/admin/users/${user.id}/reset-usage`, second.cookie);
      const target = `&targetType=user&targetId=${user.id}`;
      const page1 = await activity(first.cookie, `?action=user${target}`);
      expect(page1.entries).toHaveLength(ADMIN_ACTIVITY_PAGE_SIZE);
      expect(page1.entries[0]).toMatchObject({ action: 'user.usage.reset', adminEmail: second.admin.email });
      expect(page1.entries[1]?.details).toMatchObject({ to: { monthlyAnalysesLimit: limits.at(-1) } });
      const ids = page1.entries.map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(page1.nextCursor).toBe(ids.at(-1));
      const page2 = await activity(first.cookie, `?action=user&before=${page1.nextCursor}${target}`);
      expect(page2.entries).toHaveLength(3);
      expect(page2.nextCursor).toBeNull();
      expect(page2.entries.at(-1)?.details).toMatchObject({ to: { monthlyAnalysesLimit: 0 } });
      // By actor: part of the address, or the id.
      const bySecond = await activity(
        first.cookie,
        `?actor=${encodeURIComponent(second.admin.email.slice(0, -4))}${target}`,
      );
      expect(bySecond.entries.map((e) => e.action)).toEqual(['user.usage.reset']);
      const byId = await activity(first.cookie, `?actor=${bySecond.entries[0]?.adminId}${target}`);
      expect(byId.entries).toHaveLength(1);
      // An action exactly, a family, and LIKE's characters as themselves.
      expect((await activity(first.cookie, `?action=user.usage.reset${target}`)).entries).toHaveLength(1);
      expect((await activity(first.cookie, `?action=user.usage${target}`)).entries).toHaveLength(1);
      expect((await activity(first.cookie, `?action=user.%25${target}`)).entries).toHaveLength(0);
      expect((await activity(first.cookie, `?actor=%25${target}`)).entries).toHaveLength(0);
      expect((await activity(first.cookie, '?targetType=website&targetId=nothing')).entries).toEqual([]);
    });

    it('is for administrators only, refuses bad cursors, and nothing edits or deletes a record', async () => {
      const { cookie: userCookie } = await registerAndSignIn(get().app);
      expect((await call('GET', '/api/admin/activity')).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/activity', userCookie)).statusCode).toBe(403);
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      for (const before of ['0', 'abc', '1.5', '-3']) {
        expect((await call('GET', `/api/admin/activity?before=${before}`, cookie)).statusCode).toBe(400);
      }
      expect((await call('GET', `/api/admin/activity?actor=${'a'.repeat(300)}`, cookie)).statusCode).toBe(
        400,
      );
      const routes = get().app.printRoutes({ commonPrefix: false });
      const activityRoutes = routes.split('\n').filter((line) => line.includes('activity'));
      expect(activityRoutes.join('\n')).not.toMatch(/PUT|PATCH|DELETE|POST/);
      expect((await call('DELETE', '/api/admin/activity', cookie)).statusCode).toBe(404);
    });
  },
  { config: { admin: RESERVED } },
);
