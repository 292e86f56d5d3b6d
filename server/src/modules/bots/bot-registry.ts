import registryFile from './generated/bot-registry.json';
import { definitionsFromFile } from './registry/registry-file';
import type { BotDefinition } from './registry/types';
import { createRegistryIndex } from './registry-index';

export type { BotDefinition, BotSource, BotVerificationMethod, RangeSetKey } from './registry/types';

/**
 * Every named bot, first match wins: generated/bot-registry.json, built by `npm run registry:update`
 * (registry-update/) from our curated entries (registry/, which win and fix the order where strings
 * overlap) and the pinned sources (ai.robots.txt's AI agents, crawler-user-agents' long tail).
 */
export const BOT_REGISTRY: readonly BotDefinition[] = definitionsFromFile(registryFile);

const BY_NAME = new Map(BOT_REGISTRY.map((bot) => [bot.name, bot]));

/** Tests only the patterns whose literals the user agent contains, in registry order (registry-index.ts). */
const REGISTRY_INDEX = createRegistryIndex(BOT_REGISTRY);

/** The first registered bot whose pattern matches, or undefined: the same bot an ordered scan would find. */
export function findRegisteredBot(userAgent: string): BotDefinition | undefined {
  return REGISTRY_INDEX.find(userAgent);
}

export function findBotByName(name: string): BotDefinition | undefined {
  return BY_NAME.get(name);
}
