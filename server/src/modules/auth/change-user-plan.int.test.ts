import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminActions, users } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';

describeOnEachDatabase('PATCH /api/admin/users/:id/plan', (get) => {
  const patch = (id: number, payload: unknown, cookie?: string) =>
    get().app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/plan`,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const tierOf = async (id: number) =>
    (await get().database.db.select().from(users).where(eq(users.id, id)))[0]?.subscriptionTier;

  it('puts an account on a plan, sets its analyses, and records who did it', async () => {
    const { user, cookie: userCookie } = await registerAndSignIn(get().app);
    const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
    const response = await patch(user.id, { subscriptionTier: 'pro', monthlyAnalysesLimit: 10 }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, subscriptionTier: 'pro', monthlyAnalysesLimit: 10 });
    // The user sees it at once: the plan is read per request.
    const me = await get().app.inject({ method: 'GET', url: '/api/user', headers: { cookie: userCookie } });
    expect(me.json()).toMatchObject({ subscriptionTier: 'pro' });
    const records = await get()
      .database.db.select()
      .from(adminActions)
      .where(eq(adminActions.targetId, String(user.id)));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      adminId: expect.any(Number),
      adminEmail: admin.email,
      action: 'user.plan.changed',
      targetType: 'user',
      details: {
        from: { tier: 'free', monthlyAnalysesLimit: 3 },
        to: { tier: 'pro', monthlyAnalysesLimit: 10 },
      },
    });
  });

  it('refuses anyone but an administrator, bad plans and unknown users, changing nothing', async () => {
    const { user, cookie: userCookie } = await registerAndSignIn(get().app);
    expect((await patch(user.id, { subscriptionTier: 'pro' })).statusCode).toBe(401);
    expect((await patch(user.id, { subscriptionTier: 'pro' }, userCookie)).statusCode).toBe(403);
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const unknownTier = await patch(user.id, { subscriptionTier: 'platinum' }, cookie);
    expect(unknownTier.statusCode).toBe(400);
    expect(unknownTier.json().message).toBe('subscriptionTier must be one of: free, pro, enterprise');
    expect(
      (await patch(user.id, { subscriptionTier: 'pro', monthlyAnalysesLimit: -1 }, cookie)).statusCode,
    ).toBe(400);
    const missing = await patch(2_000_000_000, { subscriptionTier: 'pro' }, cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
    expect(await tierOf(user.id)).toBe('free');
    const records = await get()
      .database.db.select()
      .from(adminActions)
      .where(eq(adminActions.targetId, String(user.id)));
    expect(records).toEqual([]);
  });
});
