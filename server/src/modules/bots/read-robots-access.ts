import type { RobotsAccess } from '@botlens/contracts';
import { SafeFetchError, type SafeFetchResult } from '../../lib/safe-fetch';
import { truncateText } from '../../lib/truncate-text';
import type { UserCtx } from '../context';
import { fetchRobotsTxt } from '../seo-tools/fetch-robots-txt';
import { decideRobots, parseRobotsTxt } from '../seo-tools/robots-matcher';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { botDirectory } from './bot-directory';

/** The page judged: whether the bot may read the site at all starts with its home page. */
const PATH = '/';
const MAX_RULE_CHARS = 300;

/**
 * The token chains to judge: each documented token, followed by the bot's other tokens it extends
 * ('Googlebot-Image' then 'Googlebot'), so a group for the less specific name applies when the more
 * specific one has none. Undocumented tokens: only the rules for every crawler (`*`) can be judged.
 */
function tokenChains(tokens: readonly string[] | null): { token: string; chain: string[] }[] {
  if (tokens === null) return [{ token: '*', chain: [] }];
  return tokens.map((token) => {
    const lower = token.toLowerCase();
    const broader = tokens
      .filter((other) => other !== token && lower.startsWith(`${other.toLowerCase()}-`))
      .sort((a, b) => b.length - a.length);
    return { token, chain: [token, ...broader] };
  });
}

/**
 * Whether the website's live robots.txt lets the bot read its home page, for the caller's own website only.
 * A site that does not answer at all is 'unreachable': the page says robots.txt could not be read.
 */
export async function readRobotsAccess({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number; slug: string };
}): Promise<RobotsAccess> {
  const website = await findWebsiteForCaller(ctx, input.websiteId);
  const tokens = botDirectory().bySlug(input.slug)?.robotsTokens ?? null;
  const base = {
    robotsUrl: `https://${website.domain}/robots.txt`,
    httpStatus: null,
    message: null,
    path: PATH,
  };
  if (tokens !== null && tokens.length === 0) return { ...base, state: 'not-controllable', verdicts: [] };

  let fetched: SafeFetchResult;
  try {
    fetched = await fetchRobotsTxt(ctx.fetchPage, website.domain);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    return { ...base, state: 'unreachable', message: error.message, verdicts: [] };
  }
  return { ...base, robotsUrl: fetched.url, httpStatus: fetched.status, ...judgeRobotsTxt(tokens, fetched) };
}

type Judgement = Pick<RobotsAccess, 'state' | 'message' | 'verdicts'>;

/**
 * The verdicts for the bot's tokens (null: not documented) under a robots.txt answer. RFC 9309 §2.3.1: a
 * 5xx answer means a crawler must assume it may read nothing; any other answer than 2xx (a 4xx, a 3xx that
 * says not where to) means there are no rules, so everything is allowed.
 */
export function judgeRobotsTxt(
  tokens: readonly string[] | null,
  fetched: { status: number; body: string; truncated: boolean },
): Judgement {
  const chains = tokenChains(tokens);
  const without = (allowed: boolean) =>
    chains.map(({ token }) => ({ token, allowed, group: null, rule: null, line: null }));
  if (fetched.status >= 500) {
    const message = `robots.txt answered HTTP ${fetched.status}: crawlers must assume they may read nothing`;
    return { state: 'server-error', message, verdicts: without(false) };
  }
  if (fetched.status < 200 || fetched.status >= 300)
    return { state: 'missing', message: null, verdicts: without(true) };
  const parsed = parseRobotsTxt(fetched.body);
  const verdicts = chains.map(({ token, chain }) => {
    const decision = decideRobots(parsed, chain, PATH);
    // A rule is the site's own text: a single line may be most of 500 KB.
    return {
      token,
      ...decision,
      rule: decision.rule === null ? null : truncateText(decision.rule, MAX_RULE_CHARS),
    };
  });
  const message = fetched.truncated ? 'Only the first 500 KB were read, as Google does' : null;
  return { state: 'fetched', message, verdicts };
}
