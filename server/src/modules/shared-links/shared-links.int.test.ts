import type { SharedLink } from '@botlens/contracts';
import { SHARED_LINK_LIMITS } from '@botlens/contracts';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminActions, sharedLinks } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';

describeOnEachDatabase('shared links: the owner lists, creates and revokes', (get) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    get().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('creates a link with an unguessable address, lists it, and revokes it', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const base = `/api/websites/${site.id}/shared-links`;
    expect((await call('GET', base, cookie)).json()).toEqual([]);

    const open = await call('POST', base, cookie, { label: 'Team wall' });
    expect(open.statusCode).toBe(201);
    const link = open.json<SharedLink>();
    expect(link).toMatchObject({ label: 'Team wall', passwordProtected: false });
    const slug = new URL(link.url).pathname.replace('/share/', '');
    expect(link.url.startsWith(`${get().config.publicUrl}/share/`)).toBe(true);
    expect(slug).toMatch(/^[A-Za-z0-9_-]{32,}$/);

    const guarded = await call('POST', base, cookie, { label: 'Client', password: 'correct horse' });
    expect(guarded.json<SharedLink>().passwordProtected).toBe(true);
    const [stored] = await get()
      .database.db.select()
      .from(sharedLinks)
      .where(eq(sharedLinks.id, guarded.json<SharedLink>().id));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(guarded.json())).not.toContain('scrypt');

    const listed = (await call('GET', base, cookie)).json<SharedLink[]>();
    expect(listed.map((l) => l.label)).toEqual(['Team wall', 'Client']);

    expect((await call('DELETE', `${base}/${link.id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', base, cookie)).json<SharedLink[]>().map((l) => l.label)).toEqual(['Client']);
    // Revoking twice: the link is no longer there to revoke.
    expect((await call('DELETE', `${base}/${link.id}`, cookie)).statusCode).toBe(404);
  });

  it('refuses bad input with a message naming the problem, and stores nothing', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const base = `/api/websites/${site.id}/shared-links`;
    const cases = [
      [{ label: '' }, 'Label is required'],
      [{ label: 'x'.repeat(101) }, 'Label must be at most 100 characters'],
      [{ label: 'Short', password: 'seven77' }, 'Password must be at least 8 characters'],
      [{ label: 'Long', password: 'p'.repeat(257) }, 'Password is too long'],
    ] as const;
    for (const [payload, message] of cases) {
      const refused = await call('POST', base, cookie, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(message);
    }
    expect((await call('GET', base, cookie)).json()).toEqual([]);
  });

  it(`caps a website at ${SHARED_LINK_LIMITS.perWebsite} live links; a revoke makes room`, async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const base = `/api/websites/${site.id}/shared-links`;
    const made = await Promise.all(
      Array.from({ length: SHARED_LINK_LIMITS.perWebsite + 3 }, (_, i) =>
        call('POST', base, cookie, { label: `Link ${i}` }),
      ),
    );
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(SHARED_LINK_LIMITS.perWebsite);
    const refused = made.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json<{ message: string }>().message).toContain('at most 20 shared links');
    const first = made.find((r) => r.statusCode === 201)?.json<SharedLink>();
    await call('DELETE', `${base}/${first?.id}`, cookie);
    expect((await call('POST', base, cookie, { label: 'Again' })).statusCode).toBe(201);
  });

  it('gives another user the same 404 as a missing website, on every call, and changes nothing', async () => {
    const owner = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, owner.cookie);
    const base = `/api/websites/${site.id}/shared-links`;
    const link = (await call('POST', base, owner.cookie, { label: 'Mine' })).json<SharedLink>();
    const other = await registerAndSignIn(get().app);
    const { site: otherSite } = await addWebsite(get().app, other.cookie);

    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['DELETE', `${base}/${link.id}`],
      // Their own website, the owner's link id: still not theirs.
      ['DELETE', `/api/websites/${otherSite.id}/shared-links/${link.id}`],
    ] as const) {
      const refused = await call(
        method,
        url,
        other.cookie,
        method === 'POST' ? { label: 'Theirs' } : undefined,
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
    }
    const missing = await call('GET', '/api/websites/2147483000/shared-links', other.cookie);
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', base, owner.cookie)).json<SharedLink[]>().map((l) => l.label)).toEqual([
      'Mine',
    ]);
    const anonymous = await get().app.inject({ method: 'GET', url: base });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an administrator manage any website, each change on record', async () => {
    const owner = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, owner.cookie);
    const { cookie: admin } = await signInAsAdmin(get().app, get().database.db);
    const base = `/api/websites/${site.id}/shared-links`;
    const created = await call('POST', base, admin, { label: 'For the owner' });
    expect(created.statusCode).toBe(201);
    const link = created.json<SharedLink>();
    expect((await call('GET', base, admin)).json<SharedLink[]>()).toHaveLength(1);
    expect((await call('DELETE', `${base}/${link.id}`, admin)).statusCode).toBe(204);
    const records = await get()
      .database.db.select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'website'), eq(adminActions.targetId, String(site.id))));
    expect(records.map((r) => r.action).sort()).toEqual([
      'website.shared-link.created',
      'website.shared-link.revoked',
    ]);
  });
});
