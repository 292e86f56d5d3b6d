import { expect, it } from 'vitest';
import type { Access } from '../../plugins/access';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import {
  OWNER_SCOPED_ADMIN_ROUTES,
  type OwnerScopedWorld,
  seedOwnerWebsite,
} from '../../test-support/owner-scoped-admin-routes';
import { describeOnEachDatabase } from '../../test-support/test-app';

type Route = { method: string; url: string; access: Access };

/** A path with every `:param` filled by something that names nothing: the administrator's call reaches the handler and finds nothing to change. */
function pathNamingNothing(url: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => (/id$/i.test(name) ? '999999' : 'nothing-here'));
}

/**
 * Every administrator route × (anonymous, a user, another user, the administrator), generated from the app's
 * own route table, so a route added later is in the matrix without anyone remembering to add it. A route under
 * /api/admin/ either declares `admin`, or declares `user` and is listed in OWNER_SCOPED_ADMIN_ROUTES with the
 * check that one user cannot reach another's data through it.
 */
describeOnEachDatabase('the access matrix of the administrator routes', (get) => {
  const table = (): Route[] => get().app.routeAccessTable();
  const call = (route: Route, cookie?: string) =>
    get().app.inject({
      method: route.method as 'GET',
      url: pathNamingNothing(route.url),
      headers: cookie ? { cookie } : {},
      ...(['GET', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
    });

  it('knows every route under /api/admin/: administrators only, or scoped to the caller and listed', () => {
    const underAdmin = table().filter((r) => r.url.startsWith('/api/admin/'));
    expect(underAdmin.length).toBeGreaterThan(5);
    const loose = underAdmin.filter(
      (r) =>
        r.access !== 'admin' && !(r.access === 'user' && `${r.method} ${r.url}` in OWNER_SCOPED_ADMIN_ROUTES),
    );
    expect(
      loose,
      'routes under /api/admin/ that are neither admin-only nor a listed owner-scoped route',
    ).toEqual([]);
    const listed = new Set(underAdmin.map((r) => `${r.method} ${r.url}`));
    const stale = Object.keys(OWNER_SCOPED_ADMIN_ROUTES).filter((key) => !listed.has(key));
    expect(stale, 'owner-scoped entries whose route is gone').toEqual([]);
  });

  it('refuses anonymous callers with 401 and users with 403 on every admin-only route, and lets administrators through', async () => {
    const adminOnly = table().filter((r) => r.access === 'admin');
    const { cookie: userCookie } = await registerAndSignIn(get().app);
    const { cookie: adminCookie } = await signInAsAdmin(get().app, get().database.db);
    const outcomes: string[] = [];
    for (const route of adminOnly) {
      const anonymous = await call(route);
      const user = await call(route, userCookie);
      const admin = await call(route, adminCookie);
      const seen = `${route.method} ${route.url}: anonymous ${anonymous.statusCode}, user ${user.statusCode}, admin ${admin.statusCode}`;
      const wrong =
        anonymous.statusCode !== 401 ||
        user.statusCode !== 403 ||
        [401, 403].includes(admin.statusCode) ||
        admin.statusCode >= 500;
      if (wrong) outcomes.push(seen);
    }
    expect(outcomes, 'admin-only routes answering the wrong caller').toEqual([]);
  });

  it('scopes every owner-scoped route under /api/admin/ to the caller: anonymous 401, another user sees and changes nothing of the owner', async () => {
    const owner = await registerAndSignIn(get().app);
    const other = await registerAndSignIn(get().app);
    const { cookie: adminCookie } = await signInAsAdmin(get().app, get().database.db);
    const world: OwnerScopedWorld = {
      app: get().app,
      db: get().database.db,
      owner: { id: owner.user.id, cookie: owner.cookie },
      other: { id: other.user.id, cookie: other.cookie },
      adminCookie,
    };
    const ownerSiteId = await seedOwnerWebsite(world);
    const scoped = table().filter((r) => r.access === 'user' && r.url.startsWith('/api/admin/'));
    expect(scoped.length).toBeGreaterThan(0);
    for (const route of scoped) {
      expect((await call(route)).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      const check = OWNER_SCOPED_ADMIN_ROUTES[`${route.method} ${route.url}`];
      if (!check) throw new Error(`${route.method} ${route.url} has no owner-scope check`);
      await check(world, ownerSiteId);
    }
  });
});
