import type { BotClassification, Verification } from '@botlens/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeDnsResolver, heldDnsResolver } from '../../test-support/fake-dns-resolver';
import { classifyUserAgent } from './classify-user-agent';
import { loadBundledRangeSets } from './ip-ranges';
import type { DnsResolver } from './reverse-dns';
import { createBotVerifier, createDnsBudget, DNS_LOOKUPS_PER_IMPORT } from './verify-bot';

const GPTBOT = classifyUserAgent(
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.4; +https://openai.com/gptbot)',
);
const GOOGLEBOT = classifyUserAgent(
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
);
const APPLEBOT = classifyUserAgent(
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
);
const PERSON = classifyUserAgent(
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0',
);

/** Googlebot outside the shipped ranges, and Applebot: both need reverse DNS, and both pass it here. */
const PTR = {
  '66.249.95.7': ['crawl-66-249-95-7.googlebot.com.'],
  '17.58.101.179': ['17-58-101-179.applebot.apple.com'],
};
const FORWARD = {
  'crawl-66-249-95-7.googlebot.com': ['66.249.95.7'],
  '17-58-101-179.applebot.apple.com': ['17.58.101.179'],
};

function verifier(resolver: DnsResolver, options: { dnsWaitMs?: number; maxDnsLookups?: number } = {}) {
  return createBotVerifier({ ranges: loadBundledRangeSets(), resolver, ...options });
}

/** The answer if it is there without waiting for any timer (a microtask beats any timer), else 'waited'. */
function atOnce(answer: Promise<Verification>): Promise<Verification | 'waited'> {
  return Promise.race([answer, new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 0))]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('BotVerifier.prefetch', () => {
  it('asks nothing for people, published ranges or addresses that are not addresses, and never throws', async () => {
    const resolver = fakeDnsResolver(PTR, FORWARD);
    const { prefetch, verify } = verifier(resolver);
    const budget = createDnsBudget(5);
    expect(prefetch(PERSON, '66.249.95.7', budget)).toBeUndefined();
    prefetch(GOOGLEBOT, '66.249.66.200', budget);
    prefetch(GPTBOT, '203.0.113.50', budget);
    prefetch(APPLEBOT, '<script>', budget);
    const broken = {
      isBot: true,
      get name(): string {
        throw new Error('a classification that cannot be read');
      },
    } as unknown as BotClassification;
    expect(() => prefetch(broken, '66.249.95.7', budget)).not.toThrow();
    await expect(verify(broken, '66.249.95.7')).rejects.toThrow('cannot be read');
    expect(resolver.calls).toEqual([]);
    expect(budget.lookupsStarted).toBe(0);
  });

  it('starts the lookup at once, so that a verify after its answer does not wait and asks nothing again', async () => {
    const resolver = fakeDnsResolver(PTR, FORWARD);
    const { prefetch, verify } = verifier(resolver);
    prefetch(GOOGLEBOT, '66.249.95.7');
    prefetch(APPLEBOT, '203.0.113.9'); // no PTR record: spoofed
    expect(resolver.calls).toEqual(['66.249.95.7', '203.0.113.9']); // asked before prefetch returned
    await vi.waitFor(() => expect(resolver.calls).toHaveLength(3));
    await sleep(0);
    expect(await atOnce(verify(GOOGLEBOT, '66.249.95.7'))).toBe('verified');
    expect(await atOnce(verify(APPLEBOT, '203.0.113.9'))).toBe('spoofed');
    expect(resolver.calls).toHaveLength(3);
  });

  it('makes a later verify wait only for what remains of the lookup deadline, counted from the prefetch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const resolver = heldDnsResolver(PTR, FORWARD);
      const { prefetch, verify } = verifier(resolver, { dnsWaitMs: 200 });
      prefetch(GOOGLEBOT, '66.249.95.7');
      await vi.advanceTimersByTimeAsync(150);
      let answer: Verification | undefined;
      void verify(GOOGLEBOT, '66.249.95.7').then((result) => {
        answer = result;
      });
      await vi.advanceTimersByTimeAsync(49);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toBe('spoofed'); // outside Google's published ranges, and DNS did not answer in time
      expect(resolver.calls).toEqual(['66.249.95.7']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('past the deadline of a prefetched lookup, verify answers as for a DNS failure at once; the late answer serves the next hits', async () => {
    const resolver = heldDnsResolver(PTR, FORWARD);
    const { prefetch, verify } = verifier(resolver, { dnsWaitMs: 20 });
    prefetch(GOOGLEBOT, '66.249.95.7');
    prefetch(APPLEBOT, '17.58.101.179');
    await sleep(40);
    expect(await atOnce(verify(GOOGLEBOT, '66.249.95.7'))).toBe('spoofed');
    expect(await atOnce(verify(APPLEBOT, '17.58.101.179'))).toBe('unverifiable');
    expect(resolver.calls).toEqual(['66.249.95.7', '17.58.101.179']); // not asked again

    resolver.release();
    await vi.waitFor(() => expect(resolver.calls).toHaveLength(4));
    await sleep(0);
    expect(await atOnce(verify(GOOGLEBOT, '66.249.95.7'))).toBe('verified');
    expect(await atOnce(verify(APPLEBOT, '17.58.101.179'))).toBe('verified');
    expect(resolver.calls).toHaveLength(4);
  });

  it('gives the answer that came while this thread was busy past the deadline, not the DNS-failure one', async () => {
    // A parse or a batch loop that holds the thread longer than dnsWaitMs must not turn an answer that is
    // there (it only waits for the thread) into a DNS failure: which answer a hit gets would then depend on
    // how busy the machine is.
    const resolver = fakeDnsResolver(PTR, FORWARD);
    const { prefetch, verify } = verifier(resolver, { dnsWaitMs: 20 });
    prefetch(APPLEBOT, '203.0.113.9'); // no PTR record: spoofed
    prefetch(APPLEBOT, '17.58.101.179');
    const busyUntil = performance.now() + 40;
    while (performance.now() < busyUntil) {
      // the thread is busy; the answers wait in the microtask queue
    }
    const answers = [verify(APPLEBOT, '203.0.113.9'), verify(APPLEBOT, '17.58.101.179')];
    expect(await Promise.all(answers)).toEqual(['spoofed', 'verified']);
  });

  it('bounds prefetches by the lookups under way; one left out costs no budget and is asked when there is room', async () => {
    const resolver = heldDnsResolver({});
    const { prefetch } = verifier(resolver, { maxDnsLookups: 2 });
    const budget = createDnsBudget(10);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) prefetch(APPLEBOT, address, budget);
    expect(resolver.calls).toEqual(['203.0.113.1', '203.0.113.2']);
    expect(budget.lookupsStarted).toBe(2);

    resolver.release();
    await sleep(0);
    prefetch(APPLEBOT, '203.0.113.3', budget);
    expect(resolver.calls).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3']);
    expect(budget.lookupsStarted).toBe(3);
  });
});

describe('DnsBudget', () => {
  it('once spent, starts no lookup for a new address: verify answers as for a DNS failure at once, and caches nothing', async () => {
    const resolver = fakeDnsResolver(PTR, FORWARD);
    const { prefetch, verify } = verifier(resolver);
    const budget = createDnsBudget(1);
    prefetch(APPLEBOT, '17.58.101.179', budget);
    expect(budget.lookupsStarted).toBe(1);
    prefetch(APPLEBOT, '203.0.113.9', budget);
    expect(await atOnce(verify(GOOGLEBOT, '66.249.95.7', { budget }))).toBe('spoofed');
    expect(await atOnce(verify(APPLEBOT, '203.0.113.9', { budget }))).toBe('unverifiable');
    expect(resolver.calls).toEqual(['17.58.101.179', '17-58-101-179.applebot.apple.com']);
    expect(budget.lookupsStarted).toBe(1);
    // What the budget's holder paid for still serves it.
    expect(await atOnce(verify(APPLEBOT, '17.58.101.179', { budget }))).toBe('verified');

    // A spent budget is not a DNS failure: a caller without that budget asks, and gets DNS's answer.
    expect(await verify(GOOGLEBOT, '66.249.95.7')).toBe('verified');
    expect(await verify(APPLEBOT, '203.0.113.9', {})).toBe('spoofed');
    expect(resolver.calls).toHaveLength(5);
  });

  it('is not touched by addresses answered by the ranges, the cache or a lookup already under way', async () => {
    const resolver = heldDnsResolver(PTR, FORWARD);
    const { prefetch, verify } = verifier(resolver);
    const budget = createDnsBudget(1);
    expect(await verify(GOOGLEBOT, '66.249.66.200', { budget })).toBe('verified'); // published range
    expect(await verify(GPTBOT, '203.0.113.50', { budget })).toBe('spoofed'); // outside a ranges-only list
    const someoneElses = verify(APPLEBOT, '17.58.101.179'); // a lookup under way, started without a budget
    prefetch(APPLEBOT, '17.58.101.179', budget);
    const shared = verify(APPLEBOT, '17.58.101.179', { budget });
    expect(budget.lookupsStarted).toBe(0);
    resolver.release();
    expect(await Promise.all([someoneElses, shared])).toEqual(['verified', 'verified']);
    expect(await atOnce(verify(APPLEBOT, '17.58.101.179', { budget }))).toBe('verified'); // cached
    expect(budget.lookupsStarted).toBe(0);
    expect(resolver.calls).toHaveLength(2);

    // Its one lookup goes to a new address, once, however many lines carry it.
    prefetch(APPLEBOT, '203.0.113.9', budget);
    prefetch(APPLEBOT, '203.0.113.9', budget);
    expect(await verify(APPLEBOT, '203.0.113.9', { budget })).toBe('spoofed');
    expect(budget.lookupsStarted).toBe(1);
    expect(resolver.calls).toHaveLength(3);
  });

  it('defaults to DNS_LOOKUPS_PER_IMPORT and refuses a count that is not a whole number of lookups', () => {
    expect(createDnsBudget()).toEqual({ maxLookups: DNS_LOOKUPS_PER_IMPORT, lookupsStarted: 0 });
    expect(createDnsBudget(0).maxLookups).toBe(0);
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createDnsBudget(bad), String(bad)).toThrow(RangeError);
      expect(() => createDnsBudget(bad), String(bad)).toThrow(`got ${bad}`);
    }
  });
});
