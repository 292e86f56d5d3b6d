import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { E2E_DEMO_FILE } from './playwright.config';

/** The seeded demo account's credentials, once the server (e2e/start-server.mjs) has printed them. */
export async function demoAccount(): Promise<{ email: string; password: string }> {
  // The server seeds the demo month right after it starts listening; wait for its credentials.
  for (let i = 0; i < 120 && !existsSync(E2E_DEMO_FILE); i++) await new Promise((r) => setTimeout(r, 500));
  return JSON.parse(readFileSync(E2E_DEMO_FILE, 'utf8'));
}

/** Signs in through the sign-in form, as a person would (auth.e2e.ts checks the form itself). */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
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
