import crawlerUserAgents from 'crawler-user-agents';
import type { BotDefinition } from '../modules/bots/bot-registry';

/**
 * The crawler-user-agents list (a pinned dev dependency) as registry entries: about 1,500 patterns written
 * by others, for proving that the registry index answers exactly as an ordered scan would on a registry of
 * the size the generated one reaches, and for benchmarking at that size. Names are made unique by position.
 */
export function crawlerUserAgentsRegistry(flags = ''): BotDefinition[] {
  return crawlerUserAgents.map((entry, position) => ({
    name: `crawler-user-agents #${position}`,
    pattern: new RegExp(entry.pattern, flags),
    type: 'other',
    operator: 'Unknown',
    purpose: 'unknown',
  }));
}

/** Every example user agent the list gives for its patterns, each once. */
export function crawlerUserAgentInstances(): string[] {
  return [...new Set(crawlerUserAgents.flatMap((entry) => entry.instances))];
}
