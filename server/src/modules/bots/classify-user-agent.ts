import type { BotClassification } from '@botlens/contracts';
import { isbot } from 'isbot';
import { LruCache } from '../../lib/lru-cache';
import { BOT_REGISTRY, type BotDefinition, findRegisteredBot } from './bot-registry';
import { deriveGenericBotName, type IsKnownBotName, knownBotNames } from './generic-bot-name';
import { isInAppBrowser } from './in-app-browsers';
import { inferBotPurpose } from './infer-bot-purpose';
import { createRegistryIndex } from './registry-index';

/**
 * Only this much of a user agent is examined (and used as the cache key). Real strings stay far below it;
 * the cap bounds the work any regular expression does on hostile input and the memory a cache entry takes.
 */
export const MAX_USER_AGENT_LENGTH = 1024;
/** Enough for the distinct user agents of a busy site; a flood of unique strings just evicts old ones. */
export const CLASSIFICATION_CACHE_SIZE = 10_000;

const PERSON: BotClassification = Object.freeze({
  isBot: false,
  type: null,
  name: null,
  operator: null,
  purpose: null,
});

/** Browsers always send a user agent; a request without one is a script. */
const EMPTY_USER_AGENT: BotClassification = Object.freeze({
  isBot: true,
  type: 'other',
  name: 'Unknown (empty user agent)',
  operator: 'Unknown',
  purpose: 'unknown',
});

/** One shared, frozen result per registered bot: callers get the same object and cannot alter it. */
const registeredResults = new Map<BotDefinition, BotClassification>();

function resultFor(bot: BotDefinition): BotClassification {
  let result = registeredResults.get(bot);
  if (!result) {
    const { name, type, operator, purpose } = bot;
    result = Object.freeze({ isBot: true, type, name, operator, purpose });
    registeredResults.set(bot, result);
  }
  return result;
}

/** Finds the registered bot a user agent names, first in registry order. */
export type FindBot = (userAgent: string) => BotDefinition | undefined;
export type ClassifyUserAgent = (userAgent: string | null | undefined) => BotClassification;

/**
 * Who sent a user agent, by the given way of finding registered bots. Order: no user agent; a named bot
 * from the registry; an in-app browser, which is a person even where isbot would say otherwise; any other
 * bot isbot recognises, named from its own string (never with a registered bot's name) and given the
 * purpose its string states; otherwise a person. Access logs write a missing user agent as '-', which
 * counts as none.
 */
function classifierFor(findBot: FindBot, isKnownBotName: IsKnownBotName): ClassifyUserAgent {
  return (userAgent) => {
    const ua = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH).trim();
    if (ua === '' || ua === '-') return EMPTY_USER_AGENT;
    const bot = findBot(ua);
    if (bot) return resultFor(bot);
    // The in-app check only overrules isbot, so it runs only where isbot says bot: most strings are browsers.
    if (isbot(ua) && !isInAppBrowser(ua)) {
      return Object.freeze({
        isBot: true,
        type: 'other',
        name: deriveGenericBotName(ua, isKnownBotName),
        operator: 'Unknown',
        purpose: inferBotPurpose(ua),
      });
    }
    return PERSON;
  };
}

/** A classifier over another registry than the shipped one (benchmarks and tests use larger ones). */
export function createUserAgentClassifier(registry: readonly BotDefinition[]): ClassifyUserAgent {
  const { find } = createRegistryIndex(registry);
  return classifierFor(find, knownBotNames(registry, find));
}

const classifyWithRegistry = classifierFor(findRegisteredBot, knownBotNames(BOT_REGISTRY, findRegisteredBot));

/** Who sent this user agent, by the shipped registry, without the cache (benchmarks measure both). */
export function classifyUserAgentUncached(userAgent: string | null | undefined): BotClassification {
  return classifyWithRegistry(userAgent);
}

const cache = new LruCache<string, BotClassification>(CLASSIFICATION_CACHE_SIZE);

/** classifyUserAgentUncached behind a bounded LRU cache: traffic repeats a few thousand strings endlessly. */
export function classifyUserAgent(userAgent: string | null | undefined): BotClassification {
  const key = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH);
  const cached = cache.get(key);
  if (cached) return cached;
  const result = classifyUserAgentUncached(key);
  cache.set(key, result);
  return result;
}
