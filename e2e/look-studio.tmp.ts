import { chromium } from '@playwright/test';
const PASS = process.argv[2] ?? '';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const [name, width] of [['desk', 1280], ['phone', 390]] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto('http://localhost:5600/auth');
    await page.getByLabel(/email/i).fill('demo@botlens.example');
    await page.getByLabel(/^password/i).fill(PASS);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('http://localhost:5600/ai-access');
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `/tmp/shots/studio-${name}.png`, fullPage: true });
    const tabs = await page.getByRole('tab').allTextContents();
    console.log(name, 'tabs', tabs);
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab }).first().click();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/studio-${name}-${tab.replace(/\W+/g, '_')}.png`, fullPage: true });
    }
    await page.close();
  }
  await browser.close();
})();
