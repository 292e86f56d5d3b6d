import type { Verification } from '@botlens/contracts';
import pino from 'pino';
import { expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { classifyHit } from '../bots/default-bot-detection';
import type { IncomingHit } from './ingest/hit';
import { IngestQueue } from './ingest/ingest-queue';

const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';

function hit(websiteId: number, path: string, source: IncomingHit['source'] = 'snippet'): IncomingHit {
  return {
    websiteId,
    occurredAt: new Date(),
    source,
    event: 'page_view',
    url: `https://offered.example${path}`,
    userAgent: GPTBOT,
    ip: '203.0.113.7',
  };
}

/**
 * A verifier that answers only when told: holds a batch's write in progress (the writer classifies, then
 * writes), the way a slow database or DNS would.
 */
function heldVerifier() {
  const waiting: Array<() => void> = [];
  return {
    verifier: {
      verify: () => new Promise<Verification>((resolve) => waiting.push(() => resolve('unverifiable'))),
    },
    releaseAll: () => {
      for (const release of waiting.splice(0)) release();
    },
    get held() {
      return waiting.length;
    },
  };
}

describeOnEachDatabase('hits answered before they are written', (get) => {
  async function setUp(maxBatch: number) {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const held = heldVerifier();
    const queue = new IngestQueue({
      db: get().database.db,
      log: pino({ level: 'silent' }),
      classify: classifyHit,
      verifier: held.verifier,
      maxBatch,
      flushIntervalMs: 60_000,
    });
    const batches: string[][] = [];
    queue.onStoredBotHits((hits) =>
      batches.push(hits.map((h) => h.url.replace('https://offered.example', ''))),
    );
    return { site, held, queue, batches };
  }

  async function untilHeld(held: { held: number }) {
    for (let i = 0; i < 200 && held.held === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(held.held).toBe(1);
  }

  async function releaseBatches(held: ReturnType<typeof heldVerifier>, count: number) {
    for (let i = 0; i < count; i++) {
      held.releaseAll();
      if (i < count - 1) await untilHeld(held);
    }
  }

  it('are taken only while two batches at most wait behind the write in progress, however much room the queue has', async () => {
    const { site, held, queue, batches } = await setUp(4);
    // A full batch is written at once, and held in progress.
    for (const n of [1, 2, 3, 4]) expect(queue.offer(hit(site.id, `/a${n}`))).toBe(true);
    await untilHeld(held);
    // Behind it: two batches more, then refused (the queue itself could hold 100,000).
    const offered = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => queue.offer(hit(site.id, `/b${n}`)));
    expect(offered).toEqual([true, true, true, true, true, true, true, true, false]);
    await releaseBatches(held, 3);
    await queue.flush();
    expect(batches).toEqual([
      ['/a1', '/a2', '/a3', '/a4'],
      ['/b1', '/b2', '/b3', '/b4'],
      ['/b5', '/b6', '/b7', '/b8'],
    ]);
  });

  it('go ahead of waiting senders, who get a quarter of every batch', async () => {
    const { site, held, queue, batches } = await setUp(4);
    const first = queue.enqueue([hit(site.id, '/c0', 'collect')], { urgent: true });
    await untilHeld(held);
    // A sender's batch of three waits behind the write in progress, and then offered hits.
    const sender = queue.enqueue(
      [1, 2, 3].map((n) => hit(site.id, `/c${n}`, 'collect')),
      { urgent: true },
    );
    for (const n of [1, 2, 3, 4, 5, 6]) expect(queue.offer(hit(site.id, `/s${n}`))).toBe(true);
    // Offered hits go first, but every batch takes a quarter batch (one hit) of the sender's too.
    await releaseBatches(held, 3);
    await Promise.all([first, sender]);
    await queue.flush();
    expect(batches).toEqual([['/c0'], ['/s1', '/s2', '/s3', '/s4', '/c1'], ['/s5', '/s6', '/c2', '/c3']]);
  });
});
