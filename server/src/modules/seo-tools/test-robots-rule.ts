import type { RobotsTestRequest, RobotsTestResult } from '@botlens/contracts';
import robotsParser from 'robots-parser';
import { ValidationError } from '../../lib/errors';

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
 * Whether a crawler may fetch a URL under a robots.txt, with RFC 9309 semantics (robots-parser: the group of
 * the crawler's product token else `*`, the longest matching rule wins, Allow wins a tie, no rule = allowed),
 * and the rule that decided.
 */
export function testRobotsRule(request: RobotsTestRequest): RobotsTestResult {
  if (!PRODUCT_TOKEN.test(request.userAgent)) {
    throw new ValidationError(
      "userAgent must be a crawler's robots.txt name such as GPTBot or Googlebot (letters, digits, '-', '_'), or *",
      'userAgent',
    );
  }
  const target = targetUrl(request.url);
  const robots = robotsParser(new URL('/robots.txt', target).href, request.robotsTxt);
  const allowed = robots.isAllowed(target.href, request.userAgent) ?? true;
  const line = robots.getMatchingLineNumber(target.href, request.userAgent);
  if (line < 1) return { allowed, matchedRule: null, line: null };
  const text = request.robotsTxt.split(/\r\n|\r|\n/)[line - 1] ?? '';
  return { allowed, matchedRule: text.replace(/#.*$/, '').trim(), line };
}
