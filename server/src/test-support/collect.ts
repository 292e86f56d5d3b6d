import { count, eq } from 'drizzle-orm';
import type { App } from '../app';
import { type botEvents, botHourlyRollups, type botSessions } from '../db/schema';
import { registerAndSignIn } from './accounts';
import type { TestContext } from './test-app';
import { addWebsite, UA } from './websites';

/**
 * The one way tests post to /api/collect: events with a website's ingest key, as the middleware and the
 * importer do.
 */
export function collectEvents(app: App, ingestKey: string, events: Array<Record<string, unknown>>) {
  return postToCollect(app, ingestKey, { events });
}

/**
 * Posts any body to /api/collect with an ingest key: for the door's refusals of malformed batches too. A
 * string payload is sent as it is, with `contentType` (JSON when not given).
 */
export function postToCollect(app: App, ingestKey: string, payload: unknown, contentType?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/collect',
    headers: {
      authorization: `Bearer ${ingestKey}`,
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    payload: payload as object,
  });
}

/** Calls of the server-side door and reads of what it stored, for the collect tests of one test context. */
export function collectHelpers(get: () => TestContext) {
  const collect = (key: string, payload: unknown, contentType?: string) =>
    postToCollect(get().app, key, payload, contentType);
  const siteWithKey = async () => {
    const { cookie } = await registerAndSignIn(get().app);
    return addWebsite(get().app, cookie);
  };
  const event = (overrides: Record<string, unknown> = {}) => ({
    timestamp: '2026-11-20T10:15:00Z',
    url: '/docs/start',
    method: 'GET',
    status: 200,
    userAgent: UA.gptbot,
    ip: '203.0.113.10',
    durationMs: 12,
    ...overrides,
  });
  const countWhere = async (table: typeof botEvents | typeof botSessions, websiteId: number) =>
    Number(
      (await get().database.db.select({ n: count() }).from(table).where(eq(table.websiteId, websiteId)))[0]
        ?.n,
    );

  /** The page views of each of the website's hourly bot rollups. */
  const rolledUpPageViews = async (websiteId: number) =>
    (
      await get()
        .database.db.select({ n: botHourlyRollups.pageViews })
        .from(botHourlyRollups)
        .where(eq(botHourlyRollups.websiteId, websiteId))
    ).map((row) => row.n);

  return { collect, siteWithKey, event, countWhere, rolledUpPageViews };
}
