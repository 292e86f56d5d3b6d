import registryFile from './generated/bot-registry.json';
import { definitionsFromFile } from './registry/registry-file';
import type { BotDefinition } from './registry/types';

export type { BotDefinition, BotSource, BotVerificationMethod, RangeSetKey } from './registry/types';

/**
 * Every named bot, first match wins: generated/bot-registry.json, built by `npm run registry:update`
 * (registry-update/) from our curated entries (registry/, which win and fix the order where strings
 * overlap) and the pinned sources (ai.robots.txt's AI agents, crawler-user-agents' long tail).
 */
export const BOT_REGISTRY: readonly BotDefinition[] = definitionsFromFile(registryFile);

const BY_NAME = new Map(BOT_REGISTRY.map((bot) => [bot.name, bot]));

/**
 * One pattern that matches when any registry pattern does: a browser's string (most traffic) is rejected
 * in one pass instead of one test per bot. It decides only whether to look; the ordered scan decides who.
 */
const ANY_REGISTERED_BOT = new RegExp(BOT_REGISTRY.map((bot) => `(?:${bot.pattern.source})`).join('|'), 'i');

/** The first registered bot whose pattern matches, or undefined. */
export function findRegisteredBot(userAgent: string): BotDefinition | undefined {
  if (!ANY_REGISTERED_BOT.test(userAgent)) return undefined;
  return BOT_REGISTRY.find((bot) => bot.pattern.test(userAgent));
}

export function findBotByName(name: string): BotDefinition | undefined {
  return BY_NAME.get(name);
}
