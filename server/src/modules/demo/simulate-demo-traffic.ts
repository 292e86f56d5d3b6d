import type { Job } from '../../lib/jobs';
import { createPrng } from '../../lib/prng';
import { findUserByEmail } from '../auth/users.queries';
import type { Ctx } from '../context';
import { systemSettingsOf } from '../system-settings/system-settings-reader';
import type { IncomingHit } from '../tracking/ingest/hit';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import { findWebsiteOfUserByDomain } from '../websites/websites.queries';
import { DEMO_BOT_PROFILES, DEMO_BROWSER_USER_AGENTS, DEMO_DOMAIN, DEMO_PAGES } from './demo-profiles';
import { demoRobotsAllow } from './demo-robots-txt';
import { DEMO_EMAIL } from './seed-demo';

/** How often the simulation sends a batch: the demo's "last hour" always has fresh visits. */
export const BOT_SIMULATION_EVERY_MS = 5 * 60_000;
const PEOPLE_PER_BATCH = 6;

export type SimulationOutcome =
  | { sent: number; stored: number }
  | { sent: 0; skipped: 'simulation off' | 'no demo website' };

/**
 * The System Settings' bot simulation: while it is on, a small batch of the demo's 8 bot profiles (and some
 * people) visiting the demo website over the last few minutes, sent through the real ingest queue
 * (classified, verified, sessionised, rolled up). Off, or without a demo account, it sends nothing.
 * Made once from the ingest queue, then called like every other verb.
 */
export function simulateDemoTrafficVerb(queue: IngestQueue) {
  return async ({ ctx, input = {} }: { ctx: Ctx; input?: { now?: Date } }): Promise<SimulationOutcome> => {
    const settings = await systemSettingsOf(ctx).read();
    if (!settings.botSimulation) return { sent: 0, skipped: 'simulation off' };
    const demo = await findUserByEmail(ctx.db, DEMO_EMAIL);
    const site = demo ? await findWebsiteOfUserByDomain(ctx.db, demo.id, DEMO_DOMAIN) : undefined;
    if (!site) return { sent: 0, skipped: 'no demo website' };
    const hits = simulatedBatch(site.id, input.now ?? new Date());
    const summary = await queue.enqueueWhenRoom(hits);
    return { sent: hits.length, stored: summary.stored };
  };
}

/**
 * One interval's visits: three to five of the 8 profiles, each one visit of a few pages, and a few people,
 * all within the BOT_SIMULATION_EVERY_MS before `now`. Crawlers obey the demo's robots.txt as at seeding.
 */
export function simulatedBatch(websiteId: number, now: Date): IncomingHit[] {
  const end = now.getTime();
  const random = createPrng(end % 2_147_483_647);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const between = ([low, high]: readonly [number, number]) => low + Math.floor(random() * (high - low + 1));
  const robotsAllow = demoRobotsAllow(end);
  const begin = end - BOT_SIMULATION_EVERY_MS;
  const hits: IncomingHit[] = [];
  const visitors = between([3, 5]);
  for (let visit = 0; visit < visitors; visit++) {
    const profile = pick(DEMO_BOT_PROFILES);
    const prefix = pick(profile.ipPrefixes);
    const ip = prefix.split('.').length === 4 ? prefix : `${prefix}.${1 + Math.floor(random() * 250)}`;
    let at = begin + Math.floor(random() * (BOT_SIMULATION_EVERY_MS / 2));
    const pages = Math.min(between(profile.pagesPerVisit), 8);
    for (let page = 0; page < pages && at < end; page++) {
      const path = pick(DEMO_PAGES);
      at += between(profile.secondsBetweenPages) * 1000;
      if (at >= end || (!profile.ignoresRobotsTxt && !robotsAllow(profile.userAgent, path, at))) continue;
      hits.push({
        websiteId,
        eventId: `demo-sim-${end}-${visit}-${page}`,
        occurredAt: new Date(at),
        source: 'collect',
        event: 'page_view',
        url: path,
        method: 'GET',
        status: random() < 0.95 ? 200 : 404,
        userAgent: profile.userAgent,
        ip,
        responseMs: 20 + Math.floor(random() * 300),
      });
    }
  }
  for (let person = 0; person < PEOPLE_PER_BATCH; person++) {
    hits.push({
      websiteId,
      eventId: `demo-sim-${end}-person-${person}`,
      occurredAt: new Date(begin + Math.floor(random() * BOT_SIMULATION_EVERY_MS)),
      source: 'collect',
      event: 'page_view',
      url: pick(DEMO_PAGES),
      method: 'GET',
      status: 200,
      userAgent: pick(DEMO_BROWSER_USER_AGENTS),
      ip: `198.51.100.${1 + Math.floor(random() * 250)}`,
    });
  }
  return hits.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

/** The simulation as a job (lib/jobs.ts): every few minutes; it asks the setting at each run. */
export function botSimulationJob(ctx: Ctx, simulate: ReturnType<typeof simulateDemoTrafficVerb>): Job {
  return {
    name: 'bot simulation',
    firstRunAfterMs: 30_000,
    everyMs: BOT_SIMULATION_EVERY_MS,
    run: async () => {
      await simulate({ ctx });
    },
  };
}
