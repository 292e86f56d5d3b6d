import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { GPTBOT_IP } from '../../test-support/reclassify-fixtures';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { systemCtx } from '../context';
import { queueWeeklyDigests } from './weekly-digest';

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
  });

  it('queues, for users who turned it on, their websites’ top bots, new bots and spoofed share over 7 days', async () => {
    const { user, cookie } = await registerAndSignIn(get().app, { firstName: 'Ada' });
    await get().database.db.update(users).set({ weeklyDigest: true }).where(eq(users.id, user.id));
    const { site, embed } = await addWebsite(get().app, cookie, {
      name: 'Docs',
      domain: 'https://docs.example.com',
    });
    const events = [
      // Before the week: GPTBot is known on this website, and these hits are not counted.
      hit(UA.gptbot, GPTBOT_IP, 20 * DAY),
      hit(UA.gptbot, GPTBOT_IP, 8 * DAY + 2 * HOUR),
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
    expect(text).toContain('Bot page views: 6;');
    expect(text).toContain('Top bots: ClaudeBot (3), GPTBot (3)');
    expect(text).toContain('New bots: ClaudeBot');
    expect(text).toContain('http://localhost:5000/dashboard');
    const link =
      /Unsubscribe \(no sign-in needed\): http:\/\/localhost:5000(\/digest\/unsubscribe\?user=\d+&token=[\w-]{43})$/m.exec(
        text,
      )?.[1];
    expect(link).toBeDefined();
    // Spoofed: ClaudeBot's three and GPTBot's one from outside their operators' ranges, 4 of 6.
    expect(text).toContain('spoofed share: 66.7%');

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
});
