import { describe, expect, it } from 'vitest';
import { classifyUserAgent } from './classify-user-agent';
import { inferBotPurpose } from './infer-bot-purpose';

describe('inferBotPurpose on what unknown bots say of themselves', () => {
  it.each([
    ['monitoring', 'elmah.io Uptime Monitoring'],
    ['monitoring', 'Honeybadger Uptime Check'],
    ['monitoring', 'Mozilla/5.0 (compatible; StatusPal/1.0; +https://statuspal.example)'],
    ['monitoring', 'Wheregoes.com Redirect Checker/1.0'],
    ['feed-reader', 'Newsify Feed Fetcher - 3 subscribers - http://www.newsify.co/site/899429/automaton'],
    ['feed-reader', 'PocketCasts/1.0 (Pocket Casts Feed Parser; +http://pocketcasts.com/)'],
    ['feed-reader', 'Mozilla/5.0 (compatible; rss2tg bot; +http://komar.in/en/rss2tg_crawler)'],
    ['feed-reader', 'Overcast/1.0 Podcast Sync (123 subscribers; feed-id=456; +http://overcast.fm/)'],
    ['archiving', 'Library Of Congress Web Archiving'],
    [
      'archiving',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.97 Safari/537.36 (+https://www.loc.gov/programs/web-archiving/for-site-owners/)',
    ],
    ['archiving', 'Mozilla/4.5 (compatible; HTTrack 3.0x; Windows 98)'],
    [
      'preview',
      'Mozilla/5.0 (compatible; Yahoo Link Preview; https://help.yahoo.com/kb/mail/yahoo-link-preview.html)',
    ],
    ['preview', 'Mozilla/5.0 (compatible; ClickUpLinkUnfurler/1.0)'],
    ['preview', 'Discourse Forum Onebox v3.3.0.beta1-dev'],
    ['preview', 'Mozilla/5.0 (compatible; LinkExpander/2.0; +https://expand.example)'],
    ['seo-tool', 'SearchAtlas.com SEO Crawler'],
    ['seo-tool', 'Mozilla/5.0 (compatible; alexa site audit/1.0; +http://www.alexa.com/help/webmasters; )'],
    ['seo-tool', 'Mozilla/5.0 (compatible; BacklinkCrawler; +http://www.backlinktest.com/crawler.html)'],
    ['seo-tool', 'Mozilla/5.0 (compatible; SERankingBot/1.0)'],
    ['security', 'Mozilla/5.0 (compatible; ModatScanner/1.2; +https://modat.io/)'],
    ['security', 'CISPA Webcrawler (https://vuln-notify-checker.cispa.saarland)'],
    ['security', 'Mozilla/5.0 (compatible; Sansec Security Monitor/1.0; +https://sansec.io/monitor)'],
    ['search', 'Mozilla/5.0 (compatible; Dow Jones Searchbot)'],
    ['search', 'Speedy Spider (http://www.entireweb.com/about/search_tech/speedy_spider/)'],
    ['search', 'Mozilla/5.0 (compatible; LinksIndexerBot/1.0)'],
    ['search', 'NutchCVS/0.7.1 (Nutch; http://lucene.apache.org/nutch/bot.html)'],
    ['http-library', 'Jersey/2.25.1 (HttpUrlConnection 1.8.0_141)'],
    ['http-library', 'Mollie HTTP client/1.0'],
    ['http-library', 'WJHRO/1.0 (WorldPay Java HTTP Request Object)'],
    ['http-library', 'python-httpx/0.27.0'],
    [
      'headless-browser',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
    ],
    ['headless-browser', 'Mozilla/5.0 (compatible; Prerender (+https://github.com/prerender/prerender))'],
    ['advertising', 'Centro Ads.txt Crawler/1.0'],
  ])('%s: %j', (purpose, userAgent) => {
    expect(inferBotPurpose(userAgent)).toBe(purpose);
  });

  it.each([
    'Mozilla/5.0 (compatible; AcoonBot/4.11.1; +http://www.acoon.de/robot.asp)',
    'Mozilla/5.0 (compatible; MixrankBot; crawler@mixrank.com)',
    'Mozilla/5.0 (compatible; FooBot/1.0; +https://foo.example/index.html)',
    'Mozilla/5.0 (compatible; FooBot/1.0; +https://foo.example/about.php)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Frankbot',
    '',
  ])('says nothing where the string says nothing: %j', (userAgent) => {
    expect(inferBotPurpose(userAgent)).toBe('unknown');
  });

  it('gives unknown bots their purpose through the classifier', () => {
    expect(classifyUserAgent('elmah.io Uptime Monitoring')).toEqual({
      isBot: true,
      type: 'other',
      name: 'elmah.io Uptime Monitoring',
      operator: 'Unknown',
      purpose: 'monitoring',
    });
    expect(
      classifyUserAgent('Mozilla/5.0 (compatible; Feedsearch Bot; +https://feedsearch.dev)'),
    ).toMatchObject({
      name: 'Feedsearch Bot',
      purpose: 'feed-reader',
    });
  });
});
