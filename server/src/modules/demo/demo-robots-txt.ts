import { findBotByName } from '../bots/bot-registry';
import { classifyUserAgent } from '../bots/classify-user-agent';
import { decideRobots, type ParsedRobots, parseRobotsTxt } from '../seo-tools/robots-matcher';
import { DEMO_DOMAIN } from './demo-profiles';

const DAY_MS = 86_400_000;

/**
 * The demo site's robots.txt over the month, as the daily fetch would have recorded it: a rule for everyone
 * from before the traffic starts, then, ten days ago, GPTBot kept out of the blog. The demo's crawlers obey
 * the version in force at each hit, except the scraper that poses as Googlebot, so the compliance screen has
 * something true to show: the robots.txt history and who ignored it.
 */
export const DEMO_ROBOTS_TXT_VERSIONS: readonly { daysAgo: number; robotsTxt: string }[] = [
  {
    daysAgo: 31,
    robotsTxt: `User-agent: *\nDisallow: /docs/api\n\nSitemap: https://${DEMO_DOMAIN}/sitemap.xml\n`,
  },
  {
    daysAgo: 10,
    robotsTxt: `User-agent: GPTBot\nDisallow: /blog/\nDisallow: /docs/api\n\nUser-agent: *\nDisallow: /docs/api\n\nSitemap: https://${DEMO_DOMAIN}/sitemap.xml\n`,
  },
];

/** Whether a demo crawler that obeys robots.txt would fetch `path` at `at` (ms since the epoch). */
export function demoRobotsAllow(now: number): (userAgent: string, path: string, at: number) => boolean {
  const versions = DEMO_ROBOTS_TXT_VERSIONS.map((version) => ({
    from: now - version.daysAgo * DAY_MS,
    parsed: parseRobotsTxt(version.robotsTxt),
  })).sort((a, b) => b.from - a.from);
  const tokensOf = new Map<string, readonly string[]>();
  return (userAgent, path, at) => {
    const inForce: ParsedRobots | undefined = versions.find((version) => version.from <= at)?.parsed;
    if (!inForce) return true;
    let tokens = tokensOf.get(userAgent);
    if (!tokens) {
      const name = classifyUserAgent(userAgent).name;
      tokens = (name ? findBotByName(name)?.robotsTokens : undefined) ?? [];
      tokensOf.set(userAgent, tokens);
    }
    return decideRobots(inForce, tokens, path).allowed;
  };
}
