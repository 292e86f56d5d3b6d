import { describe, expect, it, vi } from 'vitest';
import { dnsError, fakeDnsResolver, heldDnsResolver } from '../../test-support/fake-dns-resolver';
import { classifyUserAgent } from './classify-user-agent';
import { buildRangeSets, loadBundledRangeSets } from './ip-ranges';
import { bundledRangeFiles } from './range-files';
import { createBotVerifier, DNS_WAIT_MS, VERIFICATION_TTL_MS } from './verify-bot';

const GPTBOT = classifyUserAgent(
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.4; +https://openai.com/gptbot)',
);
const GOOGLEBOT = classifyUserAgent(
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
);
const BINGBOT = classifyUserAgent('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)');
const APPLEBOT = classifyUserAgent(
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
);
const PERSON = classifyUserAgent(
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0',
);

function verifier(resolver = fakeDnsResolver({})) {
  return createBotVerifier({ ranges: loadBundledRangeSets(), resolver });
}

describe('createBotVerifier', () => {
  it('cannot verify a person, an unknown bot or a bot whose operator publishes nothing', async () => {
    const resolver = fakeDnsResolver({});
    const verify = verifier(resolver).verify;
    expect(await verify(PERSON, '66.249.66.1')).toBe('unverifiable');
    expect(
      await verify(classifyUserAgent('Mozilla/5.0 (compatible; FooCrawler/1.2; +http://foo)'), '1.2.3.4'),
    ).toBe('unverifiable');
    expect(
      await verify(
        classifyUserAgent('Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)'),
        '1.2.3.4',
      ),
    ).toBe('unverifiable');
    expect(await verify(classifyUserAgent(''), '1.2.3.4')).toBe('unverifiable');
    expect(resolver.calls).toEqual([]);
  });

  it('verifies an address inside the published ranges without asking DNS', async () => {
    const resolver = fakeDnsResolver({});
    const verify = verifier(resolver).verify;
    expect(await verify(GPTBOT, '74.7.242.47')).toBe('verified');
    expect(await verify(GOOGLEBOT, '66.249.66.200')).toBe('verified');
    expect(await verify(GOOGLEBOT, '::ffff:66.249.66.200')).toBe('verified');
    expect(await verify(GOOGLEBOT, '2001:4860:4801:10::1')).toBe('verified');
    expect(await verify(BINGBOT, '52.167.144.225')).toBe('verified');
    expect(resolver.calls).toEqual([]);
  });

  it('calls a ranges-only bot from outside its ranges spoofed', async () => {
    expect(await verifier().verify(GPTBOT, '203.0.113.50')).toBe('spoofed');
    const perplexity = classifyUserAgent(
      'Mozilla/5.0 (compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    );
    expect(await verifier().verify(perplexity, '3.224.62.46')).toBe('spoofed');
  });

  it('falls back to forward-confirmed reverse DNS for Googlebot outside the shipped ranges', async () => {
    const resolver = fakeDnsResolver(
      { '66.249.95.7': ['crawl-66-249-95-7.googlebot.com.'] },
      { 'crawl-66-249-95-7.googlebot.com': ['66.249.95.7'] },
    );
    expect(await verifier(resolver).verify(GOOGLEBOT, '66.249.95.7')).toBe('verified');
  });

  it('calls Googlebot from a cloud VM spoofed, even with a PTR under googleusercontent.com', async () => {
    const resolver = fakeDnsResolver(
      { '35.221.245.4': ['4.245.221.35.bc.googleusercontent.com'] },
      { '4.245.221.35.bc.googleusercontent.com': ['35.221.245.4'] },
    );
    expect(await verifier(resolver).verify(GOOGLEBOT, '35.221.245.4')).toBe('spoofed');
  });

  it('verifies Bingbot by reverse DNS under search.msn.com and refuses a forged PTR', async () => {
    const resolver = fakeDnsResolver(
      { '157.55.0.9': ['msnbot-157-55-0-9.search.msn.com'], '198.51.100.7': ['msnbot-1.search.msn.com'] },
      { 'msnbot-157-55-0-9.search.msn.com': ['157.55.0.9'], 'msnbot-1.search.msn.com': ['157.55.39.1'] },
    );
    const verify = verifier(resolver).verify;
    expect(await verify(BINGBOT, '157.55.0.9')).toBe('verified');
    expect(await verify(BINGBOT, '198.51.100.7')).toBe('spoofed');
  });

  it('decides Applebot by reverse DNS alone', async () => {
    const resolver = fakeDnsResolver(
      { '17.58.101.179': ['17-58-101-179.applebot.apple.com'], '203.0.113.8': ['fake.example'] },
      { '17-58-101-179.applebot.apple.com': ['17.58.101.179'] },
    );
    const verify = verifier(resolver).verify;
    expect(await verify(APPLEBOT, '17.58.101.179')).toBe('verified');
    expect(await verify(APPLEBOT, '203.0.113.8')).toBe('spoofed');
    expect(await verify(APPLEBOT, '203.0.113.9')).toBe('spoofed'); // no PTR record at all
  });

  it('on a DNS failure: unverifiable without published ranges, spoofed outside them; asks again after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const resolver = fakeDnsResolver({
        '17.58.101.179': dnsError('ETIMEOUT'),
        '66.249.95.7': dnsError('ESERVFAIL'),
      });
      const verify = verifier(resolver).verify;
      expect(await verify(APPLEBOT, '17.58.101.179')).toBe('unverifiable');
      // Outside Google's published list, and DNS could not rescue it.
      expect(await verify(GOOGLEBOT, '66.249.95.7')).toBe('spoofed');
      expect(await verify(APPLEBOT, '17.58.101.179')).toBe('unverifiable');
      expect(resolver.calls).toEqual(['17.58.101.179', '66.249.95.7']);
      vi.advanceTimersByTime(5 * 60 * 1000 + 1);
      expect(await verify(APPLEBOT, '17.58.101.179')).toBe('unverifiable');
      expect(resolver.calls).toEqual(['17.58.101.179', '66.249.95.7', '17.58.101.179']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not let DNS that has not answered hold the hits up: it answers as for a DNS failure, and the late answer serves later hits', async () => {
    const resolver = heldDnsResolver(
      {
        '17.58.101.179': ['17-58-101-179.applebot.apple.com'],
        '66.249.95.7': ['crawl-66-249-95-7.googlebot.com'],
      },
      {
        '17-58-101-179.applebot.apple.com': ['17.58.101.179'],
        'crawl-66-249-95-7.googlebot.com': ['66.249.95.7'],
      },
    );
    const verify = createBotVerifier({ ranges: loadBundledRangeSets(), resolver, dnsWaitMs: 20 }).verify;
    // Applebot publishes no ranges (unverifiable); Googlebot outside its published ranges is spoofed.
    expect(await verify(APPLEBOT, '17.58.101.179')).toBe('unverifiable');
    expect(await verify(GOOGLEBOT, '66.249.95.7')).toBe('spoofed');
    // Past its deadline, the lookup still in flight is not waited for again (a microtask beats any timer),
    // and not asked again either.
    const again = await Promise.race([
      verify(APPLEBOT, '17.58.101.179'),
      new Promise((resolve) => setTimeout(() => resolve('waited'), 0)),
    ]);
    expect(again).toBe('unverifiable');
    expect(resolver.calls).toEqual(['17.58.101.179', '66.249.95.7']); // the two PTR questions, asked once

    resolver.release();
    await vi.waitFor(() => expect(resolver.calls).toHaveLength(4));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await verify(APPLEBOT, '17.58.101.179')).toBe('verified');
    expect(await verify(GOOGLEBOT, '66.249.95.7')).toBe('verified');
    expect(resolver.calls).toHaveLength(4); // one PTR and one forward lookup each, answered once
  });

  it('bounds the reverse-DNS checks under way: beyond them a new address is answered as a DNS failure, unasked', async () => {
    const resolver = heldDnsResolver({});
    const verify = createBotVerifier({
      ranges: loadBundledRangeSets(),
      resolver,
      dnsWaitMs: 10,
      maxDnsLookups: 2,
    }).verify;
    const answers = await Promise.all(
      ['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((address) => verify(APPLEBOT, address)),
    );
    expect(answers).toEqual(['unverifiable', 'unverifiable', 'unverifiable']);
    expect(resolver.calls).toEqual(['203.0.113.1', '203.0.113.2']);
    resolver.release();
    await vi.waitFor(() => expect(resolver.calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Room again: the third address is asked now (no PTR record: spoofed).
    expect(await verify(APPLEBOT, '203.0.113.3')).toBe('spoofed');
    expect(resolver.calls).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3']);
  });

  it('waits for DNS that answers in time', async () => {
    const resolver = heldDnsResolver(
      { '17.58.101.179': ['17-58-101-179.applebot.apple.com'] },
      { '17-58-101-179.applebot.apple.com': ['17.58.101.179'] },
    );
    const verify = createBotVerifier({ ranges: loadBundledRangeSets(), resolver }).verify;
    const answer = verify(APPLEBOT, '17.58.101.179');
    setTimeout(resolver.release, DNS_WAIT_MS / 5);
    expect(await answer).toBe('verified');
  });

  it('calls a checkable bot with an address that is not an address spoofed', async () => {
    for (const bad of ['', 'unknown', '999.1.1.1', '66.249.66.1, 10.0.0.1', '<script>']) {
      expect(await verifier().verify(GPTBOT, bad), bad).toBe('spoofed');
    }
    expect(await verifier().verify(APPLEBOT, 'not-an-ip')).toBe('spoofed');
  });

  it('cannot verify a claim when the operator list we hold is empty, rather than calling it spoofed', async () => {
    const files = bundledRangeFiles().map((file) =>
      file.key === 'openai-gptbot' ? { ...file, prefixes: [] } : file,
    );
    const verify = createBotVerifier({ ranges: buildRangeSets(files), resolver: fakeDnsResolver({}) }).verify;
    expect(await verify(GPTBOT, '74.7.242.47')).toBe('unverifiable');
    expect(await verify(GPTBOT, '203.0.113.50')).toBe('unverifiable');
  });

  it('caches a result per bot and address for a day, and shares one lookup between concurrent checks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const resolver = fakeDnsResolver(
        { '17.58.101.179': ['17-58-101-179.applebot.apple.com'] },
        { '17-58-101-179.applebot.apple.com': ['17.58.101.179'] },
      );
      const verify = verifier(resolver).verify;
      const results = await Promise.all([1, 2, 3].map(() => verify(APPLEBOT, '17.58.101.179')));
      expect(results).toEqual(['verified', 'verified', 'verified']);
      expect(await verify(APPLEBOT, '::ffff:17.58.101.179')).toBe('verified');
      expect(resolver.calls).toHaveLength(2); // one PTR and one forward lookup
      vi.advanceTimersByTime(VERIFICATION_TTL_MS);
      expect(await verify(APPLEBOT, '17.58.101.179')).toBe('verified');
      expect(resolver.calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keys the cache by bot name, so a spoofed name does not inherit a verified one', async () => {
    const verify = verifier().verify;
    const claude = classifyUserAgent(
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    );
    expect(await verify(GPTBOT, '74.7.242.47')).toBe('verified');
    expect(await verify(claude, '74.7.242.47')).toBe('spoofed');
  });

  it('bounds its cache', async () => {
    const resolver = fakeDnsResolver({});
    const verify = createBotVerifier({ ranges: loadBundledRangeSets(), resolver, cacheSize: 2 }).verify;
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.1'])
      await verify(APPLEBOT, address);
    // The first address was evicted by the third, so it was looked up again.
    expect(resolver.calls).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.1']);
  });
});
