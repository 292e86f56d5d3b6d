import { z } from 'zod';
import anthropic from './ranges/anthropic.json' with { type: 'json' };
import bing from './ranges/bing.json' with { type: 'json' };
import googleCommon from './ranges/google-common.json' with { type: 'json' };
import googleSpecial from './ranges/google-special.json' with { type: 'json' };
import googleUserTriggered from './ranges/google-user-triggered.json' with { type: 'json' };
import openaiChatgptUser from './ranges/openai-chatgpt-user.json' with { type: 'json' };
import openaiGptbot from './ranges/openai-gptbot.json' with { type: 'json' };
import openaiSearchbot from './ranges/openai-searchbot.json' with { type: 'json' };
import perplexityBot from './ranges/perplexity-bot.json' with { type: 'json' };
import perplexityUser from './ranges/perplexity-user.json' with { type: 'json' };
import { RANGE_SET_KEYS, type RangeSetKey } from './registry/types';

/** Where each list is published. Only these fixed https URLs are ever fetched (`botlens update-bot-ranges`). */
export const RANGE_SOURCES: readonly { key: RangeSetKey; file: string; url: string }[] = [
  { key: 'openai-gptbot', file: 'openai-gptbot.json', url: 'https://openai.com/gptbot.json' },
  { key: 'openai-searchbot', file: 'openai-searchbot.json', url: 'https://openai.com/searchbot.json' },
  {
    key: 'openai-chatgpt-user',
    file: 'openai-chatgpt-user.json',
    url: 'https://openai.com/chatgpt-user.json',
  },
  { key: 'anthropic', file: 'anthropic.json', url: 'https://claude.com/crawling/bots.json' },
  { key: 'perplexity-bot', file: 'perplexity-bot.json', url: 'https://www.perplexity.ai/perplexitybot.json' },
  {
    key: 'perplexity-user',
    file: 'perplexity-user.json',
    url: 'https://www.perplexity.ai/perplexity-user.json',
  },
  {
    key: 'google-common',
    file: 'google-common.json',
    url: 'https://developers.google.com/static/search/apis/ipranges/googlebot.json',
  },
  {
    key: 'google-special',
    file: 'google-special.json',
    url: 'https://developers.google.com/static/search/apis/ipranges/special-crawlers.json',
  },
  {
    key: 'google-user-triggered',
    file: 'google-user-triggered.json',
    url: 'https://developers.google.com/static/search/apis/ipranges/user-triggered-fetchers.json',
  },
  { key: 'bing', file: 'bing.json', url: 'https://www.bing.com/toolbox/bingbot.json' },
];

/** The directory the data files live in; the update command rewrites them in place. */
export const RANGES_DIRECTORY = new URL('./ranges/', import.meta.url);

/**
 * One shipped list. `creationTime` is the publisher's own stamp, `fetchedAt` when botlens last downloaded
 * it, `copiedFrom` where a copy came from when it could not be downloaded directly. An empty `prefixes`
 * means we hold nothing to check against: claims are then 'unverifiable', never 'spoofed'.
 */
export const rangeFileSchema = z.object({
  key: z.enum(RANGE_SET_KEYS),
  operator: z.string().min(1),
  source: z.url({ protocol: /^https$/ }),
  creationTime: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  copiedFrom: z
    .object({ repository: z.string(), path: z.string(), commit: z.string(), note: z.string().optional() })
    .nullable(),
  note: z.string().nullable(),
  prefixes: z.array(z.string()),
});
export type RangeFile = z.infer<typeof rangeFileSchema>;

/** Parsed at first use: the files are rewritten by a command, so their shape is checked, not assumed. */
export function bundledRangeFiles(): RangeFile[] {
  return [
    openaiGptbot,
    openaiSearchbot,
    openaiChatgptUser,
    anthropic,
    perplexityBot,
    perplexityUser,
    googleCommon,
    googleSpecial,
    googleUserTriggered,
    bing,
  ].map((file) => rangeFileSchema.parse(file));
}

/** Biome's JSON layout, so a refreshed file passes `biome check` unchanged: short lists on one line. */
export function formatRangeFile(file: RangeFile): string {
  const { prefixes, ...head } = file;
  const headJson = JSON.stringify(head, null, 2);
  const inline = `  "prefixes": [${prefixes.map((prefix) => JSON.stringify(prefix)).join(', ')}]`;
  const list =
    inline.length <= 110
      ? inline
      : `  "prefixes": [\n${prefixes.map((prefix) => `    ${JSON.stringify(prefix)}`).join(',\n')}\n  ]`;
  return `${headJson.slice(0, -2)},\n${list}\n}\n`;
}
