import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ROBOTS_POLICY } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import type { Express, RequestHandler } from 'express';
import express from 'express';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { botEvents, humanHourlyPageViews } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { buildPolicyRobots } from '../robots-policy/policy-robots';
import { alternationsOf } from '../robots-policy/server-rules';
import { expressMiddleware } from './middleware-templates';

type Middleware = RequestHandler & { flush: (timeoutMs?: number) => Promise<boolean> };

/** The middleware exactly as /embed-code hands it out, loaded as a fresh module (its buffer is its own). */
function loadMiddleware(collectEndpoint: string, ingestKey: string, blockedUserAgents?: string): Middleware {
  const file = join(mkdtempSync(join(tmpdir(), 'botlens-mw-')), 'botlens.cjs');
  writeFileSync(file, expressMiddleware({ collectEndpoint, ingestKey, blockedUserAgents }));
  return createRequire(import.meta.url)(file) as Middleware;
}

/**
 * The Express middleware exactly as /embed-code hands it out, running in a real Express app and posting to
 * a real BotLens server over HTTP.
 */
describeOnEachDatabase('the ready-to-paste Express middleware', (get) => {
  let botlensUrl = '';
  beforeAll(async () => {
    botlensUrl = await get().app.listen({ port: 0, host: '127.0.0.1' });
  });

  const customers: Array<ReturnType<Express['listen']>> = [];
  afterAll(() =>
    Promise.all(customers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))),
  );
  /** The customer's own server with the middleware in front of its pages; resolves with its origin. */
  const startCustomer = async (botlens: Middleware, configure: (app: Express) => void = () => {}) => {
    const app = express();
    configure(app);
    app.use(botlens);
    app.get('/{*path}', (_request, response) => {
      response.send('customer page');
    });
    const server = app.listen(0, '127.0.0.1');
    customers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const newSite = async () => {
    const { cookie } = await registerAndSignIn(get().app);
    return addWebsite(get().app, cookie);
  };
  const storedHits = (websiteId: number) =>
    get()
      .database.db.select()
      .from(botEvents)
      .where(eq(botEvents.websiteId, websiteId))
      .orderBy(botEvents.path);

  it('sends every request the customer’s server answers, bots stored, people counted', async () => {
    const { site, embed } = await newSite();
    const botlens = loadMiddleware(`${botlensUrl}/api/collect`, embed.ingestKey);
    const origin = await startCustomer(botlens);

    for (const [path, userAgent] of [
      ['/docs', UA.gptbot],
      ['/pricing', UA.claudebot],
      ['/', UA.chrome],
    ] as const) {
      const response = await fetch(`${origin}${path}`, { headers: { 'user-agent': userAgent } });
      expect(await response.text()).toBe('customer page');
    }
    expect(await botlens.flush()).toBe(true);
    await get().app.ingestQueue.flush();

    const rows = await storedHits(site.id);
    expect(rows.map((r) => [r.path, r.botName, r.source, r.status, r.method])).toEqual([
      ['/docs', 'GPTBot', 'collect', 200, 'GET'],
      ['/pricing', 'ClaudeBot', 'collect', 200, 'GET'],
    ]);
    const [people] = await get()
      .database.db.select()
      .from(humanHourlyPageViews)
      .where(eq(humanHourlyPageViews.websiteId, site.id));
    expect(people?.pageViews).toBe(1);
  });

  it('answers 403 to the bots a policy blocks before the site does, and still reports them', async () => {
    const { site, embed } = await newSite();
    // As the policy studio's outputs hand it out for the default policy: training blocked.
    const { blockedWords } = buildPolicyRobots({ policy: DEFAULT_ROBOTS_POLICY, live: null, liveNote: '' });
    const botlens = loadMiddleware(
      `${botlensUrl}/api/collect`,
      embed.ingestKey,
      alternationsOf(blockedWords).join('|'),
    );
    const origin = await startCustomer(botlens);
    const answers: Array<[string, number, string]> = [];
    for (const [path, userAgent] of [
      ['/blocked', UA.gptbot],
      ['/lowercase', 'gptbot/1.0'],
      ['/allowed', UA.googlebot],
      ['/person', UA.chrome],
    ] as const) {
      const response = await fetch(`${origin}${path}`, { headers: { 'user-agent': userAgent } });
      answers.push([path, response.status, await response.text()]);
    }
    expect(answers).toEqual([
      ['/blocked', 403, 'Forbidden'],
      ['/lowercase', 403, 'Forbidden'],
      ['/allowed', 200, 'customer page'],
      ['/person', 200, 'customer page'],
    ]);
    expect(await botlens.flush()).toBe(true);
    await get().app.ingestQueue.flush();

    const rows = await storedHits(site.id);
    expect(rows.map((r) => [r.path, r.botName, r.status])).toEqual([
      ['/allowed', 'Googlebot', 200],
      ['/blocked', 'GPTBot', 403],
      ['/lowercase', 'GPTBot', 403],
    ]);
  });

  it('never has a whole batch refused for one odd request, and leaves files out', async () => {
    const { site, embed } = await newSite();
    const botlens = loadMiddleware(`${botlensUrl}/api/collect`, embed.ingestKey);
    // trust proxy with a forged header: req.ip is then whatever the client wrote.
    const origin = await startCustomer(botlens, (app) => app.set('trust proxy', true));
    const longPath = `/search?q=${'x'.repeat(6000)}`;
    for (const [path, forwardedFor] of [
      [longPath, '203.0.113.7'],
      ['/forged', 'not-an-address'],
      ['/assets/app.css', '203.0.113.7'],
    ] as const) {
      await fetch(`${origin}${path}`, {
        headers: { 'user-agent': UA.gptbot, 'x-forwarded-for': forwardedFor },
      });
    }
    expect(await botlens.flush()).toBe(true);
    await get().app.ingestQueue.flush();

    const rows = await storedHits(site.id);
    expect(rows.map((r) => [r.url.length, r.ip])).toEqual([
      [7, '127.0.0.1'],
      [4096, '203.0.113.7'],
    ]);
  });

  it('logs once what BotLens rejected of a batch, whose other events are stored', async () => {
    const { site, embed } = await newSite();
    const botlens = loadMiddleware(`${botlensUrl}/api/collect`, embed.ingestKey);
    const origin = await startCustomer(botlens);
    const visit = async (path: string) =>
      (await fetch(`${origin}${path}`, { headers: { 'user-agent': UA.gptbot } })).text();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // A customer's server whose clock runs three days ahead: its first two visits are in BotLens's future.
      const ahead = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3 * 86_400_000);
      try {
        await visit('/ahead-1');
        await visit('/ahead-2');
      } finally {
        ahead.mockRestore();
      }
      await visit('/on-time');
      expect(await botlens.flush()).toBe(true);
      await get().app.ingestQueue.flush();

      expect((await storedHits(site.id)).map((r) => r.path)).toEqual(['/on-time']);
      expect(warn.mock.calls).toEqual([
        ['BotLens: 2 of 3 events rejected, first: timestamp is in the future'],
      ]);
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('takes an answer it cannot read as sent: nothing thrown, logged or sent again', async () => {
    let posts = 0;
    const odd = await fakeBotLens((_request, response) => {
      posts++;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"rejected": [');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const botlens = loadMiddleware(odd.collectUrl, 'blk_key');
      const origin = await startCustomer(botlens);
      await fetch(`${origin}/page`, { headers: { 'user-agent': UA.gptbot } });
      expect(await botlens.flush(1000)).toBe(true);
      expect(posts).toBe(1);
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
      await odd.close();
    }
  });

  it('backs off while BotLens is busy, and a shutdown flush gives up at its deadline', async () => {
    let posts = 0;
    const busy = await fakeBotLens((_request, response) => {
      posts++;
      response.writeHead(503, { 'retry-after': '5', 'content-type': 'application/json' });
      response.end('{"message":"BotLens is busy; retry shortly"}');
    });
    try {
      const botlens = loadMiddleware(busy.collectUrl, 'blk_key');
      const origin = await startCustomer(botlens);
      for (let i = 0; i < 3; i++)
        await fetch(`${origin}/page-${i}`, { headers: { 'user-agent': UA.gptbot } });
      // It used to resend at once, over and over, and this flush never returned.
      expect(await botlens.flush(1200)).toBe(false);
      expect(posts).toBeGreaterThanOrEqual(1);
      expect(posts).toBeLessThanOrEqual(4);
    } finally {
      await busy.close();
    }
  });

  it('ends a shutdown flush at its deadline even when BotLens never answers', async () => {
    // Takes the connection, reads the request, and never answers.
    const silent = await fakeBotLens(() => {});
    try {
      const botlens = loadMiddleware(silent.collectUrl, 'blk_key');
      const origin = await startCustomer(botlens);
      await fetch(`${origin}/page`, { headers: { 'user-agent': UA.gptbot } });
      // At its deadline (with room to spare on a busy machine), not at the request's own 10 s timeout.
      const started = Date.now();
      expect(await botlens.flush(500)).toBe(false);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await silent.close();
    }
  });
});

/** A stand-in for BotLens's /api/collect that answers as `handler` does (or never). */
async function fakeBotLens(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    collectUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/collect`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
