import { decideRobots, parseRobotsTxt } from './robots-matcher';

/**
 * The robots.txt names of the AI crawlers and AI fetchers an audit reports on, as their operators publish
 * them (training crawlers, AI search indexers, and fetchers acting for a user).
 */
export const AI_CRAWLER_TOKENS = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-SearchBot',
  'Claude-User',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'Applebot-Extended',
  'CCBot',
  'Bytespider',
  'Meta-ExternalAgent',
  'Amazonbot',
  'cohere-ai',
  'MistralAI-User',
  'DuckAssistBot',
] as const;

/** robots.txt as fetched: its HTTP status and body, or null when the site could not be reached for it. */
export type FetchedRobots = { status: number; body: string } | null;

/**
 * Whether each AI crawler may read the home page (the path `/` of the host the robots.txt came from, RFC 9309
 * matching by robots-matcher), under RFC 9309 §2.3.1: a robots.txt that does not exist
 * (4xx) allows everything; one that cannot be read (5xx, or no answer) means a crawler must assume it may
 * read nothing.
 */
export function aiCrawlerPermissions(robots: FetchedRobots): Record<string, boolean> {
  const unreachable = robots === null || robots.status >= 500;
  const missing = robots !== null && robots.status >= 400 && robots.status < 500;
  const parsed = unreachable || missing ? null : parseRobotsTxt(robots?.body ?? '');
  return Object.fromEntries(
    AI_CRAWLER_TOKENS.map((token) => [
      token,
      unreachable ? false : parsed ? decideRobots(parsed, [token], '/').allowed : true,
    ]),
  );
}

/** Why a crawler may not read the home page: the robots.txt line that says so, or the RFC 9309 rule. */
export type CrawlerBlock = { token: string; line: number | null; rule: string };

/** The blocked crawlers of aiCrawlerPermissions, each with the evidence for it. */
export function aiCrawlerBlocks(robots: FetchedRobots): CrawlerBlock[] {
  const permissions = aiCrawlerPermissions(robots);
  const blocked = AI_CRAWLER_TOKENS.filter((token) => permissions[token] === false);
  if (blocked.length === 0) return [];
  if (robots === null || robots.status >= 500) {
    const why =
      robots === null ? 'robots.txt could not be fetched' : `robots.txt answered HTTP ${robots.status}`;
    return blocked.map((token) => ({
      token,
      line: null,
      rule: `${why}, so crawlers must assume nothing may be read (RFC 9309 §2.3.1.4)`,
    }));
  }
  const parsed = parseRobotsTxt(robots.body);
  const lines = robots.body.split(/\r\n|\r|\n/);
  return blocked.map((token) => {
    const { line } = decideRobots(parsed, [token], '/');
    return { token, line, rule: line === null ? 'Disallow' : (lines[line - 1] ?? '').trim().slice(0, 200) };
  });
}
