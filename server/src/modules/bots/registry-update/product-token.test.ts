import { describe, expect, it } from 'vitest';
import { hostIn, nameFromWholeString, patternForToken, stripVersion, tokenAround } from './product-token';

const around = (text: string, matched: string) => {
  const start = text.indexOf(matched);
  return tokenAround(text, { start, end: start + matched.length });
};

describe('product tokens in source strings', () => {
  it('widens a match to the whole token and drops its version', () => {
    expect(around('Mozilla/5.0 (compatible; linkdexbot/2.0; +http://x)', 'linkdex')).toMatchObject({
      kind: 'token',
      name: 'linkdexbot',
    });
    expect(around('Screaming Frog SEO Spider/5.1', 'Screaming Frog SEO Spider')).toMatchObject({
      name: 'Screaming Frog SEO Spider',
    });
    expect(around('Mozilla/5.0 (compatible; Whoiswebsitebot/0.1)', 'sitebot')).toMatchObject({
      span: { start: 25, end: 40 },
      name: 'Whoiswebsitebot',
    });
  });

  it('sees a match inside a URL or an e-mail address as naming no product', () => {
    expect(around('adidxbot/1.1 (+http://search.msn.com/msnbot.htm)', 'msnbot').kind).toBe('embedded');
    expect(around('Buzzbot/1.0 (Buzzbot; buzzbot@buzzstream.com)', 'buzzbot@').kind).toBe('embedded');
    expect(around('Mozilla/5.0 (compatible; +www.uptimedoctor.com)', 'uptimedoctor').kind).toBe('embedded');
    // A handle is a name, not an address.
    expect(around('@LinkArchiver twitter bot', 'LinkArchiver')).toMatchObject({ name: 'LinkArchiver' });
  });

  it('strips versions glued to a token and keeps digits that are part of the name', () => {
    expect(stripVersion('yoozBot-2.2')).toBe('yoozBot');
    expect(stripVersion('binlar_2.6.3')).toBe('binlar');
    expect(stripVersion('trendictionbot0.5.0')).toBe('trendictionbot');
    expect(stripVersion('Experibot-v2')).toBe('Experibot');
    expect(stripVersion('Nutch-1.20-SNAPSHOT')).toBe('Nutch');
    expect(stripVersion('OnlineOrNot.com_bot_1.0_')).toBe('OnlineOrNot.com_bot');
    for (const name of ['Site24x7', 'MJ12bot', '360Spider', 'ds9', 'A6-Indexer'])
      expect(stripVersion(name)).toBe(name);
  });

  it('names a string from its bot token, a product, a word or its host, never a device', () => {
    expect(
      nameFromWholeString('Mozilla/5.0 (compatible; Semanticbot/1.0; +http://sempi.tech/bot.html)'),
    ).toBe('Semanticbot');
    expect(
      nameFromWholeString('Mozilla/5.0 (compatible; YandexUserproxy; robot; +http://yandex.com/bots'),
    ).toBe('YandexUserproxy');
    expect(nameFromWholeString('Mozilla/5.0 (compatible; +http://tweetedtimes.com)')).toBe(
      'tweetedtimes.com',
    );
    expect(
      nameFromWholeString(
        'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6439.0 Mobile Safari/537.36 +https://sitebulb.com',
      ),
    ).toBe('sitebulb.com');
    expect(hostIn('crawler@mixrank.com')).toBe('mixrank.com');
  });

  it('bounds a token pattern where the token starts and ends with a letter', () => {
    expect(patternForToken('ChatGPT Agent')).toEqual(/\bChatGPT Agent\b/i);
    expect(patternForToken('bigsur.ai').test('bigsur.ai/1.0')).toBe(true);
    expect(patternForToken('Spider', '').test('SpiderLing/1.0')).toBe(false);
  });
});
