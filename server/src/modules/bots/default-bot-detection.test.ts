import { describe, expect, it } from 'vitest';
import { classifyHit, defaultBotDetection } from './default-bot-detection';

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0';

describe('defaultBotDetection', () => {
  it('calls a human-looking browser that reports navigator.webdriver an automated one', () => {
    expect(classifyHit(FIREFOX).isBot).toBe(false);
    expect(classifyHit(FIREFOX, { webdriver: false }).isBot).toBe(false);
    expect(classifyHit(FIREFOX, { webdriver: true })).toMatchObject({
      isBot: true,
      purpose: 'headless-browser',
    });
    expect(classifyHit('Twitterbot/1.0', { webdriver: true }).name).toBe('Twitterbot');
  });

  it('verifies against the shipped lists without needing DNS for an address inside them', async () => {
    const { classify, verifier } = defaultBotDetection();
    const gptbot = classify('Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)');
    expect(await verifier.verify(gptbot, '74.7.242.47')).toBe('verified');
    expect(await verifier.verify(gptbot, '203.0.113.50')).toBe('spoofed');
  });
});
