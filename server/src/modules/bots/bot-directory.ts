import {
  BOT_DIRECTORY_PAGE_SIZE,
  BOT_PURPOSES,
  type BotDirectoryEntry,
  type BotDirectoryPage,
  type BotDirectoryQuery,
  type BotFacts,
  type BotPurpose,
  type BotVerificationKind,
  botSlug,
} from '@botlens/contracts';
import { BOT_REGISTRY, type BotDefinition } from './bot-registry';

/** A registry entry as the directory serves it, with what a search compares against. */
type DirectoryBot = { facts: BotFacts; entry: BotDirectoryEntry; haystack: string; nameKey: string };

export type BotDirectory = {
  /** Every bot, by name (case ignored). */
  readonly all: readonly DirectoryBot[];
  bySlug(slug: string): BotFacts | undefined;
  search(query: BotDirectoryQuery): BotDirectoryPage;
};

/** Only an http(s) address becomes a link: a registry entry is data from outside, and `javascript:` is not. */
function webAddress(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function verificationKind(bot: BotDefinition): BotVerificationKind {
  const ranges = Boolean(bot.verification?.ranges);
  const reverseDns = (bot.verification?.reverseDns?.length ?? 0) > 0;
  if (ranges && reverseDns) return 'ip-ranges-and-reverse-dns';
  if (ranges) return 'ip-ranges';
  return reverseDns ? 'reverse-dns' : 'none';
}

// A purpose the contract does not know (a registry ahead of it) is shown as unknown rather than failing.
const PURPOSES = new Set<string>(BOT_PURPOSES);

export function botFactsOf(bot: BotDefinition): BotFacts {
  return {
    slug: botSlug(bot.name),
    name: bot.name,
    operator: bot.operator,
    type: bot.type,
    purpose: PURPOSES.has(bot.purpose) ? bot.purpose : ('unknown' satisfies BotPurpose),
    robotsTokens: bot.robotsTokens ? [...bot.robotsTokens] : null,
    docsUrl: webAddress(bot.docsUrl),
    verification: {
      method: verificationKind(bot),
      reverseDnsSuffixes: [...(bot.verification?.reverseDns ?? [])],
    },
  };
}

/**
 * How well a bot answers a search, best first (0), or null when it does not: every word of the search must
 * appear in its name, operator or tokens; a name or token equal to the search ranks first, then names that
 * start with it.
 */
function rank(bot: DirectoryBot, search: string, words: readonly string[]): number | null {
  if (!words.every((word) => bot.haystack.includes(word))) return null;
  const tokens = bot.facts.robotsTokens ?? [];
  if (bot.nameKey === search || tokens.some((token) => token.toLowerCase() === search)) return 0;
  return bot.nameKey.startsWith(search) ? 1 : 2;
}

/**
 * The directory of a registry, indexed once: a search is a pass over about two thousand short strings,
 * well under a millisecond, so it needs no index of its own. A slug shared by two names (a test forbids it
 * in the shipped registry) names the first of them in registry order.
 */
export function createBotDirectory(registry: readonly BotDefinition[]): BotDirectory {
  const indexed = registry.map((bot): DirectoryBot => {
    const facts = botFactsOf(bot);
    const { slug, name, operator, type, purpose, robotsTokens } = facts;
    const haystack = [name, operator, ...(robotsTokens ?? [])].join('\n').toLowerCase();
    const entry = { slug, name, operator, type, purpose, robotsTokens };
    return { facts, entry, haystack, nameKey: name.toLowerCase() };
  });
  const bySlug = new Map<string, BotFacts>();
  for (const { facts } of indexed) if (!bySlug.has(facts.slug)) bySlug.set(facts.slug, facts);
  const all = [...indexed].sort(
    (a, b) => a.nameKey.localeCompare(b.nameKey, 'en') || a.facts.name.localeCompare(b.facts.name, 'en'),
  );

  return {
    all,
    bySlug: (slug) => bySlug.get(slug),
    search({ q, type, purpose, page }) {
      const search = q.trim().toLowerCase();
      const words = search.split(/\s+/).filter(Boolean);
      const matches: { bot: DirectoryBot; rank: number }[] = [];
      for (const bot of all) {
        if (type !== 'all' && bot.facts.type !== type) continue;
        if (purpose !== 'all' && bot.facts.purpose !== purpose) continue;
        const found = rank(bot, search, words);
        if (found !== null) matches.push({ bot, rank: found });
      }
      // Stable: within a rank the bots stay in name order.
      matches.sort((a, b) => a.rank - b.rank);
      const pageCount = Math.max(1, Math.ceil(matches.length / BOT_DIRECTORY_PAGE_SIZE));
      const start = (page - 1) * BOT_DIRECTORY_PAGE_SIZE;
      return {
        bots: matches.slice(start, start + BOT_DIRECTORY_PAGE_SIZE).map(({ bot }) => bot.entry),
        total: matches.length,
        page,
        pageSize: BOT_DIRECTORY_PAGE_SIZE,
        pageCount,
      };
    },
  };
}

let shipped: BotDirectory | undefined;

/** The directory of the shipped registry, built on first use. */
export function botDirectory(): BotDirectory {
  shipped ??= createBotDirectory(BOT_REGISTRY);
  return shipped;
}
