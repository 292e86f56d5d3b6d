import { BOT_DIRECTORY_PAGE_SIZE, type BotDirectoryQuery, botSlug } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { botFactsOf, createBotDirectory } from './bot-directory';
import { BOT_REGISTRY, type BotDefinition } from './bot-registry';

const query = (overrides: Partial<BotDirectoryQuery> = {}): BotDirectoryQuery => ({
  q: '',
  type: 'all',
  purpose: 'all',
  page: 1,
  ...overrides,
});

const bot = (overrides: Partial<BotDefinition> & { name: string }): BotDefinition => ({
  pattern: /x/,
  type: 'other',
  operator: 'Unknown',
  purpose: 'unknown',
  ...overrides,
});

const REGISTRY: BotDefinition[] = [
  bot({
    name: 'GPTBot',
    type: 'ai_crawler',
    operator: 'OpenAI',
    purpose: 'training',
    robotsTokens: ['GPTBot'],
  }),
  bot({ name: 'OAI-SearchBot', type: 'ai_crawler', operator: 'OpenAI', purpose: 'search' }),
  bot({ name: 'bingbot', type: 'search_engine', operator: 'Microsoft', purpose: 'search', robotsTokens: [] }),
  bot({ name: 'Googlebot-Image', type: 'search_engine', operator: 'Google', purpose: 'search' }),
  bot({ name: 'ChatGPT-User', type: 'ai_crawler', operator: 'OpenAI', purpose: 'user-triggered' }),
];

describe('the facts of a bot', () => {
  it('says what is not documented as null, and a bot robots.txt cannot address as []', () => {
    const [gpt, oai, bing] = REGISTRY.map(botFactsOf);
    expect(gpt?.robotsTokens).toEqual(['GPTBot']);
    expect(oai?.robotsTokens).toBeNull();
    expect(bing?.robotsTokens).toEqual([]);
    expect(oai?.docsUrl).toBeNull();
    expect(oai?.verification).toEqual({ method: 'none', reverseDnsSuffixes: [] });
  });

  it('names the verification method from what the operator publishes', () => {
    const method = (verification: BotDefinition['verification']) =>
      botFactsOf(bot({ name: 'x', verification })).verification;
    expect(method({ ranges: 'bing' })).toEqual({ method: 'ip-ranges', reverseDnsSuffixes: [] });
    expect(method({ reverseDns: ['.applebot.apple.com'] })).toEqual({
      method: 'reverse-dns',
      reverseDnsSuffixes: ['.applebot.apple.com'],
    });
    expect(method({ ranges: 'bing', reverseDns: ['.search.msn.com'] }).method).toBe(
      'ip-ranges-and-reverse-dns',
    );
    expect(method({ reverseDns: [] }).method).toBe('none');
  });

  it('links only http(s) documentation', () => {
    const docs = (docsUrl: string) => botFactsOf(bot({ name: 'x', docsUrl })).docsUrl;
    expect(docs('https://openai.com/gptbot')).toBe('https://openai.com/gptbot');
    expect(docs('javascript:alert(1)')).toBeNull();
    expect(docs('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(docs('not a url')).toBeNull();
  });
});

describe('searching the directory', () => {
  const directory = createBotDirectory(REGISTRY);
  const names = (overrides: Partial<BotDirectoryQuery>) =>
    directory.search(query(overrides)).bots.map((b) => b.name);

  it('lists every bot by name, case ignored', () => {
    expect(names({})).toEqual(['bingbot', 'ChatGPT-User', 'Googlebot-Image', 'GPTBot', 'OAI-SearchBot']);
  });

  it('finds by name, operator or token, every word, an exact name or token first', () => {
    expect(names({ q: 'openai' })).toEqual(['ChatGPT-User', 'GPTBot', 'OAI-SearchBot']);
    expect(names({ q: 'gptbot' })).toEqual(['GPTBot']);
    expect(names({ q: 'bot' })).toEqual(['bingbot', 'Googlebot-Image', 'GPTBot', 'OAI-SearchBot']);
    expect(names({ q: 'OpenAI search' })).toEqual(['OAI-SearchBot']);
    expect(names({ q: 'chatgpt-user' })[0]).toBe('ChatGPT-User');
    expect(names({ q: '.*(' })).toEqual([]);
  });

  it('filters by type and purpose', () => {
    expect(names({ type: 'search_engine' })).toEqual(['bingbot', 'Googlebot-Image']);
    expect(names({ type: 'ai_crawler', purpose: 'search' })).toEqual(['OAI-SearchBot']);
    expect(names({ purpose: 'archiving' })).toEqual([]);
  });

  it('finds a bot by its address', () => {
    expect(directory.bySlug('oai-searchbot')?.name).toBe('OAI-SearchBot');
    expect(directory.bySlug('OAI-SearchBot')).toBeUndefined();
    expect(directory.bySlug('nothing')).toBeUndefined();
  });

  it('hands out pages of a fixed size over a large registry', () => {
    const large = createBotDirectory(
      Array.from({ length: 1600 }, (_, i) => bot({ name: `Crawler ${String(i).padStart(4, '0')}` })),
    );
    const first = large.search(query());
    expect(first).toMatchObject({ total: 1600, page: 1, pageSize: BOT_DIRECTORY_PAGE_SIZE, pageCount: 32 });
    expect(first.bots).toHaveLength(BOT_DIRECTORY_PAGE_SIZE);
    const last = large.search(query({ page: 32 }));
    expect(last.bots.at(-1)?.name).toBe('Crawler 1599');
    expect(large.search(query({ page: 33 })).bots).toEqual([]);
    expect(large.search(query({ q: 'crawler 0007' })).bots.map((b) => b.slug)).toEqual(['crawler-0007']);
  });
});

it('gives every bot of the shipped registry an address of its own', () => {
  const bySlug = new Map<string, string[]>();
  for (const { name } of BOT_REGISTRY)
    bySlug.set(botSlug(name), [...(bySlug.get(botSlug(name)) ?? []), name]);
  const shared = [...bySlug.entries()].filter(([slug, names]) => names.length > 1 || slug === '');
  expect(shared).toEqual([]);
});
