import { expect, it } from 'vitest';
import { botProfileHref } from './bot-links';

it("links a bot's name to its profile, with the website whose figures to show", () => {
  expect(botProfileHref('GPTBot')).toBe('/bots/gptbot');
  expect(botProfileHref('Google Web Preview', 3)).toBe('/bots/google-web-preview?website=3');
  expect(botProfileHref('tweetedtimes.com', 12)).toBe('/bots/tweetedtimes-com?website=12');
  expect(botProfileHref('<img src=x>/../')).toBe('/bots/img-src-x');
  expect(botProfileHref('---')).toBeNull();
});
