import { describe, expect, it } from 'vitest';
import { BOT_REGISTRY, findBotByName, findRegisteredBot } from './bot-registry';
import { RANGE_SOURCES } from './range-files';

describe('the bot registry', () => {
  it('gives every bot a unique name, since verification looks bots up by name', () => {
    const names = BOT_REGISTRY.map((bot) => bot.name);
    expect(new Set(names).size).toBe(names.length);
    for (const bot of BOT_REGISTRY) expect(findBotByName(bot.name)).toBe(bot);
  });

  it('uses no nested quantifiers, the shape behind catastrophic backtracking', () => {
    for (const bot of BOT_REGISTRY) {
      expect(bot.pattern.source, bot.name).not.toMatch(/\)[*+{]/);
      expect(bot.pattern.flags, bot.name).not.toMatch(/[gy]/); // stateful flags would make test() alternate
    }
  });

  it('points every range-verified bot at a list we ship', () => {
    const keys = new Set(RANGE_SOURCES.map((source) => source.key));
    for (const bot of BOT_REGISTRY) {
      if (bot.verification?.ranges) expect(keys.has(bot.verification.ranges), bot.name).toBe(true);
    }
  });

  it.each([
    ['GPTBot/1.2', 'GPTBot'],
    ['OAI-SearchBot/1.0', 'OAI-SearchBot'],
    ['ChatGPT-User/1.0', 'ChatGPT-User'],
    ['ClaudeBot/1.0', 'ClaudeBot'],
    ['Claude-User/1.0', 'Claude-User'],
    ['Claude-SearchBot/1.0', 'Claude-SearchBot'],
    ['anthropic-ai', 'anthropic-ai'],
    ['PerplexityBot/1.0', 'PerplexityBot'],
    ['Perplexity-User/1.0', 'Perplexity-User'],
    ['Google-Extended', 'Google-Extended'],
    ['Googlebot-News', 'Googlebot-News'],
    ['Google-Read-Aloud', 'Google-Read-Aloud'],
    ['GoogleAgent-Mariner', 'GoogleAgent'],
    ['Mozilla/5.0 (compatible; AdIdxBot/2.0; +http://www.bing.com/bingbot.htm)', 'AdIdxBot'],
    ['Applebot-Extended/0.1', 'Applebot-Extended'],
    ['Mozilla/5.0 (compatible; FacebookBot/1.0)', 'FacebookBot'],
    ['TikTokSpider', 'TikTokSpider'],
    ['cohere-training-data-crawler', 'cohere-training-data-crawler'],
    ['cohere-ai', 'cohere-ai'],
    ['Diffbot/0.1', 'Diffbot'],
    ['ImagesiftBot', 'ImagesiftBot'],
    ['Mozilla/5.0 (compatible; HaoSouSpider)', '360Spider'],
    ['YisouSpider', 'YisouSpider'],
    ['Slack-ImgProxy (+https://api.slack.com/robots)', 'Slack-ImgProxy'],
    ['Iframely/1.3.1 (+https://iframely.com/docs/about)', 'Iframely'],
    ['Mozilla/5.0 (compatible; EcosiaBot/1.0)', 'EcosiaBot'],
    ['Bravebot/1.0', 'Bravebot'],
    ['Better Uptime Bot Mozilla/5.0', 'Better Uptime Bot'],
    ['Datadog/Synthetics', 'Datadog Synthetics'],
    ['NewRelicPinger/1.0', 'New Relic Synthetics'],
    ['Checkly/1.0', 'Checkly'],
    ['Mozilla/5.0 Puppeteer', 'Puppeteer'],
    ['Mozilla/5.0 Playwright/1.40', 'Playwright'],
    ['Selenium/4.0', 'Selenium'],
  ])('knows %s as %s', (userAgent, name) => {
    expect(findRegisteredBot(userAgent)?.name).toBe(name);
  });

  // AI agents a public list of real bot user agents showed as 'other' with purpose 'unknown'.
  it.each([
    ['Mozilla/5.0 (compatible; xAI-Bot/1.0; +https://x.ai)', 'xAI-Bot', 'training'],
    [
      'Mozilla/5.0 (compatible; MistralAI-Index/1.0; +https://docs.mistral.ai/robots)',
      'MistralAI-Index',
      'search',
    ],
    ['Mozilla/5.0 (compatible; Kimi-SearchBot/1.0)', 'Kimi-SearchBot', 'search'],
    ['Mozilla/5.0 (compatible; KimiBot/1.0)', 'KimiBot', 'training'],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Gemini-Deep-Research; +https://gemini.google/overview/deep-research/) Chrome/135.0.0.0 Safari/537.36',
      'Gemini-Deep-Research',
      'user-triggered',
    ],
    ['Mozilla/5.0 (compatible; Google-GeminiNotebook)', 'Google-GeminiNotebook', 'user-triggered'],
    [
      'Mozilla/5.0 (compatible; ChatGPT-Browser/1.0; +https://openai.com/bot)',
      'ChatGPT-Browser',
      'user-triggered',
    ],
    ['Mozilla/5.0 (compatible; Cohere-Command/1.0)', 'Cohere-Command', 'user-triggered'],
    ['Mozilla/5.0 (compatible; HuggingFace-Bot/1.0; +https://huggingface.co)', 'HuggingFace-Bot', 'training'],
    ['Mozilla/5.0 (compatible; Together-Bot/1.0)', 'Together-Bot', 'training'],
    ['Mozilla/5.0 (compatible; Groq-Bot/1.0)', 'Groq-Bot', 'user-triggered'],
    ['GitHubCopilotChat/0.22.4', 'GitHubCopilotChat', 'user-triggered'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36; Devin/1.0; +https://devin.ai',
      'Devin',
      'user-triggered',
    ],
    ['Mozilla/5.0 (compatible; Character-AI/1.0)', 'Character-AI', 'user-triggered'],
  ])('types %s as the AI agent %s, %s', (userAgent, name, purpose) => {
    expect(findRegisteredBot(userAgent)).toMatchObject({ name, type: 'ai_crawler', purpose });
  });

  it('says for every bot which robots.txt tokens address it, none meaning robots.txt cannot stop it', () => {
    for (const bot of BOT_REGISTRY) expect(Array.isArray(bot.robotsTokens), bot.name).toBe(true);
    expect(findBotByName('GPTBot')?.robotsTokens).toEqual(['GPTBot']);
    expect(findBotByName('Google-Extended')?.robotsTokens).toEqual(['Google-Extended']);
    expect(findBotByName('Googlebot-Image')?.robotsTokens).toEqual(['Googlebot-Image', 'Googlebot']);
    expect(findBotByName('FeedFetcher-Google')?.robotsTokens).toEqual([]);
    expect(findBotByName('curl')?.robotsTokens).toEqual([]);
  });
});
