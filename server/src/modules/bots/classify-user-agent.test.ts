import { isbot } from 'isbot';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_AGENTS,
  IN_APP_BROWSER_AGENTS,
  USER_AGENT_CORPUS,
} from '../../test-support/user-agent-corpus';
import { classifyUserAgent, classifyUserAgentUncached, MAX_USER_AGENT_LENGTH } from './classify-user-agent';
import { MAX_GENERIC_NAME_LENGTH } from './generic-bot-name';

describe('classifyUserAgent on a corpus of real user agents', () => {
  it('holds at least 150 strings, 25 browsers and 10 in-app browsers, none twice', () => {
    expect(USER_AGENT_CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(BROWSER_AGENTS.length).toBeGreaterThanOrEqual(25);
    expect(IN_APP_BROWSER_AGENTS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(USER_AGENT_CORPUS.map((entry) => entry.userAgent)).size).toBe(USER_AGENT_CORPUS.length);
  });

  it.each(USER_AGENT_CORPUS.map((entry) => [entry.userAgent, entry.expected] as const))(
    '%j',
    (userAgent, expected) => {
      expect(classifyUserAgentUncached(userAgent)).toEqual(expected);
      expect(classifyUserAgent(userAgent)).toEqual(expected);
    },
  );
});

describe('classifyUserAgent rules', () => {
  const EMPTY = {
    isBot: true,
    type: 'other',
    name: 'Unknown (empty user agent)',
    operator: 'Unknown',
    purpose: 'unknown',
  };

  it('treats a missing, empty, blank or "-" user agent as an unnamed bot', () => {
    for (const missing of [undefined, null, '', '   ', '-'])
      expect(classifyUserAgent(missing)).toEqual(EMPTY);
  });

  it('checks the specific token before the general one where they overlap', () => {
    expect(classifyUserAgent('Googlebot-Image/1.0').name).toBe('Googlebot-Image');
    expect(classifyUserAgent('Googlebot/2.1 (+http://www.google.com/bot.html)').name).toBe('Googlebot');
    expect(
      classifyUserAgent('Mozilla/5.0 (compatible; ChatGPT-User/1.0; +https://openai.com/bot)').name,
    ).toBe('ChatGPT-User');
    expect(classifyUserAgent('Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)').name).toBe(
      'GPTBot',
    );
    expect(classifyUserAgent('TelegramBot (like TwitterBot)').name).toBe('TelegramBot');
    expect(
      classifyUserAgent(
        'Feedly/1.0 (+http://www.feedly.com/fetcher.html; 1 subscribers; like FeedFetcher-Google)',
      ).name,
    ).toBe('Feedly');
  });

  it("calls Facebook's preview fetcher a bot and the Facebook app's browser a person", () => {
    expect(
      classifyUserAgent('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'),
    ).toMatchObject({
      isBot: true,
      type: 'social_media',
      purpose: 'preview',
    });
    const app =
      'Mozilla/5.0 (Linux; Android 9; SM-G950U Build/PPR1.180610.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/80.0.3987.149 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/263.0.0.46.121;]';
    expect(classifyUserAgent(app).isBot).toBe(false);
  });

  it('calls an in-app browser a person even where isbot says bot', () => {
    const baiduApp =
      IN_APP_BROWSER_AGENTS.find((entry) => entry.userAgent.includes('baiduboxapp'))?.userAgent ?? '';
    expect(isbot(baiduApp)).toBe(true);
    expect(classifyUserAgent(baiduApp).isBot).toBe(false);
  });

  it('names an unknown bot after its product token', () => {
    expect(classifyUserAgent('Mozilla/5.0 (compatible; FooCrawler/1.2; +http://foo)')).toEqual({
      isBot: true,
      type: 'other',
      name: 'FooCrawler',
      operator: 'Unknown',
      purpose: 'unknown',
    });
  });

  it('keeps a generic name short and free of markup', () => {
    const long = classifyUserAgent(`Mozilla/5.0 (compatible; ${'A'.repeat(300)}Bot/1.0)`);
    expect(long.name?.length).toBe(MAX_GENERIC_NAME_LENGTH);
    const markup = classifyUserAgent('Mozilla/5.0 (compatible; <script>alert(1)</script>Crawler/1.0)');
    expect(markup.isBot).toBe(true);
    expect(markup.name).not.toMatch(/[<>()]/);
  });

  it('reads only the first 1024 characters', () => {
    const padding = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${'a'.repeat(MAX_USER_AGENT_LENGTH)}`;
    expect(classifyUserAgent(`${padding} GPTBot/1.2`).name).not.toBe('GPTBot');
    expect(classifyUserAgent(`GPTBot/1.2 ${padding}`).name).toBe('GPTBot');
  });

  it('answers from the cache with the same result as without it', () => {
    const ua = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
    const first = classifyUserAgent(ua);
    expect(classifyUserAgent(ua)).toBe(first);
    expect(classifyUserAgentUncached(ua)).toEqual(first);
  });

  it('returns results callers cannot alter for everyone else', () => {
    const result = classifyUserAgent('Twitterbot/1.0');
    expect(Object.isFrozen(result)).toBe(true);
    expect(
      Object.isFrozen(
        classifyUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0'),
      ),
    ).toBe(true);
  });

  it('finishes quickly on hostile input of the maximum length', () => {
    // Not a timing assertion: a catastrophic pattern would hang this test rather than fail it.
    for (const unit of ['a', ' ', '/', '(', '1.', 'Mozilla/5.0 ', 'bot', '-', ';']) {
      classifyUserAgentUncached(unit.repeat(Math.ceil(MAX_USER_AGENT_LENGTH / unit.length)));
    }
  });
});

describe('classifyUserAgent on hostile user agents', () => {
  const SAFE_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9 ._:'!()-]*[A-Za-z0-9)])?$/;

  it.each([
    ['control characters', 'Mozilla/5.0 (compatible; Evil\u0000Crawler\u001b[2J/1.0\r\n)'],
    ['a 10 KB string', `Mozilla/5.0 (compatible; ${'x'.repeat(10_240)} bot)`],
    ['a 10 KB string without spaces', 'bot;'.repeat(2_560)],
    ['only punctuation', '((((;;;;////\\\\\\\\'],
    [
      'a URL with credentials',
      'Mozilla/5.0 (compatible; CheckBot/1.0; +http://user:pass@status.example.com/)',
    ],
    ['an e-mail address with quotes', 'Mozilla/5.0 (compatible; "bot \\" ops"@crawl.example.org)'],
    [
      'unicode look-alikes',
      'Mozilla/5.0 (compatible; G\u043e\u043eglebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['empty', ''],
  ])('%s: a frozen answer with a short, plain name and no credentials', (_, userAgent) => {
    const result = classifyUserAgent(userAgent);
    expect(Object.isFrozen(result)).toBe(true);
    if (!result.isBot) return;
    expect(result.name.length).toBeLessThanOrEqual(MAX_GENERIC_NAME_LENGTH);
    expect(result.name, result.name).toMatch(SAFE_NAME);
    expect(result.name).not.toMatch(/pass|ops|Googlebot/);
  });

  it('names a look-alike after what it really says, never after the bot it imitates', () => {
    const result = classifyUserAgent(
      'Mozilla/5.0 (compatible; G\u043e\u043eglebot/2.1; +http://www.google.com/bot.html)',
    );
    expect(result).toMatchObject({ isBot: true, type: 'other', operator: 'Unknown', name: 'google.com' });
  });

  it('takes the host of a URL with credentials without them', () => {
    expect(classifyUserAgent('Mozilla/5.0 (compatible; +http://user:pass@status.example.com/)').name).toBe(
      'status.example.com',
    );
  });
});
