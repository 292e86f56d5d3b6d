import { expect, it } from 'vitest';
import { botEvents } from '../../db/schema';
import { collectHelpers } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { UA } from '../../test-support/websites';

// A token a hundred seconds: no bucket refills while a test runs, however slow the machine.
const LIMITS = { perAddress: { perSecond: 0.01, burst: 5 }, perWebsite: { perSecond: 0.01, burst: 12 } };

describeOnEachDatabase(
  'flood limits on the snippet and the pixel',
  (get) => {
    const { siteWithKey, collect, event, countWhere } = collectHelpers(get);
    const track = (trackingId: string, address: string) =>
      get().app.inject({
        method: 'POST',
        url: '/api/track',
        payload: { trackingId, event: 'page_view', url: '/a' },
        headers: { 'user-agent': UA.gptbot, origin: 'https://example.com' },
        remoteAddress: address,
      });
    const pixel = (trackingId: string, address: string) =>
      get().app.inject({
        method: 'GET',
        url: `/api/track/pixel.gif?tid=${trackingId}`,
        headers: { 'user-agent': UA.gptbot },
        remoteAddress: address,
      });
    const stored = async (websiteId: number) => {
      await get().app.ingestQueue.flush();
      return countWhere(botEvents, websiteId);
    };

    it('refuses an address past its burst with 429 and Retry-After, while other addresses go on', async () => {
      const { site } = await siteWithKey();
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await track(site.trackingId, '198.51.100.7'));
      expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
      const refused = answers[5];
      expect(refused?.headers['retry-after']).toBe('100');
      expect(refused?.json()).toEqual({ message: 'Too many hits from this address; retry in 100 seconds' });
      // CORS on the refusal too, or the snippet could not read it.
      expect(refused?.headers['access-control-allow-origin']).toBe('*');
      // The same /64 is the same client; another address is not.
      expect((await track(site.trackingId, '2001:db8:1:2::1')).statusCode).toBe(202);
      for (let i = 0; i < 4; i++) await track(site.trackingId, `2001:db8:1:2::${i + 2}`);
      expect((await track(site.trackingId, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
      expect((await track(site.trackingId, '198.51.100.8')).statusCode).toBe(202);
      // A refused hit is not stored: 5 + 5 + 1 accepted.
      expect(await stored(site.id)).toBe(11);
    });

    it('limits the pixel the same way, and made-up tracking ids count against the address', async () => {
      const { site } = await siteWithKey();
      for (let i = 0; i < 3; i++) expect((await track(`made-up-${i}`, '198.51.100.20')).statusCode).toBe(202);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await pixel(site.trackingId, '198.51.100.20')).statusCode);
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect(await stored(site.id)).toBe(2);
    });

    it('refuses a website past its own limit without slowing another website', async () => {
      const flooded = (await siteWithKey()).site;
      const quiet = (await siteWithKey()).site;
      const statuses = [];
      // Many addresses, each under its own limit: only the website's limit can stop them.
      for (let i = 0; i < 15; i++)
        statuses.push((await track(flooded.trackingId, `203.0.113.${i}`)).statusCode);
      expect(statuses.filter((s) => s === 202)).toHaveLength(12);
      const refused = await track(flooded.trackingId, '203.0.113.100');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many hits for this website; retry in 100 seconds' });
      for (let i = 0; i < 10; i++)
        expect((await track(quiet.trackingId, `203.0.113.${i}`)).statusCode).toBe(202);
      expect(await stored(flooded.id)).toBe(12);
      expect(await stored(quiet.id)).toBe(10);
    });

    it('never limits server-side collection: its key and the queue bound it', async () => {
      const { site, embed } = await siteWithKey();
      for (let i = 0; i < 3; i++) {
        const events = Array.from({ length: 20 }, (_, n) => event({ url: `/c/${i}/${n}` }));
        expect((await collect(embed.ingestKey, { events })).statusCode).toBe(200);
      }
      expect(await stored(site.id)).toBe(60);
    });
  },
  { floodLimits: LIMITS },
);
