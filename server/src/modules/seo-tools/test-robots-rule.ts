import type { RobotsTestRequest, RobotsTestResult } from '@botlens/contracts';
import { ValidationError } from '../../lib/errors';
import { decideRobots, parseRobotsTxt } from './robots-matcher';

// RFC 9309 §2.2.1: a group names crawlers by product token; `*` is every crawler. A version suffix is ignored.
const PRODUCT_TOKEN = /^(\*|[A-Za-z0-9_.-]+)(\/\S*)?$/;
// A path alone is tested on a stand-in origin: robots.txt rules only ever look at the path and query.
const STAND_IN_ORIGIN = 'https://robots-test.invalid';

function targetUrl(url: string): URL {
  try {
    const target = url.startsWith('/') ? new URL(url, STAND_IN_ORIGIN) : new URL(url);
    if (target.protocol === 'http:' || target.protocol === 'https:') return target;
  } catch {
    // reported below
  }
  throw new ValidationError('url must be an http(s) URL or a path starting with /', 'url');
}

/**
 * Whether a crawler may fetch a URL under a robots.txt, with RFC 9309 semantics (robots-matcher: the group of
 * the crawler's product token else `*`, the longest matching rule wins, Allow wins a tie, no rule = allowed),
 * and the rule that decided. Pure computation: it needs no context.
 */
export function testRobotsRule({ input }: { input: RobotsTestRequest }): RobotsTestResult {
  if (!PRODUCT_TOKEN.test(input.userAgent)) {
    throw new ValidationError(
      "userAgent must be a crawler's robots.txt name such as GPTBot or Googlebot (letters, digits, '-', '_'), or *",
      'userAgent',
    );
  }
  const target = targetUrl(input.url);
  const lines = input.robotsTxt.split(/\r\n|\r|\n/);
  const pathLength = target.pathname.length + target.search.length;
  if (wildcardRuleChars(lines) * pathLength > MAX_MATCH_STEPS) {
    throw new ValidationError(
      'This robots.txt has too many wildcard (*) rules to test against so long a URL; shorten one of them',
      'robotsTxt',
    );
  }
  const decision = decideRobots(
    parseRobotsTxt(input.robotsTxt),
    [input.userAgent],
    target.pathname + target.search,
  );
  return { allowed: decision.allowed, matchedRule: decision.rule, line: decision.line };
}

/**
 * A wildcard rule costs its length times the path's length to match (the matcher, like Google's, tracks every
 * prefix a * can cover); a rule without one costs its length. This bounds a test to about a
 * twentieth of a second, where a 500 KB file of '*a*a*a…' rules against a 2 KB URL would hold the server for
 * seconds.
 */
const MAX_MATCH_STEPS = 25_000_000;

/** The characters of the Allow and Disallow rules that hold a wildcard, in every group. */
function wildcardRuleChars(lines: readonly string[]): number {
  let chars = 0;
  for (const line of lines) {
    if (line.includes('*') && /^\s*(dis)?allow\s*:/i.test(line)) chars += line.length;
  }
  return chars;
}
