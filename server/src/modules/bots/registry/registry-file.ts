import { BOT_PURPOSES, BOT_TYPES, type BotPurpose, type BotType } from '@botlens/contracts/bot-vocabulary';
import { type BotDefinition, type BotSource, RANGE_SET_KEYS, type RangeSetKey } from './types';

/**
 * One line of generated/bot-registry.json: a BotDefinition with its pattern as source and flags. The file
 * is written by `npm run registry:update` (registry-update/) and read once at start-up.
 */
export type RegistryFileEntry = {
  name: string;
  pattern: string;
  flags: string;
  type: BotType;
  operator: string;
  purpose: BotPurpose;
  robotsTokens: string[];
  docsUrl?: string;
  verification?: { ranges?: RangeSetKey; reverseDns?: string[] };
  source: BotSource;
  note?: string;
};

const SOURCES: readonly BotSource[] = ['curated', 'ai.robots.txt', 'crawler-user-agents'];

/** An entry as JSON gives it, before its words are checked against our lists. */
type UncheckedEntry = Omit<RegistryFileEntry, 'type' | 'purpose' | 'source' | 'verification'> & {
  type: string;
  purpose: string;
  source: string;
  verification?: { ranges?: string; reverseDns?: string[] };
};

/** The file's entries as definitions; a malformed entry stops start-up rather than misnaming bots. */
export function definitionsFromFile(entries: readonly UncheckedEntry[]): BotDefinition[] {
  return entries.map((entry, index) => {
    const where = `bot registry entry ${index} (${entry.name})`;
    const { pattern, flags, type, purpose, source, verification, ...rest } = entry;
    if (!isOneOf(BOT_TYPES, type)) throw new Error(`${where}: type ${type}`);
    if (!isOneOf(BOT_PURPOSES, purpose)) throw new Error(`${where}: purpose ${purpose}`);
    if (!isOneOf(SOURCES, source)) throw new Error(`${where}: source ${source}`);
    const bot: BotDefinition = { ...rest, pattern: new RegExp(pattern, flags), type, purpose, source };
    if (verification) {
      const { ranges, reverseDns } = verification;
      if (ranges !== undefined && !isOneOf(RANGE_SET_KEYS, ranges))
        throw new Error(`${where}: ranges ${ranges}`);
      bot.verification = { ...(ranges ? { ranges } : {}), ...(reverseDns ? { reverseDns } : {}) };
    }
    return bot;
  });
}

function isOneOf<T extends string>(allowed: readonly T[], value: string): value is T {
  return (allowed as readonly string[]).includes(value);
}

/** A definition as a file entry, fields always in the same order so the file is deterministic. */
export function fileEntryOf(bot: BotDefinition): RegistryFileEntry {
  const { ranges, reverseDns } = bot.verification ?? {};
  return {
    name: bot.name,
    pattern: bot.pattern.source,
    flags: bot.pattern.flags,
    type: bot.type,
    operator: bot.operator,
    purpose: bot.purpose,
    robotsTokens: [...(bot.robotsTokens ?? [])],
    ...(bot.docsUrl ? { docsUrl: bot.docsUrl } : {}),
    ...(bot.verification
      ? {
          verification: {
            ...(ranges ? { ranges } : {}),
            ...(reverseDns ? { reverseDns: [...reverseDns] } : {}),
          },
        }
      : {}),
    source: bot.source ?? 'curated',
    ...(bot.note ? { note: bot.note } : {}),
  };
}

/** One entry per line: a change to one bot is a change to one line of the diff. */
export function serialiseRegistryFile(entries: readonly RegistryFileEntry[]): string {
  return `[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`;
}
