import { count, eq } from 'drizzle-orm';
import { botEvents, humanEventIds, seoAudits, sessions, users, websites } from '../db/schema';
import { registerAndSignIn } from './accounts';
import { collectEvents } from './collect';
import type { TestContext } from './test-app';
import { addWebsite, UA } from './websites';

/** An account with a website holding hits (collected, bot and person) and an audit of its own. */
export async function populatedAccount(get: () => TestContext) {
  const account = await registerAndSignIn(get().app);
  const { site, embed } = await addWebsite(get().app, account.cookie);
  await collectEvents(get().app, embed.ingestKey, [
    { eventId: `b-${site.id}`, timestamp: Date.now(), url: '/a', userAgent: UA.gptbot, ip: '203.0.113.1' },
    { eventId: `h-${site.id}`, timestamp: Date.now(), url: '/a', userAgent: UA.chrome, ip: '203.0.113.2' },
  ]);
  await get().app.ingestQueue.flush();
  await get()
    .database.db.insert(seoAudits)
    .values({
      auditId: `audit-${site.id}-${Date.now()}`,
      userId: account.user.id,
      domain: site.domain,
      aiReadinessScore: 50,
      result: {} as never,
    });
  return { ...account, site };
}

/** What an account holds, counted: 0 everywhere once it is deleted and purged. */
export async function holdings(get: () => TestContext, userId: number, websiteId: number) {
  const db = get().database.db;
  const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n);
  return {
    user: await n(db.select({ n: count() }).from(users).where(eq(users.id, userId))),
    websites: await n(db.select({ n: count() }).from(websites).where(eq(websites.id, websiteId))),
    hits: await n(db.select({ n: count() }).from(botEvents).where(eq(botEvents.websiteId, websiteId))),
    people: await n(
      db.select({ n: count() }).from(humanEventIds).where(eq(humanEventIds.websiteId, websiteId)),
    ),
    audits: await n(db.select({ n: count() }).from(seoAudits).where(eq(seoAudits.userId, userId))),
    sessions: await n(db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId))),
  };
}
