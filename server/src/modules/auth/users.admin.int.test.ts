import type { AdminUser } from '@botlens/contracts';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminActions, sessions, users } from '../../db/schema';
import { registerAndSignIn, sessionCookieFrom, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase, type TestContext } from '../../test-support/test-app';
import { OWN_ROLE_KEPT } from './admin-update-user';
import { ensureAdministrator } from './bootstrap-admin';
import { RESERVED_ADMIN_EMAIL, RESERVED_ADMIN_ROLE } from './reserved-admin';

const RESERVED = { email: 'reserved-admin@example.com', password: 'ReservedPass123' };

/** The administrator of ADMIN_EMAIL, made as start-up makes it, signed in. */
async function signInAsReservedAdmin(get: () => TestContext) {
  await ensureAdministrator({ ctx: get().app.systemCtx, input: RESERVED });
  const response = await get().app.inject({ method: 'POST', url: '/api/login', payload: RESERVED });
  const [row] = await get().database.db.select().from(users).where(eq(users.email, RESERVED.email));
  if (!row) throw new Error('no reserved administrator');
  return { cookie: sessionCookieFrom(response), id: row.id };
}

describeOnEachDatabase(
  'the administrator’s users: create, edit, password',
  (get) => {
    const call = (method: 'POST' | 'PUT' | 'GET', url: string, cookie?: string, payload?: unknown) =>
      get().app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
    const recordsOf = async (userId: number) =>
      get()
        .database.db.select()
        .from(adminActions)
        .where(eq(adminActions.targetId, String(userId)));
    const rowOf = async (userId: number) =>
      (await get().database.db.select().from(users).where(eq(users.id, userId)))[0];
    const newUser = (overrides: Record<string, unknown> = {}) => ({
      email: `made-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Harbour-Lamp-58',
      firstName: 'Made',
      lastName: 'ByAdmin',
      ...overrides,
    });

    it('creates an account (role user by default) that signs in, and records it without the password', async () => {
      const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
      const body = newUser({ email: '  Mixed.Case@Example.com  '.replace('Mixed', `Mixed${Date.now()}`) });
      const response = await call('POST', '/api/admin/users', cookie, body);
      expect(response.statusCode).toBe(201);
      const created = response.json<AdminUser>();
      expect(created).toMatchObject({
        email: body.email.trim().toLowerCase(),
        firstName: 'Made',
        role: 'user',
        subscriptionTier: 'free',
        reservedAdmin: false,
      });
      const login = await call('POST', '/api/login', undefined, {
        email: created.email,
        password: body.password,
      });
      expect(login.statusCode).toBe(200);
      const records = await recordsOf(created.id);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        action: 'user.created',
        adminEmail: admin.email,
        targetType: 'user',
      });
      expect(JSON.stringify(records[0]?.details)).not.toContain(body.password);
      // An administrator made so is one: the role is the stored role.
      const other = await call(
        'POST',
        '/api/admin/users',
        cookie,
        newUser({ role: 'admin', email: `boss-${Date.now()}@example.com` }),
      );
      expect(other.json()).toMatchObject({ role: 'admin' });
    });

    it('refuses bad input, a taken address, and anyone but an administrator, creating nothing', async () => {
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const { account, cookie: userCookie } = await registerAndSignIn(get().app);
      const { user: target } = await registerAndSignIn(get().app);
      const [{ n: before } = { n: 0 }] = await get().database.db.select({ n: count() }).from(users);
      const refusals: [Record<string, unknown>, number, string][] = [
        [newUser({ email: 'not-an-address' }), 400, 'Invalid email address'],
        [newUser({ password: 'abc' }), 400, 'Password must be at least 6 characters'],
        [newUser({ password: 'abcdefg' }), 400, 'Password must be at least 8 characters'],
        [newUser({ password: 'Password1' }), 400, 'This password is too common. Choose another one.'],
        [newUser({ firstName: ' ' }), 400, 'First name is required'],
        [newUser({ lastName: '' }), 400, 'Last name is required'],
        [newUser({ role: 'owner' }), 400, 'role must be user or admin'],
        [newUser({ email: account.email.toUpperCase() }), 409, 'An account with this email already exists'],
      ];
      for (const [body, status, message] of refusals) {
        const response = await call('POST', '/api/admin/users', cookie, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        if (message.startsWith('This password')) expect(response.json().field).toBe('password');
        else expect(response.json().message).toBe(message);
      }
      const edit = { email: target.email, firstName: 'X', lastName: 'Y', role: 'admin' };
      const calls: ['GET' | 'POST' | 'PUT', string, unknown][] = [
        ['GET', '/api/admin/users', undefined],
        ['POST', '/api/admin/users', newUser()],
        ['PUT', `/api/admin/users/${target.id}`, edit],
        ['PUT', `/api/admin/users/${target.id}/password`, { password: 'Harbour-Lamp-58' }],
      ];
      for (const [method, url, body] of calls) {
        expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
        expect((await call(method, url, userCookie, body)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect(await rowOf(target.id)).toMatchObject({ role: 'user', firstName: target.firstName });
      expect(await recordsOf(target.id)).toEqual([]);
      const [{ n: after } = { n: 0 }] = await get().database.db.select({ n: count() }).from(users);
      expect(after).toBe(before);
    });

    it('edits address, names and role, recording only what changed; refuses a taken address and unknown users', async () => {
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const { user } = await registerAndSignIn(get().app);
      const { account: other } = await registerAndSignIn(get().app);
      const edit = {
        email: `renamed-${Date.now()}@example.com`,
        firstName: 'Renamed',
        lastName: user.lastName,
        role: 'admin',
      };
      const response = await call('PUT', `/api/admin/users/${user.id}`, cookie, edit);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...edit, id: user.id });
      const records = await recordsOf(user.id);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        action: 'user.updated',
        details: {
          from: { email: user.email, firstName: user.firstName, role: 'user' },
          to: { email: edit.email, firstName: 'Renamed', role: 'admin' },
        },
      });
      expect(Object.keys(records[0]?.details.from as object)).not.toContain('lastName');
      const taken = await call('PUT', `/api/admin/users/${user.id}`, cookie, { ...edit, email: other.email });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        message: 'An account with this email already exists',
        field: 'email',
      });
      const invalid = await call('PUT', `/api/admin/users/${user.id}`, cookie, { ...edit, email: 'nope' });
      expect(invalid.json()).toMatchObject({ message: 'Invalid email address' });
      const missing = await call('PUT', '/api/admin/users/2000000000', cookie, edit);
      expect(missing.statusCode).toBe(404);
      expect((await call('PUT', '/api/admin/users/abc', cookie, edit)).statusCode).toBe(400);
      expect((await rowOf(user.id))?.email).toBe(edit.email);
      expect(await recordsOf(user.id)).toHaveLength(1);
    });

    it('sets a password: the old one and every session of that user stop working', async () => {
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const { user, account, cookie: userCookie } = await registerAndSignIn(get().app);
      const short = await call('PUT', `/api/admin/users/${user.id}/password`, cookie, { password: 'abc' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Password must be at least 6 characters');
      expect(await recordsOf(user.id)).toHaveLength(0);
      const response = await call('PUT', `/api/admin/users/${user.id}/password`, cookie, {
        password: 'Fresh-Start-93',
      });
      expect(response.statusCode).toBe(204);
      expect((await call('GET', '/api/user', userCookie)).statusCode).toBe(401);
      const [{ n } = { n: -1 }] = await get()
        .database.db.select({ n: count() })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      expect(n).toBe(0);
      expect((await call('POST', '/api/login', undefined, account)).statusCode).toBe(401);
      const login = await call('POST', '/api/login', undefined, {
        email: account.email,
        password: 'Fresh-Start-93',
      });
      expect(login.statusCode).toBe(200);
      const records = await recordsOf(user.id);
      expect(records.map((r) => r.action)).toEqual(['user.password.changed']);
      expect(JSON.stringify(records[0]?.details)).not.toContain('Fresh-Start-93');
      expect(
        (await call('PUT', '/api/admin/users/2000000000/password', cookie, { password: 'Fresh-Start-93' }))
          .statusCode,
      ).toBe(404);
    });

    it('keeps the reserved administrator’s address and role, and an administrator’s own role', async () => {
      const reserved = await signInAsReservedAdmin(get);
      const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
      const list = (await call('GET', '/api/admin/users', cookie)).json<AdminUser[]>();
      expect(list.find((u) => u.id === reserved.id)).toMatchObject({ reservedAdmin: true, role: 'admin' });
      expect(list.filter((u) => u.reservedAdmin)).toHaveLength(1);
      // Start-up leaves its last name empty; the form asks for one.
      const same = { email: RESERVED.email, firstName: 'Admin', lastName: 'Root', role: 'admin' };
      const demote = await call('PUT', `/api/admin/users/${reserved.id}`, cookie, {
        ...same,
        lastName: 'X',
        role: 'user',
      });
      expect(demote.statusCode).toBe(403);
      expect(demote.json().message).toBe(RESERVED_ADMIN_ROLE);
      const readdress = await call('PUT', `/api/admin/users/${reserved.id}`, cookie, {
        ...same,
        lastName: 'X',
        email: 'elsewhere@example.com',
      });
      expect(readdress.statusCode).toBe(403);
      expect(readdress.json().message).toBe(RESERVED_ADMIN_EMAIL);
      const ownDemotion = await call('PUT', `/api/admin/users/${reserved.id}`, reserved.cookie, {
        ...same,
        role: 'user',
      });
      expect(ownDemotion.statusCode).toBe(403);
      expect(await rowOf(reserved.id)).toMatchObject({ email: RESERVED.email, role: 'admin', lastName: '' });
      expect(await recordsOf(reserved.id)).toHaveLength(0);
      // Its names may change.
      expect(
        (await call('PUT', `/api/admin/users/${reserved.id}`, cookie, { ...same, firstName: 'Chief' }))
          .statusCode,
      ).toBe(200);
      // Any administrator keeps their own role.
      const me = list.find((u) => u.email === admin.email);
      const self = await call('PUT', `/api/admin/users/${me?.id}`, cookie, {
        email: me?.email,
        firstName: 'A',
        lastName: 'B',
        role: 'user',
      });
      expect(self.json().message).toBe(OWN_ROLE_KEPT);
    });
  },
  { config: { admin: RESERVED } },
);
