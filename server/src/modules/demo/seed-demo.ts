import { randomBytes } from 'node:crypto';
import { createPrng } from '../../lib/prng';
import { hashPassword } from '../auth/password-hash';
import { findUserByEmail, insertUser, updateUser } from '../auth/users.queries';
import type { Ctx } from '../context';
import { recordLiveRobotsTxt } from '../robots-policy/live-robots-versions';
import type { IncomingHit } from '../tracking/ingest/hit';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import { newIngestKey, newTrackingId } from '../websites/website-keys';
import { insertWebsite } from '../websites/websites.queries';
import {
  carriesSnippet,
  DEMO_BOT_PROFILES,
  DEMO_BROWSER_USER_AGENTS,
  DEMO_DOMAIN,
  DEMO_PAGES,
} from './demo-profiles';
import { DEMO_ROBOTS_TXT_VERSIONS, demoRobotsAllow } from './demo-robots-txt';

export const DEMO_EMAIL = 'demo@botlens.example';
const DEMO_DAYS = 30;
const HUMAN_VIEWS_PER_DAY = 400;
const DAY_MS = 86_400_000;

/**
 * The demo account: a website with 30 days of traffic from 8 bot profiles and some people, sent through the
 * ingest queue like any other hit (classified, verified, sessionised, rolled up). Crawlers that render
 * pages also send the snippet's page leave with the time on page, as /api/track queues it. Returns the credentials to
 * print. A second run resets the password and leaves the traffic as it is. Made once from the ingest queue
 * its hits go through, then called like every other verb, `seedDemo({ ctx })`.
 */
export function seedDemoVerb(queue: IngestQueue) {
  return ({ ctx, input = {} }: { ctx: Ctx; input?: { now?: Date } }) => seedDemo(queue, ctx, input.now);
}

async function seedDemo(
  queue: IngestQueue,
  ctx: Ctx,
  now = new Date(),
): Promise<{ email: string; password: string; created: boolean }> {
  const password = `Demo-${randomBytes(6).toString('base64url')}1a`;
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(ctx.db, DEMO_EMAIL);
  if (existing) {
    await updateUser(ctx.db, existing.id, { passwordHash });
    return { email: DEMO_EMAIL, password, created: false };
  }
  const user = await insertUser(ctx.db, {
    email: DEMO_EMAIL,
    passwordHash,
    firstName: 'Demo',
    lastName: 'User',
    // The demo shows every screen, the paid features' too.
    subscriptionTier: 'pro',
  });
  const site = await insertWebsite(ctx.db, {
    userId: user.id,
    name: 'Demo Site',
    domain: DEMO_DOMAIN,
    trackingId: newTrackingId(),
    ingestKey: newIngestKey(),
  });

  for (const version of DEMO_ROBOTS_TXT_VERSIONS) {
    const at = new Date(now.getTime() - version.daysAgo * DAY_MS);
    await recordLiveRobotsTxt(
      ctx.db,
      site.id,
      { outcome: 'ok', httpStatus: 200, robotsTxt: version.robotsTxt },
      at,
    );
  }
  const hits = demoTraffic(site.id, now);
  for (let start = 0; start < hits.length; start += 1000) {
    await queue.enqueueWhenRoom(hits.slice(start, start + 1000));
  }
  return { email: DEMO_EMAIL, password, created: true };
}

/** The page leave the snippet sends when a rendered page closes: the hit /api/track queues for it. */
function snippetLeave(
  websiteId: number,
  userAgent: string,
  ip: string,
  path: string,
  at: number,
  durationMs: number,
): IncomingHit {
  return {
    websiteId,
    occurredAt: new Date(at),
    source: 'snippet',
    event: 'page_leave',
    url: `https://${DEMO_DOMAIN}${path}`,
    userAgent,
    ip,
    durationMs,
    webdriver: false,
  };
}

/** Deterministic for a given day: the same seed gives the same month of traffic. */
export function demoTraffic(websiteId: number, now: Date): IncomingHit[] {
  const random = createPrng(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const between = ([low, high]: readonly [number, number]) => low + Math.floor(random() * (high - low + 1));
  const hits: IncomingHit[] = [];
  const end = now.getTime();
  const robotsAllow = demoRobotsAllow(end);
  const begin = end - DEMO_DAYS * DAY_MS;

  DEMO_BOT_PROFILES.forEach((profile, index) => {
    // Crawl volume grows over the month, as AI crawlers' has.
    for (let day = 0; day < DEMO_DAYS; day++) {
      const visits = Math.max(
        1,
        Math.round(profile.visitsPerDay * (0.7 + (0.6 * day) / DEMO_DAYS) * (0.6 + random() * 0.8)),
      );
      for (let visit = 0; visit < visits; visit++) {
        let at = begin + day * DAY_MS + Math.floor(random() * DAY_MS);
        const prefix = pick(profile.ipPrefixes);
        const ip = prefix.split('.').length === 4 ? prefix : `${prefix}.${1 + Math.floor(random() * 250)}`;
        const pages = between(profile.pagesPerVisit);
        for (let page = 0; page < pages && at < end; page++) {
          const path = pick(DEMO_PAGES);
          if (!profile.ignoresRobotsTxt && !robotsAllow(profile.userAgent, path, at)) continue;
          const status = random() < 0.95 ? 200 : 404;
          hits.push({
            websiteId,
            eventId: `demo-${index}-${day}-${visit}-${page}`,
            occurredAt: new Date(at),
            source: 'collect',
            event: 'page_view',
            url: path,
            method: 'GET',
            status,
            userAgent: profile.userAgent,
            ip,
            responseMs: 20 + Math.floor(random() * 300),
          });
          if (profile.renderSeconds && status === 200 && carriesSnippet(path)) {
            const shownMs = between(profile.renderSeconds) * 1000 + Math.floor(random() * 1000);
            if (at + shownMs < end)
              hits.push(snippetLeave(websiteId, profile.userAgent, ip, path, at + shownMs, shownMs));
          }
          at += between(profile.secondsBetweenPages) * 1000;
        }
      }
    }
  });
  for (let i = 0; i < HUMAN_VIEWS_PER_DAY * DEMO_DAYS; i++) {
    hits.push({
      websiteId,
      eventId: `demo-human-${i}`,
      occurredAt: new Date(begin + Math.floor(random() * (end - begin))),
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
