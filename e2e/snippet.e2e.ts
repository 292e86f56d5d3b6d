import { expect, type Page, test } from '@playwright/test';
import { customerSite } from './customer-site';

const customer = customerSite('');

type Sent = {
  event: string;
  url: string;
  title?: string;
  duration?: number;
  referrer?: string;
  webdriver: boolean;
};

/**
 * What the snippet sends to /api/track, read off the wire (the requests still reach the server). A beacon's
 * body is not shown to the test, so the page goes without sendBeacon and the snippet uses its fallback,
 * fetch with keepalive, which sends the same body; the beacon itself is what websites.e2e.ts verifies.
 */
async function recordSent(page: Page): Promise<Sent[]> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined });
  });
  const sent: Sent[] = [];
  page.context().on('request', (request) => {
    if (request.url().endsWith('/api/track') && request.method() === 'POST') {
      sent.push(JSON.parse(request.postData() ?? '{}') as Sent);
    }
  });
  return sent;
}

/** Signs up, adds the customer site and serves it a page carrying the embed code. */
async function installSnippet(page: Page): Promise<void> {
  const email = `snippet-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  expect(
    (
      await page.request.post('/api/register', {
        data: { email, password: 'Snippet1234', firstName: 'Snip', lastName: 'Pet' },
      })
    ).status(),
  ).toBe(201);
  const site = await (
    await page.request.post('/api/websites', { data: { name: 'App', domain: customer.origin() } })
  ).json();
  const { embedCode } = await (await page.request.get(`/api/websites/${site.id}/embed-code`)).json();
  customer.setPage(
    `<!doctype html><html><head><title>App</title></head><body>${embedCode}<p>Hello</p></body></html>`,
  );
}

test('the snippet sends views without the fragment, a new view per app route, and time shown on leaving', async ({
  page,
}) => {
  await installSnippet(page);
  const sent = await recordSent(page);
  await page.goto(`${customer.origin()}/start?x=1#access_token=secret`);
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({
    event: 'page_view',
    url: `${customer.origin()}/start?x=1`,
    webdriver: true,
  });

  // A single-page app moves to another address: the old page is left, the new one viewed, with the title
  // its router sets after changing the address (as React renders, a moment later).
  await page.evaluate(() => {
    history.pushState({}, '', '/next');
    setTimeout(() => {
      document.title = 'Next page';
    }, 30);
  });
  await expect.poll(() => sent.length).toBe(3);
  expect(sent[1]).toMatchObject({ event: 'page_leave', url: `${customer.origin()}/start?x=1` });
  expect(sent[2]).toMatchObject({
    event: 'page_view',
    url: `${customer.origin()}/next`,
    referrer: `${customer.origin()}/start?x=1`,
    title: 'Next page',
  });
  // Only the fragment changes: the same page.
  await page.evaluate(() => history.pushState({}, '', '/next#section'));

  // The page is hidden (the visitor switches away, or the phone locks: often the last moment a page gets):
  // the time it was shown is sent, once, even if it is hidden again.
  await page.waitForTimeout(300);
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await hide();
  await hide();
  await expect.poll(() => sent.length).toBe(4);
  await page.waitForTimeout(200);
  expect(sent).toHaveLength(4);
  expect(sent[3]).toMatchObject({ event: 'page_leave', url: `${customer.origin()}/next` });
  expect(sent[3]?.duration).toBeGreaterThanOrEqual(300);
  expect(sent[3]?.duration).toBeLessThan(60_000);
});

test('a page the browser prerenders is counted once it is shown, not before', async ({ page }) => {
  await installSnippet(page);
  const sent = await recordSent(page);
  // Chromium prerenders a page it expects to be opened (speculation rules); the page then runs unseen until
  // it is activated. Emulated here: document.prerendering is true until the test activates the page.
  await page.addInitScript(() => {
    const state = window as unknown as { prerendered: boolean };
    state.prerendered = true;
    Object.defineProperty(document, 'prerendering', { get: () => state.prerendered, configurable: true });
  });
  await page.goto(`${customer.origin()}/speculated`);
  // A single-page app may route while it is prerendered (a redirect on start-up, say).
  await page.evaluate(() => history.pushState({}, '', '/speculated/home'));
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);

  await page.evaluate(() => {
    (window as unknown as { prerendered: boolean }).prerendered = false;
    document.dispatchEvent(new Event('prerenderingchange'));
  });
  await expect.poll(() => sent.length).toBe(1);
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ event: 'page_view', url: `${customer.origin()}/speculated/home` });
});
