import { botSlug } from '@botlens/contracts';
import { CURATED_BOTS, CURATED_TOOLS } from '../registry/curated';
import { fileEntryOf, type RegistryFileEntry } from '../registry/registry-file';
import type { BotDefinition } from '../registry/types';
import { assignOwners, type Coverage } from './assign-owners';
import { whyNotAName } from './bot-names';
import { type Candidate, type DroppedSource, TIERS, type Tier } from './candidate';
import { candidatesFromAiRobotsTxt } from './from-ai-robots-txt';
import { candidatesFromCrawlerUserAgents } from './from-crawler-user-agents';
import { mergeSameNames } from './merge-same-names';
import { misnamedStrings, orderEntries } from './order-entries';
import { whyUnsafePattern } from './pattern-safety';
import type { RegistrySources } from './source-files';

export type RegistryBuild = {
  entries: RegistryFileEntry[];
  /** Source entries left out on purpose, and why. */
  dropped: DroppedSource[];
  /** Source entries an earlier entry already names (a curated one, or the other source's). */
  coverage: { owner: string; covered: string; strings: number }[];
  /** Anything the generator cannot decide alone: the refresh fails until each is curated. */
  conflicts: string[];
};

/**
 * The registry from our curated entries and the pinned sources: curated entries win, ai.robots.txt's AI
 * agents come next, crawler-user-agents' long tail last; each source string must be named by its own bot;
 * every name must be a name and every pattern linear. Deterministic: same inputs, same file.
 */
export function buildRegistry(sources: RegistrySources): RegistryBuild {
  const curated = CURATED_BOTS.map((bot) => curatedCandidate(bot, TIERS.curated));
  const tools = CURATED_TOOLS.map((bot) => curatedCandidate(bot, TIERS.curatedTool));
  const ai = candidatesFromAiRobotsTxt(sources.aiRobotsTxt.entries);
  const long = candidatesFromCrawlerUserAgents(sources.crawlerUserAgents.entries);
  const conflicts = [...ai.problems, ...long.problems];

  const ownership = assignOwners([...curated, ...tools], [...ai.candidates, ...long.candidates]);
  const kept = mergeSameNames(ownership);
  conflicts.push(...kept.flatMap((candidate) => candidate.doubts ?? []));
  const base = [...curated, ...kept, ...tools].sort((a, b) => a.tier - b.tier);
  const { ordered, conflicts: orderConflicts } = orderEntries(base, ownership.ownedBy);
  conflicts.push(...orderConflicts, ...misnamedStrings(ordered, ownership.ownedBy));
  conflicts.push(...entryProblems(ordered), ...unexplainedOverrides(ownership.coverage));

  return {
    entries: ordered.map((entry) => fileEntryOf(withSourceDocs(entry, ownership.coverage))),
    dropped: [...ai.dropped, ...long.dropped],
    coverage: ownership.coverage.map(({ owner, covered, instances }) => ({
      owner: owner.name,
      covered: covered.origin,
      strings: instances.length,
    })),
    conflicts,
  };
}

function curatedCandidate(bot: BotDefinition, tier: Tier): Candidate {
  return {
    ...bot,
    robotsTokens: bot.robotsTokens ?? [],
    source: 'curated',
    tier,
    instances: [],
    origin: 'curated',
  };
}

function entryProblems(entries: readonly Candidate[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, Candidate>();
  for (const entry of entries) {
    // One name, one page in the bot directory (/bots/<slug>).
    const other = seen.get(botSlug(entry.name));
    if (other) problems.push(`two entries are named ${entry.name}: ${other.origin} and ${entry.origin}`);
    seen.set(botSlug(entry.name), entry);
    const notAName = whyNotAName(entry.name);
    if (notAName) problems.push(`${entry.origin}: ${JSON.stringify(entry.name)} is not a name (${notAName})`);
    const unsafe = whyUnsafePattern(entry.pattern);
    if (unsafe)
      problems.push(`${entry.origin} ${entry.name}: pattern ${entry.pattern} is unsafe (${unsafe})`);
    if (entry.pattern.test(''))
      problems.push(`${entry.origin} ${entry.name}: pattern matches the empty string`);
  }
  for (const bot of [...CURATED_BOTS, ...CURATED_TOOLS]) {
    if (bot.robotsTokens === undefined)
      problems.push(`curated ${bot.name}: robotsTokens missing (use [] for none)`);
  }
  return problems;
}

/**
 * A curated entry that types a bot differently from a source that describes it (or, for ai.robots.txt,
 * gives it another purpose) must say why in its note.
 */
function unexplainedOverrides(coverage: readonly Coverage[]): string[] {
  const problems: string[] = [];
  for (const { owner, covered } of coverage) {
    if (owner.source !== 'curated' || owner.note) continue;
    const typeDiffers = owner.type !== covered.type;
    const purposeDiffers = covered.source === 'ai.robots.txt' && owner.purpose !== covered.purpose;
    if (typeDiffers || purposeDiffers) {
      problems.push(
        `curated ${owner.name} is ${owner.type}/${owner.purpose} where ${covered.origin} says ` +
          `${covered.type}/${covered.purpose}: add a note saying why`,
      );
    }
  }
  return problems;
}

/** A curated entry without a documentation page of its own takes the one a source gives. */
function withSourceDocs(entry: Candidate, coverage: readonly Coverage[]): Candidate {
  if (entry.docsUrl || entry.source !== 'curated') return entry;
  const docsUrl = coverage.find((item) => item.owner === entry && item.covered.docsUrl)?.covered.docsUrl;
  return docsUrl ? { ...entry, docsUrl } : entry;
}
