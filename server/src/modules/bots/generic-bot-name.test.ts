import { isbot } from 'isbot';
import { describe, expect, it } from 'vitest';
import { crawlerUserAgentInstances } from '../../test-support/crawler-user-agents-registry';
import { BOT_REGISTRY, findRegisteredBot } from './bot-registry';
import { classifyUserAgent } from './classify-user-agent';
import {
  deriveGenericBotName,
  knownBotNames,
  MAX_GENERIC_NAME_LENGTH,
  UNKNOWN_BOT_NAME,
} from './generic-bot-name';
import { isInAppBrowser } from './in-app-browsers';

const isKnown = knownBotNames(BOT_REGISTRY, findRegisteredBot);
/**
 * The namer alone, as if the registry knew none of these bots: many of the strings below are registered,
 * and the classifier never asks the namer about those.
 */
const nameOf = (userAgent: string) => deriveGenericBotName(userAgent);
const nameAsClassifierWould = (userAgent: string) => deriveGenericBotName(userAgent, isKnown);

/** Characters a name may hold: it is shown in dashboards and written to exports. */
const SAFE_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9 ._:'!-]*[A-Za-z0-9])?$/;

describe('deriveGenericBotName on real user agents', () => {
  it.each([
    ['Mozilla/5.0 (compatible; +http://tweetedtimes.com)', 'tweetedtimes.com'],
    ['Linguee Bot (http://www.linguee.com/bot; bot@linguee.com)', 'Linguee Bot'],
    ['Mozilla/5.0 (compatible; HubSpot Crawler; web-crawlers@hubspot.com)', 'HubSpot Crawler'],
    ['Speedy Spider (http://www.entireweb.com/about/search_tech/speedy_spider/)', 'Speedy Spider'],
    ['FAST Enterprise Crawler 6 used by Schibsted (webcrawl@schibstedsok.no)', 'FAST Enterprise Crawler'],
    ['Mozilla/5.0 (compatible; FooCrawler/1.2; +http://foo)', 'FooCrawler'],
    ['Mozilla/5.0 (compatible; Wappalyzer; +https://github.com/AliasIO/Wappalyzer)', 'Wappalyzer'],
    ['Xenu Link Sleuth/1.3.8', 'Xenu Link Sleuth'],
    ['Mozilla/5.0 (compatible; Crazy Egg; +https://www.crazyegg.com/)', 'Crazy Egg'],
    ['scraping@nytimes.com', 'nytimes.com'],
    ['http://seewithkids.com/bot', 'seewithkids.com'],
    ['Mozilla/5.0 (compatible; Spider; +https://www.spider.com/)', 'spider.com'],
    ['@LinkArchiver twitter bot', 'LinkArchiver'],
    [
      'Mozilla/5.0 (X11; Datanyze; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/65.0.3325.181 Safari/537.36',
      'Datanyze',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/95.0.4638.69 Safari/537.36 Silktide',
      'Silktide',
    ],
    // The strings whose old names were a version, a locale or a device.
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/92.0.4515.107 Safari/537.36 (compatible; +https://developers.cloudflare.com/security-center/)',
      'developers.cloudflare.com',
    ],
    [
      'Mozilla/5.0 (Linux;u;Android 4.2.2;zh-cn;) AppleWebKit/534.46 (KHTML,like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; +http://www.baidu.com/search/spider.html)',
      'baidu.com',
    ],
    [
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/41.0.2272.96 Mobile Safari/537.36 (compatible; Google-Structured-Data-Testing-Tool; +https://search.google.com/structured-data/testing-tool)',
      'Google-Structured-Data-Testing-Tool',
    ],
    [
      'Mozilla/5.0 (Linux; Android 11; Galaxy S21) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 Mobile Safari/537.36 (compatible; Google-Adwords-Instant)',
      'Google-Adwords-Instant',
    ],
    [
      'Mozilla/5.0 (compatible; 3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e; +https://status.example-monitor.io/)',
      'status.example-monitor.io',
    ],
    ['Mozilla/5.0 (compatible; Parser; +https://feeds.example.net)', 'feeds.example.net'],
  ])('%j → %j', (userAgent, name) => {
    expect(nameOf(userAgent)).toBe(name);
  });

  it('never answers a locale, a version, an OS or device word, an id or a generic word alone', () => {
    const notNames =
      /^(?:[a-z]{2}(?:[-_][a-z]{2})?|v?\d[\d._]*|windows|linux|android|iphone|ipad|macintosh|nexus|galaxy|pixel|bot|bots|crawler|spider|robots?|agent|parser|at|[0-9a-f-]{16,})$/i;
    // Every bot string of crawler-user-agents, named as if unknown: the registry knows most of them now.
    const unknown = crawlerUserAgentInstances().filter(
      (userAgent) => !isInAppBrowser(userAgent) && isbot(userAgent),
    );
    expect(unknown.length).toBeGreaterThan(1800);
    const bad = unknown
      .map((userAgent) => [userAgent, nameOf(userAgent)])
      .filter(([, name]) => notNames.test(name ?? ''));
    expect(bad).toEqual([]);
    const fallbacks = unknown.filter((userAgent) => nameOf(userAgent) === UNKNOWN_BOT_NAME);
    expect(fallbacks.length).toBeLessThanOrEqual(unknown.length * 0.005);
  });
});

describe('deriveGenericBotName never gives a known bot’s name to a string the registry did not match', () => {
  it.each([
    'Mozilla/5.0 (compatible; Google bot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; GOOGLE-BOT; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; Google\u200bbot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; G\u043e\u043eglebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; \uff27\uff4f\uff4f\uff47\uff4c\uff45\uff42\uff4f\uff54/2.1)',
    'Mozilla/5.0 (compatible; GPT\u00adBot/1.2; +https://openai.example/crawler)',
  ])('%j', (userAgent) => {
    expect(findRegisteredBot(userAgent)).toBeUndefined();
    const name = nameAsClassifierWould(userAgent);
    expect(isKnown(name)).toBe(false);
    expect(name.replace(/[^a-z]/gi, '').toLowerCase()).not.toMatch(/^(?:googlebot|gptbot)$/);
  });

  it('for any crawler-user-agents string the registry does not know', () => {
    const names = new Set(BOT_REGISTRY.map((bot) => bot.name.toLowerCase()));
    for (const userAgent of crawlerUserAgentInstances()) {
      if (findRegisteredBot(userAgent) || !isbot(userAgent)) continue;
      const result = classifyUserAgent(userAgent);
      expect(names.has((result.name ?? '').toLowerCase()), userAgent).toBe(false);
      expect(findRegisteredBot(result.name ?? ''), userAgent).toBeUndefined();
    }
  });
});

describe('deriveGenericBotName on hostile strings', () => {
  it.each([
    ['control characters', 'Foo\u0000Crawler\u0007/1.0\r\n\u001b[31m'],
    ['a 10 KB string', `Mozilla/5.0 (compatible; ${'A'.repeat(10_000)}Bot/1.0)`],
    ['a 10 KB string of separators', ';'.repeat(10_000)],
    ['only punctuation', '!!!///;;;((([[[{{{"""\'\'\'+++---...'],
    ['markup', 'Mozilla/5.0 (compatible; <script>alert(1)</script>Crawler/1.0)'],
    [
      'a URL with credentials',
      'Mozilla/5.0 (compatible; +http://admin:s3cret@monitor.example.com:8443/health)',
    ],
    ['credentials without a scheme', 'Mozilla/5.0 (compatible; admin:s3cret@monitor.example.com)'],
    ['an e-mail address with quotes', 'Mozilla/5.0 (compatible; "crawler ops"@example.org)'],
    ['quotes inside an address', "Mozilla/5.0 (compatible; 'x\"@evil.test'@example.org)"],
    ['empty', ''],
    ['unicode look-alikes only', '\u0412\u043e\u0442 \uff22\uff4f\uff54'],
  ])('%s', (_, userAgent) => {
    const name = nameOf(userAgent);
    expect(name.length).toBeLessThanOrEqual(MAX_GENERIC_NAME_LENGTH);
    expect(name === UNKNOWN_BOT_NAME || SAFE_NAME.test(name), name).toBe(true);
    expect(name).not.toMatch(/admin|s3cret|script|ops/);
  });

  it('names what the hostile strings still say', () => {
    expect(nameOf('Foo\u0000Crawler\u0007/1.0\r\n')).toBe('Foo Crawler');
    expect(nameOf('Mozilla/5.0 (compatible; +http://admin:s3cret@monitor.example.com:8443/health)')).toBe(
      'monitor.example.com',
    );
    expect(nameOf('http://user:pass@host/')).toBe(UNKNOWN_BOT_NAME);
    expect(nameOf('Mozilla/5.0 (compatible; "crawler ops"@example.org)')).toBe('example.org');
    expect(nameOf('!!!///;;;(((')).toBe(UNKNOWN_BOT_NAME);
    expect(nameOf('')).toBe(UNKNOWN_BOT_NAME);
    expect(nameOf(`Mozilla/5.0 (compatible; ${'A'.repeat(300)}Bot/1.0)`)).toBe(
      'A'.repeat(MAX_GENERIC_NAME_LENGTH),
    );
  });

  it('reads no further than the first 1024 characters', () => {
    expect(nameOf(`${'; '.repeat(600)}LateCrawler/1.0`)).toBe(UNKNOWN_BOT_NAME);
  });
});
