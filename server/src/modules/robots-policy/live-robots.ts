/**
 * A live robots.txt read for rewriting, its lines kept as written: each group with its user-agent names and
 * the lines after them (rules and any other directive), and the Sitemap lines, which belong to no group
 * (RFC 9309 §2.2.4). Comments and blank lines go; lines before the first user-agent belong to no group and
 * are dropped, as crawlers ignore them.
 */
export type LiveGroup = { agents: string[]; lines: string[] };
export type LiveRobots = { groups: LiveGroup[]; sitemaps: string[] };

/** The most lines read from a live file: a generated file built on a 500 KB one would be unreadable anyway. */
const MAX_LINES = 5000;

export function readLiveRobots(text: string): LiveRobots {
  const groups: LiveGroup[] = [];
  const sitemaps: string[] = [];
  let current: LiveGroup | null = null;
  let afterRule = true;
  for (const raw of text.split(/\r\n|\r|\n/).slice(0, MAX_LINES)) {
    const line = raw.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'sitemap') {
      if (value !== '' && !sitemaps.includes(value)) sitemaps.push(value);
      continue;
    }
    if (key === 'user-agent') {
      if (value === '') continue;
      if (afterRule || !current) {
        current = { agents: [], lines: [] };
        groups.push(current);
      }
      current.agents.push(value);
      afterRule = false;
      continue;
    }
    if (!current) continue;
    current.lines.push(`${canonicalKey(key)}: ${value}`);
    afterRule = true;
  }
  return { groups, sitemaps };
}

const KEYS: Record<string, string> = { allow: 'Allow', disallow: 'Disallow', 'crawl-delay': 'Crawl-delay' };

function canonicalKey(key: string): string {
  return KEYS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** A group's user-agent names as robots.txt matches them: case-insensitive, a version suffix dropped. */
export function agentKey(agent: string): string {
  return agent.split('/')[0]?.trim().toLowerCase() ?? '';
}
