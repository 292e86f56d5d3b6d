import { existsSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { E2E_ADMIN, E2E_DEMO_FILE } from './playwright.config';

/** The seeded demo account's credentials, once the server (e2e/start-server.mjs) has printed them. */
export async function demoAccount(): Promise<{ email: string; password: string }> {
  // The server seeds the demo month right after it starts listening; wait for its credentials.
  for (let i = 0; i < 120 && !existsSync(E2E_DEMO_FILE); i++) await new Promise((r) => setTimeout(r, 500));
  return JSON.parse(readFileSync(E2E_DEMO_FILE, 'utf8'));
}

/**
 * Signs in through the sign-in form, as a person would (auth.e2e.ts checks the form itself). Every journey
 * signs in from 127.0.0.1, and the server allows 10 sign-ins a minute per address: a refused one waits as
 * long as the answer's Retry-After says, the journey's time limit lengthened by as much, and tries again.
 */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  for (let attempt = 1; ; attempt++) {
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/login') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Sign In' }).click();
    const response = await answered;
    if (response.status() !== 429 || attempt === 3) return;
    const waitMs = (Number(response.headers()['retry-after'] ?? 60) + 1) * 1000;
    test.info().setTimeout(test.info().timeout + waitMs);
    await page.waitForTimeout(waitMs);
  }
}

/** Creates a new free account through the registration form, signed in once it returns. */
export async function registerUser(page: Page, firstName: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Planner');
  await page.getByLabel('Email').fill(`${firstName.toLowerCase()}-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('PlanningPass1');
  await page.getByLabel('Confirm Password').fill('PlanningPass1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(`Welcome, ${firstName}!`)).toBeVisible();
}

/**
 * Puts the account signed in on `page` on a plan, as an administrator does from the admin area
 * (PUT /api/admin/users/:userId/subscription), through a session of the administrator's own.
 */
export async function putOnPlan(page: Page, tier: 'free' | 'pro' | 'enterprise'): Promise<void> {
  const me = await (await page.request.get('/api/user')).json();
  const admin: APIRequestContext = await request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const login = await admin.post('/api/login', { data: E2E_ADMIN });
    expect(login.status()).toBe(200);
    const changed = await admin.put(`/api/admin/users/${me.id}/subscription`, {
      data: { subscriptionTier: tier },
    });
    expect(changed.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
