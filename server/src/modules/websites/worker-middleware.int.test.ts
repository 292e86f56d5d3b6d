import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_ROBOTS_POLICY } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { botEvents } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { buildPolicyRobots } from '../robots-policy/policy-robots';
import { alternationsOf } from '../robots-policy/server-rules';
import { cloudflareWorkerMiddleware } from './middleware-templates';

type Worker = {
  fetch: (
    request: Request,
    env: object,
    ctx: { waitUntil: (work: Promise<unknown>) => void },
  ) => Promise<Response>;
};

/**
 * The Cloudflare Worker exactly as /embed-code hands it out, run on Node's own fetch, Request and Response
 * (the same web APIs a Worker has): in front of a real origin, posting to a real BotLens server.
 */
describeOnEachDatabase('the ready-to-paste Cloudflare Worker', (get) => {
  let botlensUrl = '';
  let originRequests = 0;
  const origin = createServer((_request, response) => {
    originRequests++;
    response.writeHead(200, { 'content-type': 'text/html' }).end('customer page');
  });
  let originUrl = '';
  beforeAll(async () => {
    botlensUrl = await get().app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => origin.close(resolve)));

  /** A new website and the Worker as /embed-code hands it out for it; `pending` holds its waitUntil work. */
  const deployWorker = async (blockedUserAgents?: string) => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const file = join(mkdtempSync(join(tmpdir(), 'botlens-worker-')), 'worker.mjs');
    writeFileSync(
      file,
      cloudflareWorkerMiddleware({
        collectEndpoint: `${botlensUrl}/api/collect`,
        ingestKey: embed.ingestKey,
        blockedUserAgents,
      }),
    );
    const worker = ((await import(pathToFileURL(file).href)) as { default: Worker }).default;
    const pending: Array<Promise<unknown>> = [];
    const ctx = { waitUntil: (work: Promise<unknown>) => pending.push(work) };
    const visit = (path: string, headers: Record<string, string>) =>
      worker.fetch(new Request(`${originUrl}${path}`, { headers }), {}, ctx);
    return { site, visit, pending };
  };
  const storedHits = (websiteId: number) =>
    get().database.db.select().from(botEvents).where(eq(botEvents.websiteId, websiteId));

  it('passes the page through at once and sends the visit after, leaving files out', async () => {
    const { site, visit, pending } = await deployWorker();
    const long = await visit(`/search?q=${'x'.repeat(6000)}`, {
      'user-agent': UA.gptbot,
      'cf-connecting-ip': '203.0.113.9',
      referer: `https://ref.example/${'r'.repeat(6000)}`,
    });
    expect(await long.text()).toBe('customer page');
    await visit('/logo.png', { 'user-agent': UA.gptbot, 'cf-connecting-ip': '203.0.113.9' });
    await Promise.all(pending);
    await get().app.ingestQueue.flush();

    const rows = await storedHits(site.id);
    expect(rows.map((r) => [r.botName, r.ip, r.url.length, r.referrer?.length])).toEqual([
      ['GPTBot', '203.0.113.9', 4096, 4096],
    ]);
  });

  it('answers 403 to the bots a policy blocks without asking the origin, and still reports them', async () => {
    // As the policy studio's outputs hand it out for the default policy: training blocked.
    const { blockedWords } = buildPolicyRobots({ policy: DEFAULT_ROBOTS_POLICY, live: null, liveNote: '' });
    const { site, visit, pending } = await deployWorker(alternationsOf(blockedWords).join('|'));
    const answers: Array<[number, string]> = [];
    const before = originRequests;
    for (const userAgent of [UA.gptbot, UA.googlebot, UA.chrome]) {
      const response = await visit('/page', { 'user-agent': userAgent, 'cf-connecting-ip': '203.0.113.9' });
      answers.push([response.status, await response.text()]);
    }
    expect(answers).toEqual([
      [403, 'Forbidden'],
      [200, 'customer page'],
      [200, 'customer page'],
    ]);
    expect(originRequests - before).toBe(2);
    await Promise.all(pending);
    await get().app.ingestQueue.flush();

    const rows = await storedHits(site.id);
    expect(rows.map((r) => [r.botName, r.status]).sort()).toEqual([
      ['GPTBot', 403],
      ['Googlebot', 200],
    ]);
  });

  it('logs an event BotLens rejected, and never throws', async () => {
    const { site, visit, pending } = await deployWorker();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // Seen by a clock three days ahead: in BotLens's future. The clock is right again before BotLens reads it.
      const ahead = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3 * 86_400_000);
      let page: Response;
      try {
        page = await visit('/ahead', { 'user-agent': UA.gptbot, 'cf-connecting-ip': '203.0.113.9' });
      } finally {
        ahead.mockRestore();
      }
      expect(await page.text()).toBe('customer page');
      await Promise.all(pending);
      await get().app.ingestQueue.flush();

      expect(await storedHits(site.id)).toEqual([]);
      expect(warn.mock.calls).toEqual([['BotLens: event rejected: timestamp is in the future']]);
    } finally {
      warn.mockRestore();
    }
  });
});
