import type { BotPurpose } from '@botlens/contracts';
import { MAX_USER_AGENT_LENGTH } from '../classify-user-agent';
import { isAName } from './bot-names';
import { type Candidate, type SourceCandidates, TIERS } from './candidate';
import { CRAWLER_USER_AGENTS_CURATION } from './crawler-user-agents-curation';
import { operatorForHost } from './operators';
import { firstUrlIn, hostIn, nameFromWholeString, patternForToken, tokenAround } from './product-token';
import type { CrawlerUserAgentsEntry } from './source-files';
import { purposeFromTags, typeFromTags } from './source-purposes';

type Group = { name: string; instances: string[]; ownPattern: boolean; fromHost: boolean };

/**
 * crawler-user-agents' entries as registry candidates. Each entry's instances are read for the product
 * token its pattern matches: strings where the pattern starts a token keep the source's pattern (bounded
 * at its start, so 'exabot' no longer matches inside 'Alexabot'), named after the token they show most;
 * strings where it matches inside another word or a URL ('sitebot' in 'Whoiswebsitebot', 'msnbot.htm')
 * become bots of their own, named and matched by their own token, so no pattern swallows unknown bots.
 */
export function candidatesFromCrawlerUserAgents(
  entries: readonly CrawlerUserAgentsEntry[],
): SourceCandidates {
  const result: SourceCandidates = { candidates: [], dropped: [], problems: [] };
  for (const entry of entries) convertEntry(entry, result);
  return result;
}

function convertEntry(entry: CrawlerUserAgentsEntry, result: SourceCandidates): void {
  const origin = `crawler-user-agents ${JSON.stringify(entry.pattern)}`;
  const curation = CRAWLER_USER_AGENTS_CURATION[entry.pattern] ?? {};
  if (curation.drop) {
    result.dropped.push({ origin, reason: curation.drop });
    return;
  }
  // As the source means it: case-sensitive on its own strings; strings we add may write the token otherwise.
  const source = new RegExp(entry.pattern, curation.instances ? 'i' : '');
  const instances = curation.instances ?? instancesOf(entry);
  if (instances.length === 0) {
    result.problems.push(`${origin}: no instances and not a plain token; curate it`);
    return;
  }
  // A curated pattern names one bot: the strings it matches are that bot's; the others are read as usual.
  const curatedPattern = curation.pattern;
  const claimed = curatedPattern ? instances.filter((instance) => curatedPattern.test(instance)) : [];
  const rest = instances.filter((instance) => !claimed.includes(instance));
  const groups: Group[] = [
    ...(claimed.length > 0
      ? [
          {
            name: curation.name ?? nameOf(source, claimed, origin),
            instances: claimed,
            ownPattern: true,
            fromHost: false,
          },
        ]
      : []),
    ...groupByName(source, rest, origin, result.problems).map((group) =>
      curatedPattern && group.ownPattern ? { ...group, ownPattern: false } : group,
    ),
  ];
  for (const group of groups) {
    const key = group.ownPattern ? entry.pattern : `${entry.pattern}#${group.name}`;
    const groupCuration = group.ownPattern ? curation : (CRAWLER_USER_AGENTS_CURATION[key] ?? {});
    const groupOrigin = group.ownPattern ? origin : `${origin} as ${JSON.stringify(group.name)}`;
    if (groupCuration.drop) {
      result.dropped.push({ origin: groupOrigin, reason: groupCuration.drop });
      continue;
    }
    const name = groupCuration.name ?? group.name;
    const tags = entry.tags ?? [];
    const purpose: BotPurpose = groupCuration.purpose ?? purposeFromTags(tags, name);
    const docsUrl =
      groupCuration.docsUrl ??
      (group.ownPattern && /^https?:\/\//.test(entry.url ?? '') ? entry.url : undefined) ??
      group.instances.map(firstUrlIn).find(Boolean);
    const pattern =
      groupCuration.pattern ??
      coveringAll(
        group.ownPattern ? boundedAtStart(source, group.instances) : patternForToken(group.name),
        group,
      );
    const candidate: Candidate = {
      name,
      pattern,
      type: groupCuration.type ?? typeFromTags(tags),
      operator: groupCuration.operator ?? operatorFrom(docsUrl, group.instances),
      purpose,
      // The long tail documents no tokens of its own: robots.txt addresses a bot by the product token it
      // sends, so that token is the one to name. Libraries and automated browsers read no robots.txt, and a
      // bot known only by its site's host sends no token at all.
      robotsTokens:
        groupCuration.robotsTokens ??
        (purpose === 'http-library' || purpose === 'headless-browser' || group.fromHost ? [] : [name]),
      source: 'crawler-user-agents',
      tier: purpose === 'http-library' || purpose === 'headless-browser' ? TIERS.sourceTool : TIERS.sourceBot,
      instances: group.instances,
      origin: groupOrigin,
    };
    if (docsUrl) candidate.docsUrl = docsUrl;
    if (groupCuration.note) candidate.note = groupCuration.note;
    result.candidates.push(candidate);
  }
}

/** The entry's instances, or for an entry without any a string composed from its plain-token pattern. */
function instancesOf(entry: CrawlerUserAgentsEntry): string[] {
  if (entry.instances && entry.instances.length > 0) return entry.instances;
  const withoutEscapes = entry.pattern.replace(/\\./g, '');
  if (/[[\]()|^$*+?{}]/.test(withoutEscapes)) return [];
  const literal = entry.pattern.replace(/\\(.)/g, '$1');
  return [`Mozilla/5.0 (compatible; ${literal.endsWith('/') ? literal : `${literal}/`}1.0)`];
}

function groupByName(source: RegExp, instances: readonly string[], origin: string, problems: string[]) {
  const own: string[] = [];
  const ownNames: string[] = [];
  const others = new Map<string, Group>();
  for (const instance of instances) {
    const text = instance.slice(0, MAX_USER_AGENT_LENGTH);
    const match = source.exec(text);
    if (!match) {
      problems.push(`${origin}: its pattern does not match its instance ${JSON.stringify(instance)}`);
      continue;
    }
    const matchStart = match.index + (/^[^A-Za-z0-9_.!-]*/.exec(match[0])?.[0].length ?? 0);
    const token = tokenAround(text, { start: match.index, end: match.index + match[0].length });
    if (token.kind === 'token' && token.span.start === matchStart && isAName(token.name)) {
      own.push(instance);
      ownNames.push(token.name);
      continue;
    }
    const tokenName = token.kind === 'token' && isAName(token.name) ? token.name : undefined;
    const name = tokenName ?? nameFromWholeString(text);
    if (!name) {
      problems.push(`${origin}: no name in ${JSON.stringify(instance)}; curate it`);
      continue;
    }
    const fromHost = tokenName === undefined && name === hostIn(text);
    const group = others.get(name.toLowerCase()) ?? { name, instances: [], ownPattern: false, fromHost };
    group.instances.push(instance);
    others.set(name.toLowerCase(), group);
  }
  const groups: Group[] = [];
  if (own.length > 0) {
    const name = mostFrequent(ownNames);
    const sameName = others.get(name.toLowerCase());
    others.delete(name.toLowerCase());
    groups.push({
      name,
      instances: [...own, ...(sameName?.instances ?? [])],
      ownPattern: true,
      fromHost: false,
    });
  }
  return [...groups, ...others.values()];
}

/** The name the strings give their bot, as the grouping would find it. */
function nameOf(source: RegExp, instances: readonly string[], origin: string): string {
  return groupByName(source, instances, origin, [])[0]?.name ?? source.source;
}

function mostFrequent(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  let best = names[0] ?? '';
  for (const name of names) if ((counts.get(name) ?? 0) > (counts.get(best) ?? 0)) best = name;
  return best;
}

/**
 * The source's pattern with a word boundary before it, so it matches a product token and not the end of
 * another word, unless it is anchored, starts with punctuation, or the boundary would lose one of its own
 * strings. Case-insensitive: bots vary the case of their own token ('rogerBot', 'AcoonBot' for 'acoonbot').
 */
function boundedAtStart(source: RegExp, instances: readonly string[]): RegExp {
  const text = source.source;
  if (!/^[\w[(]/.test(text) || text.startsWith('(^')) return new RegExp(text, 'i');
  const bounded = new RegExp(text.includes('|') ? `\\b(?:${text})` : `\\b${text}`, 'i');
  const keepsAll = instances.every(
    (instance) => bounded.test(instance.slice(0, MAX_USER_AGENT_LENGTH)) || !source.test(instance),
  );
  return keepsAll ? bounded : new RegExp(text, 'i');
}

/** A group that also holds strings naming its token only in passing matches them by that token as well. */
function coveringAll(pattern: RegExp, group: Group): RegExp {
  const missed = group.instances.some((instance) => !pattern.test(instance.slice(0, MAX_USER_AGENT_LENGTH)));
  if (!missed) return pattern;
  const token = patternForToken(group.name, pattern.flags);
  return new RegExp(`(?:${pattern.source})|${token.source}`, pattern.flags);
}

/** The operator the bot's own strings point to, else its documentation's site, else unknown. */
function operatorFrom(docsUrl: string | undefined, instances: readonly string[]): string {
  const hosts = [...instances.map(hostIn), docsUrl ? hostIn(docsUrl) : undefined];
  for (const host of hosts) {
    const operator = host ? operatorForHost(host) : undefined;
    if (operator) return operator;
  }
  return 'Unknown';
}
