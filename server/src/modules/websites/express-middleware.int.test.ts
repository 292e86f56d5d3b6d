import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Express, RequestHandler } from 'express';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { botEvents, humanHourlyPageViews } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { expressMiddleware } from './middleware-templates';

/**
 * The Express middleware exactly as /embed-code hands it out, running in a real Express app and posting to
 * a real BotLens server over HTTP.
 */
describeOnEachDatabase('the ready-to-paste Express middleware', (get) => {
  let botlensUrl = '';
  beforeAll(async () => {
    botlensUrl = await get().app.listen({ port: 0, host: '127.0.0.1' });
  });

  let customer: ReturnType<Express['listen']> | undefined;
  afterAll(() => new Promise<void>((resolve) => (customer ? customer.close(() => resolve()) : resolve())));

  it('sends every request the customer’s server answers, bots stored, people counted', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const code = expressMiddleware({
      collectEndpoint: `${botlensUrl}/api/collect`,
      ingestKey: embed.ingestKey,
    });
    const file = join(mkdtempSync(join(tmpdir(), 'botlens-mw-')), 'botlens.cjs');
    writeFileSync(file, code);
    const botlens = createRequire(import.meta.url)(file) as RequestHandler & { flush: () => Promise<void> };

    const app = express();
    app.use(botlens);
    app.get('/{*path}', (_request, response) => {
      response.send('customer page');
    });
    customer = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => customer?.once('listening', resolve));
    const origin = `http://127.0.0.1:${(customer.address() as AddressInfo).port}`;

    for (const [path, userAgent] of [
      ['/docs', UA.gptbot],
      ['/pricing', UA.claudebot],
      ['/', UA.chrome],
    ] as const) {
      const response = await fetch(`${origin}${path}`, { headers: { 'user-agent': userAgent } });
      expect(await response.text()).toBe('customer page');
    }
    await botlens.flush();
    await get().app.ingestQueue.flush();

    const db = get().database.db;
    const rows = await db
      .select()
      .from(botEvents)
      .where(eq(botEvents.websiteId, site.id))
      .orderBy(botEvents.path);
    expect(rows.map((r) => [r.path, r.botName, r.source, r.status, r.method])).toEqual([
      ['/docs', 'GPTBot', 'collect', 200, 'GET'],
      ['/pricing', 'ClaudeBot', 'collect', 200, 'GET'],
    ]);
    const [people] = await db
      .select()
      .from(humanHourlyPageViews)
      .where(eq(humanHourlyPageViews.websiteId, site.id));
    expect(people?.pageViews).toBe(1);
  });
});
