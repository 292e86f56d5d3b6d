import { defineConfig } from '@playwright/test';

/**
 * The app's port; E2E_PORT_BASE moves it, the two fixture sites' (base+1, base+2) and the feed journey's
 * server (base+3), so two runs can share a machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT_BASE ?? 5123);
/** The audited website of the audit journey (e2e/fixture-site.ts), which the server may fetch. */
export const FIXTURE_SITE_PORT = E2E_PORT + 1;
export const FIXTURE_SITE_HOST = `127.0.0.1:${FIXTURE_SITE_PORT}`;
/** A site whose every text is written to look like markup (fixture-sites/hostile). */
export const HOSTILE_SITE_PORT = E2E_PORT + 2;
export const HOSTILE_SITE_HOST = `127.0.0.1:${HOSTILE_SITE_PORT}`;
/** The news feeds the feed journey serves itself (e2e/news-feeds.e2e.ts), which the server may fetch. */
export const FEED_SITE_PORT = E2E_PORT + 3;
export const FEED_SITE_HOST = `127.0.0.1:${FEED_SITE_PORT}`;
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'E2eAdminPass1' };
/** Where the server start script writes the seeded demo account's credentials. */
export const E2E_DEMO_FILE = new URL('../test-results/demo-account.json', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Without these, Chromium keeps reaching for Google's services, which this network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/start-server.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        E2E_DEMO_FILE,
        // The fixture site is on a loopback address, which the auditor refuses unless it is named here.
        AUDIT_ALLOWED_HOSTS: `${FIXTURE_SITE_HOST},${HOSTILE_SITE_HOST},${FEED_SITE_HOST}`,
      },
    },
    {
      command: 'node --import tsx e2e/fixture-site.ts',
      cwd: '..',
      url: `http://${FIXTURE_SITE_HOST}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FIXTURE_SITE_PORT: String(FIXTURE_SITE_PORT) },
    },
    {
      command: 'node --import tsx e2e/fixture-site.ts',
      cwd: '..',
      url: `http://${HOSTILE_SITE_HOST}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FIXTURE_SITE_PORT: String(HOSTILE_SITE_PORT), FIXTURE_SITE: 'hostile' },
    },
  ],
});
