import type { BotClassification } from '@botlens/contracts';
import type { App } from '../app';
import { createPrng } from '../lib/prng';
import { findBotByName } from '../modules/bots/bot-registry';
import type { BotDetection } from '../modules/bots/default-bot-detection';
import { loadBundledRangeSets } from '../modules/bots/ip-ranges';
import { classifyStoredHit } from '../modules/bots/reclassify/reclassify';
import { createBotVerifier } from '../modules/bots/verify-bot';
import type { IncomingHit } from '../modules/tracking/ingest/hit';
import { fakeDnsResolver } from './fake-dns-resolver';
import { PERSON, withRenames } from './stored-history';
import { UA } from './websites';

/** A monitor the shipped registry calls a bot and the "new" registry of these tests calls a person. */
export const MONITOR_UA = 'Mozilla/5.0 (compatible; ExampleMonitor/1.0; +https://monitor.example)';
/** Inside OpenAI's published GPTBot ranges: its hits are verified. */
export const GPTBOT_IP = '132.196.86.5';

const MERGED: BotClassification = {
  isBot: true,
  name: 'Merged crawler',
  type: 'other',
  operator: 'Merged',
  purpose: 'search',
};

/**
 * The registry after the "upgrade" of these tests: GPTBot renamed (checked the same way, so its hits keep
 * their verification), Googlebot and ClaudeBot merged into one new bot (with no verification method), and
 * the monitor no longer a bot.
 */
export const NEW_REGISTRY = withRenames(classifyStoredHit, {
  GPTBot: { isBot: true, name: 'OpenAI GPTBot', type: 'ai_crawler', operator: 'OpenAI', purpose: 'training' },
  Googlebot: MERGED,
  ClaudeBot: MERGED,
  ExampleMonitor: PERSON,
});

export const newRegistryVerification = (name: string) =>
  findBotByName(name === 'OpenAI GPTBot' ? 'GPTBot' : name)?.verification;

/** The classifier the app's ingest uses, switched by the test: the old registry, then the new one. */
export function switchableDetection() {
  let current: BotDetection['classify'] = classifyStoredHit;
  const detection: BotDetection = {
    classify: (userAgent, hit) => current(userAgent, hit),
    // No DNS answers: published ranges decide (verified inside, spoofed outside).
    verifier: createBotVerifier({ ranges: loadBundledRangeSets(), resolver: fakeDnsResolver({}) }),
  };
  return {
    detection,
    useOldRegistry: () => {
      current = classifyStoredHit;
    },
    useNewRegistry: () => {
      current = NEW_REGISTRY;
    },
  };
}

const AGENTS = [UA.gptbot, UA.googlebot, UA.claudebot, MONITOR_UA, UA.chrome] as const;
const ADDRESSES = [GPTBOT_IP, '203.0.113.1', '203.0.113.2'] as const;
const MINUTE = 60_000;

/**
 * `count` hits of the test bots (and a browser) over `hours` hours from `start`: page views and timed
 * page leaves, from a few addresses (Googlebot and ClaudeBot share them, so their sessions touch once
 * merged), half with an event id, the same for the same seed.
 */
export function historyHits(
  websiteId: number,
  {
    start,
    hours,
    count,
    seed = 1,
    idPrefix = 'h',
  }: { start: number; hours: number; count: number; seed?: number; idPrefix?: string },
): IncomingHit[] {
  const random = createPrng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const leave = random() < 0.2;
    return {
      websiteId,
      eventId: i % 2 === 0 ? `${idPrefix}-${seed}-${i}` : undefined,
      occurredAt: new Date(start + Math.floor(random() * hours * 60) * MINUTE),
      source: 'collect' as const,
      event: leave ? ('page_leave' as const) : ('page_view' as const),
      url: `/p${Math.floor(random() * 5)}`,
      userAgent: pick(AGENTS),
      ip: pick(ADDRESSES),
      durationMs: leave && random() < 0.7 ? Math.floor(random() * 5000) : undefined,
    };
  });
}

/** Writes hits through the app's own ingest queue, in batches, and waits for each to commit. */
export async function ingest(app: App, hits: IncomingHit[], batch = 100): Promise<void> {
  for (let start = 0; start < hits.length; start += batch) {
    // The queue completes hits in place: each test's copies stay untouched for reuse.
    await app.ingestQueue.enqueue(
      hits.slice(start, start + batch).map((hit) => ({ ...hit })),
      { urgent: true },
    );
  }
}
