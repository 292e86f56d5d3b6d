import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { botEvents } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { heldDnsResolver } from '../../test-support/fake-dns-resolver';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { classifyHit } from '../bots/default-bot-detection';
import { loadBundledRangeSets } from '../bots/ip-ranges';
import { type BotVerifier, createBotVerifier } from '../bots/verify-bot';

const APPLEBOT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)';
const APPLEBOT_ADDRESS = '17.58.101.179';

// A reverse zone that answers only when the test says so; one per run, as the suite runs once per database.
let resolver = heldApplebotZone();
let currentVerifier = verifierFor(resolver);
const verifier: BotVerifier = { verify: (bot, ip) => currentVerifier.verify(bot, ip) };

function heldApplebotZone() {
  return heldDnsResolver(
    { [APPLEBOT_ADDRESS]: ['17-58-101-179.applebot.apple.com'] },
    { '17-58-101-179.applebot.apple.com': [APPLEBOT_ADDRESS] },
  );
}
function verifierFor(dns: ReturnType<typeof heldDnsResolver>) {
  return createBotVerifier({ ranges: loadBundledRangeSets(), resolver: dns, dnsWaitMs: 50 });
}

describeOnEachDatabase(
  'verification does not hold ingestion up',
  (get) => {
    it('stores a hit whose reverse-DNS check has not answered as a DNS failure would, and verifies the later ones', async () => {
      resolver = heldApplebotZone();
      currentVerifier = verifierFor(resolver);
      const { cookie } = await registerAndSignIn(get().app);
      const { site, embed } = await addWebsite(get().app, cookie);
      const collect = (eventId: string) =>
        collectEvents(get().app, embed.ingestKey, [
          {
            eventId,
            timestamp: new Date().toISOString(),
            url: '/docs',
            method: 'GET',
            status: 200,
            userAgent: APPLEBOT,
            ip: APPLEBOT_ADDRESS,
          },
        ]);
      const verificationOf = async (eventId: string) =>
        (
          await get()
            .database.db.select({ verification: botEvents.verification })
            .from(botEvents)
            .where(and(eq(botEvents.websiteId, site.id), eq(botEvents.eventId, eventId)))
        )[0]?.verification;

      // The collect call answers once the batch is committed: before the change it waited for DNS forever.
      const first = await collect('while-dns-is-silent');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ stored: 1, bots: 1 });
      expect(await verificationOf('while-dns-is-silent')).toBe('unverifiable');

      resolver.release();
      await vi.waitFor(() => expect(resolver.calls).toHaveLength(2));
      // The forward lookup was asked last; one turn of the event loop lets its answer settle and be kept.
      await new Promise((resolve) => setTimeout(resolve, 0));
      // The late answer is kept for the address: the next hit is verified without asking DNS again.
      const second = await collect('after-dns-answered');
      expect(second.statusCode).toBe(200);
      expect(await verificationOf('after-dns-answered')).toBe('verified');
      expect(resolver.calls).toHaveLength(2);
    });
  },
  { botDetection: { classify: classifyHit, verifier } },
);
