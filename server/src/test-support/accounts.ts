import type { SubscriptionTier, User } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { ensureAdministrator } from '../modules/auth/bootstrap-admin';
import { systemCtx } from '../modules/context';
import { testConfig } from './test-app';

let counter = 0;

/** A unique, valid registration body. */
export function newAccount(
  overrides: Partial<Record<'email' | 'password' | 'firstName' | 'lastName', string>> = {},
) {
  counter++;
  return {
    email: `user${counter}-${Date.now()}@example.com`,
    password: 'Kestrel-Lamp-47',
    firstName: 'Test',
    lastName: `User${counter}`,
    ...overrides,
  };
}

export function sessionCookieFrom(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === 'botlens_session');
  if (!cookie) throw new Error('no session cookie in the response');
  return `botlens_session=${cookie.value}`;
}

/** Registers through the API and returns the user and a Cookie header value for later requests. */
export async function registerAndSignIn(app: App, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: account });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { account, user: response.json<User>(), cookie: sessionCookieFrom(response) };
}

/** Creates the administrator the way start-up does, then signs in as it. */
export async function signInAsAdmin(app: App, db: Database) {
  const admin = { email: `admin-${Date.now()}@example.com`, password: 'AdminPass123' };
  await ensureAdministrator({ ctx: systemCtx({ db, config: testConfig(), log: app.log }), input: admin });
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: admin });
  if (response.statusCode !== 200)
    throw new Error(`admin login failed: ${response.statusCode} ${response.body}`);
  return { admin, cookie: sessionCookieFrom(response) };
}

/** Puts an account on a plan, as the billing side does when a payment succeeds. */
export async function setSubscriptionTier(
  db: Database,
  userId: number,
  tier: SubscriptionTier,
): Promise<void> {
  await db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId));
}

/** registerAndSignIn, on the Pro plan: for tests of paid features. */
export async function registerProAndSignIn(app: App, db: Database) {
  const signedIn = await registerAndSignIn(app);
  await setSubscriptionTier(db, signedIn.user.id, 'pro');
  return signedIn;
}
