import { existsSync, readFileSync } from 'node:fs';
import { E2E_DEMO_FILE } from './playwright.config';

/** The seeded demo account's credentials, once the server (e2e/start-server.mjs) has printed them. */
export async function demoAccount(): Promise<{ email: string; password: string }> {
  // The server seeds the demo month right after it starts listening; wait for its credentials.
  for (let i = 0; i < 120 && !existsSync(E2E_DEMO_FILE); i++) await new Promise((r) => setTimeout(r, 500));
  return JSON.parse(readFileSync(E2E_DEMO_FILE, 'utf8'));
}
