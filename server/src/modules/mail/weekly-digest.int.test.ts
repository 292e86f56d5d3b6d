import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { GPTBOT_IP } from '../../test-support/reclassify-fixtures';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { systemCtx } from '../context';
import { nextMondayMorning, queueWeeklyDigests } from './weekly-digest';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeOnEachDatabase('the weekly digest', (get) => {
  const ctx = () => systemCtx({ db: get().database.db, config: get().config, log: get().app.log });
  const digests = () =>
    get()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'weekly-digest'))
      .orderBy(mailOutbox.id);
  const now = new Date(Math.floor(Date.now() / HOUR) * HOUR);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const hit = (userAgent: string, ip: string, msAgo: number, url = '/docs') => ({
    timestamp: at(msAgo),
    url,
    method: 'GET',
    status: 200,
    userAgent,
    ip,
  });

  beforeEach(async () => {
    await get().database.db.delete(mailOutbox);
    // Each test turns the digest on for its own users only.
    await get().database.db.update(users).set({ weeklyDigest: false });
  });

  it('queues, for users who turned it on, their websites’ top bots, new bots and spoofed share over 7 days', async () => {
    const { user, cookie } = await registerAndSignIn(get().app, { firstName: 'Ada' });
    await get().database.db.update(users).set({ weeklyDigest: true }).where(eq(users.id, user.id));
    const { site, embed } = await addWebsite(get().app, cookie, {
      name: 'Docs',
      domain: 'https://docs.example.com',
    });
    const events = [
      // Before the week: GPTBot is known on this website, and these hits are not counted; the last one an
      // hour before the week began, where a window off by an hour would count it or call GPTBot new.
      hit(UA.gptbot, GPTBOT_IP, 20 * DAY),
      hit(UA.gptbot, GPTBOT_IP, 7 * DAY + HOUR),
      // The week: GPTBot twice from OpenAI's ranges (verified) and once from outside them (spoofed);
      // ClaudeBot, new on this website, three times from outside Anthropic's ranges (spoofed).
      hit(UA.gptbot, GPTBOT_IP, 2 * DAY, '/a'),
      hit(UA.gptbot, GPTBOT_IP, 3 * DAY, '/b'),
      hit(UA.gptbot, '203.0.113.11', 4 * DAY, '/c'),
      ...[1, 2, 3].map((d) => hit(UA.claudebot, '203.0.113.10', d * DAY)),
    ];
    const collected = await collectEvents(get().app, embed.ingestKey, events);
    expect(collected.statusCode).toBe(200);

    // A user with the digest off, with traffic too, gets nothing.
    const other = await registerAndSignIn(get().app);
    const otherSite = await addWebsite(get().app, other.cookie);
    await collectEvents(get().app, otherSite.embed.ingestKey, [hit(UA.gptbot, GPTBOT_IP, DAY)]);

    expect(await queueWeeklyDigests({ ctx: ctx(), input: { now } })).toEqual({ queued: 1, skipped: 0 });
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest).toMatchObject({
      toAddress: user.email,
      subject: 'Your BotLens weekly digest',
      status: 'pending',
    });
    const text = digest?.textBody ?? '';
    expect(text).toContain('Hello Ada,');
    expect(text).toContain(`Docs (${site.domain})`);
    // Whole lines: "New bots: ClaudeBot, GPTBot" must not pass for "New bots: ClaudeBot".
    expect(text).toMatch(/^ {2}Bot page views: 6; spoofed share: 66\.7%$/m);
    expect(text).toMatch(/^ {2}Top bots: ClaudeBot \(3\), GPTBot \(3\)$/m);
    expect(text).toMatch(/^ {2}New bots: ClaudeBot$/m);
    expect(text).toContain('http://localhost:5000/dashboard');
    const link =
      /Unsubscribe \(no sign-in needed\): http:\/\/localhost:5000(\/digest\/unsubscribe\?user=\d+&token=[\w-]{43})$/m.exec(
        text,
      )?.[1];
    expect(link).toBeDefined();
    // (Spoofed: ClaudeBot's three and GPTBot's one from outside their operators' ranges, 4 of 6.)

    // A second run the same week queues nothing more.
    expect(await queueWeeklyDigests({ ctx: ctx(), input: { now } })).toEqual({ queued: 0, skipped: 1 });

    // The unsubscribe link works without signing in: GET reads, POST turns the digest off.
    const api = `/api${link}`;
    const token = new URL(`http://x${link}`).searchParams.get('token') ?? '';
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      api.replace(token, forged),
      api.replace(`user=${user.id}`, `user=${other.user.id}`),
      api.replace(`user=${user.id}`, 'user=999999'),
    ]) {
      const refused = await get().app.inject({ method: 'POST', url });
      expect([refused.statusCode, refused.json().message]).toEqual([
        404,
        'This link is not valid or has expired',
      ]);
    }
    expect((await get().app.inject({ method: 'GET', url: api.replace(token, 'short') })).statusCode).toBe(
      400,
    );
    expect((await get().app.inject({ method: 'GET', url: api })).json()).toEqual({
      email: user.email,
      weeklyDigest: true,
    });
    const off = await get().app.inject({ method: 'POST', url: api });
    expect(off.json()).toEqual({ email: user.email, weeklyDigest: false });
    const [stored] = await get().database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.weeklyDigest).toBe(false);
    expect(
      await queueWeeklyDigests({ ctx: ctx(), input: { now: new Date(now.getTime() + 7 * DAY) } }),
    ).toEqual({
      queued: 0,
      skipped: 0,
    });
  });

  it('keeps the five busiest of more bots, and queues nothing for a deleted account', async () => {
    const { user, cookie } = await registerAndSignIn(get().app, { firstName: 'Bo' });
    await get().database.db.update(users).set({ weeklyDigest: true }).where(eq(users.id, user.id));
    const { embed } = await addWebsite(get().app, cookie);
    // Six bots, each with its own count, sent out of order: the digest names the five busiest.
    const counts: Array<[string, number]> = [
      ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 2],
      [UA.gptbot, 6],
      [UA.claudebot, 5],
      [
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
        1,
      ],
      [UA.googlebot, 4],
      ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', 3],
    ];
    const events = counts.flatMap(([ua, n], b) =>
      Array.from({ length: n }, (_, i) => hit(ua, `203.0.113.${20 + b}`, (i + 1) * HOUR, `/p${b}-${i}`)),
    );
    expect((await collectEvents(get().app, embed.ingestKey, events)).statusCode).toBe(200);
    expect(await queueWeeklyDigests({ ctx: ctx(), input: { now } })).toMatchObject({ queued: 1 });
    const text = (await digests()).at(-1)?.textBody ?? '';
    expect(text).toMatch(/^ {2}Bot page views: 21;/m);
    expect(text).toMatch(
      /^ {2}Top bots: GPTBot \(6\), ClaudeBot \(5\), Googlebot \(4\), AhrefsBot \(3\), bingbot \(2\)$/m,
    );

    await get().database.db.delete(mailOutbox);
    const deleted = await get().app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { confirmation: user.email },
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await queueWeeklyDigests({ ctx: ctx(), input: { now: new Date(now.getTime() + 7 * DAY) } }),
    ).toEqual({
      queued: 0,
      skipped: 0,
    });
  });

  it('catches up on a missed Monday later in the week, and never twice in one week', async () => {
    const { user } = await registerAndSignIn(get().app);
    await get().database.db.update(users).set({ weeklyDigest: true }).where(eq(users.id, user.id));
    // Whatever day this runs, nothing was queued since this week's Monday 07:00 UTC: a late run queues it
    // (the process was down on Monday morning), a second one in the same week does not.
    const nextMonday = nextMondayMorning(Date.now());
    const weekStart = new Date(nextMonday - 7 * DAY);
    expect(await queueWeeklyDigests({ ctx: ctx(), input: { now: new Date() } })).toEqual({
      queued: 1,
      skipped: 0,
    });
    expect(
      await queueWeeklyDigests({ ctx: ctx(), input: { now: new Date(weekStart.getTime() + HOUR) } }),
    ).toEqual({
      queued: 0,
      skipped: 1,
    });
    expect(await queueWeeklyDigests({ ctx: ctx(), input: { now: new Date(nextMonday - HOUR) } })).toEqual({
      queued: 0,
      skipped: 1,
    });
    // Next Monday morning is a new week.
    expect(await queueWeeklyDigests({ ctx: ctx(), input: { now: new Date(nextMonday) } })).toEqual({
      queued: 1,
      skipped: 0,
    });
  });
});
