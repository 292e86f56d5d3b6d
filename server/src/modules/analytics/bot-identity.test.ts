import { describe, expect, it } from 'vitest';
import { classifyHit } from '../bots/default-bot-detection';
import { botIdentity } from './bot-identity';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';

describe('botIdentity', () => {
  it('gives every named bot the operator and purpose it was classified with', () => {
    for (const hit of [
      { userAgent: GPTBOT },
      { userAgent: CHROME, webdriver: true },
      { userAgent: 'curl/8.5.0' },
      { userAgent: 'SomeNewSpider/2.1 (+https://example.com/bot)' },
    ]) {
      const bot = classifyHit(hit.userAgent, hit);
      if (!bot.isBot) throw new Error(`${hit.userAgent} is not classified as a bot`);
      expect(botIdentity(bot.name)).toEqual({ operator: bot.operator, purpose: bot.purpose });
    }
  });

  it('names the browser driven by WebDriver a headless browser', () => {
    expect(botIdentity('WebDriver-controlled browser')).toEqual({
      operator: 'Unknown',
      purpose: 'headless-browser',
    });
  });

  it('calls a name it does not know Unknown', () => {
    expect(botIdentity('NoSuchBot')).toEqual({ operator: 'Unknown', purpose: 'unknown' });
  });
});
