import type { OptimizeSuggestion } from '@botlens/contracts';
import type { BotDefinition } from '../bots/bot-registry';

/** Paths that hold people's accounts and private pages: what a crawler should not read. */
export const SENSITIVE_PATHS =
  '^/(account|accounts|admin|wp-admin|login|signin|sign-in|cart|checkout|my-account|profile|user|users|dashboard|settings|orders|billing)(/|$)';
/** A bot is worth a word about spoofing from this share of its claimed hits and this many of them. */
const SPOOFED_SHARE = 0.1;
const MIN_CLAIMED_FOR_SPOOFING = 20;

export type SiteTraffic = {
  days: number;
  totals: Array<{ name: string; hits: number; verified: number; spoofed: number }>;
  sensitive: Array<{ name: string; hits: number; example: string }>;
  /** Whether the site's robots.txt lets each bot read the home page, by bot name; absent: not known. */
  allowedByRobots: ReadonlyMap<string, boolean>;
};

const rules = (partial: Omit<OptimizeSuggestion, 'source'>): OptimizeSuggestion => ({
  ...partial,
  source: 'rules',
});
const count = (n: number) => n.toLocaleString('en-US');

/**
 * What only the site's own bot traffic can say: the answer crawlers that never came although robots.txt
 * lets them, the AI crawlers that read private paths, and the names other bots borrow.
 */
export function trafficFindings(traffic: SiteTraffic, bots: readonly BotDefinition[]): OptimizeSuggestion[] {
  const byName = new Map(traffic.totals.map((row) => [row.name, row]));
  const findings: OptimizeSuggestion[] = [];
  // The answer crawlers whose operators publish how to verify them: the ones worth waiting for by name.
  for (const bot of bots) {
    const answers = bot.type === 'ai_crawler' && bot.purpose === 'search' && bot.verification !== undefined;
    if (!answers || traffic.allowedByRobots.get(bot.name) !== true || (byName.get(bot.name)?.hits ?? 0) > 0)
      continue;
    findings.push(
      rules({
        title: `${bot.name} has not visited`,
        detail: `${bot.name} (${bot.operator}) feeds AI search answers. robots.txt lets it in, yet it fetched nothing: link the site from pages it already knows, submit the sitemap, and check that the server does not refuse it.`,
        priority: 'medium',
        evidence: `0 hits from ${bot.name} in the last ${traffic.days} days; robots.txt allows it`,
      }),
    );
  }
  for (const row of traffic.sensitive) {
    const total = byName.get(row.name)?.hits ?? row.hits;
    findings.push(
      rules({
        title: `Keep ${row.name} out of private pages`,
        detail: `${row.name} reads pages meant for signed-in people. Disallow those paths in robots.txt and answer them with a sign-in page, not content.`,
        priority: 'high',
        evidence: `${row.name} read ${count(total)} pages in the last ${traffic.days} days, ${count(row.hits)} of them private (e.g. ${row.example})`,
      }),
    );
  }
  for (const row of traffic.totals) {
    const claimed = row.hits;
    if (claimed < MIN_CLAIMED_FOR_SPOOFING || row.spoofed / claimed < SPOOFED_SHARE) continue;
    const share = Math.round((row.spoofed / claimed) * 100);
    findings.push(
      rules({
        title: `Block the impostors of ${row.name}`,
        detail: `Requests that call themselves ${row.name} come from addresses its operator does not use. robots.txt does not stop them: block unverified ${row.name} requests with a server rule.`,
        priority: share >= 30 ? 'high' : 'medium',
        evidence: `${share}% of ${count(claimed)} hits claiming ${row.name} were spoofed in the last ${traffic.days} days`,
      }),
    );
  }
  return findings;
}
