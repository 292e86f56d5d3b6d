import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One entry of the crawler-user-agents package (MIT): a case-sensitive pattern and strings it must match. */
export type CrawlerUserAgentsEntry = {
  pattern: string;
  url?: string;
  instances?: string[];
  description?: string;
  tags?: string[];
};

/** One entry of ai.robots.txt's robots.json (MIT), keyed by the agent's robots.txt token. */
export type AiRobotsTxtEntry = {
  operator: string;
  respect: string;
  function: string;
  frequency: string;
  description: string;
};

export type RegistrySources = {
  crawlerUserAgents: { version: string; entries: CrawlerUserAgentsEntry[] };
  aiRobotsTxt: { commit: string; entries: Record<string, AiRobotsTxtEntry> };
};

const require = createRequire(import.meta.url);
const AI_ROBOTS_TXT_DIRECTORY = fileURLToPath(new URL('../sources/ai-robots-txt/', import.meta.url));

/**
 * The pinned sources: crawler-user-agents from node_modules (a pinned dev dependency, so a new version
 * arrives as a reviewed dependency update) and ai.robots.txt's file vendored beside its licence.
 */
export function readRegistrySources(): RegistrySources {
  // The package exports only its JSON; its package.json (the version) sits beside it.
  const dataFile = require.resolve('crawler-user-agents');
  const packageJson = JSON.parse(readFileSync(join(dirname(dataFile), 'package.json'), 'utf8')) as {
    version: string;
  };
  const entries = JSON.parse(readFileSync(dataFile, 'utf8')) as CrawlerUserAgentsEntry[];
  const robots = JSON.parse(readFileSync(`${AI_ROBOTS_TXT_DIRECTORY}robots.json`, 'utf8')) as Record<
    string,
    AiRobotsTxtEntry
  >;
  const source = readFileSync(`${AI_ROBOTS_TXT_DIRECTORY}SOURCE`, 'utf8');
  const commit = /^Commit: ([0-9a-f]{40})/m.exec(source)?.[1];
  if (!commit) throw new Error('sources/ai-robots-txt/SOURCE names no commit');
  return {
    crawlerUserAgents: { version: packageJson.version, entries },
    aiRobotsTxt: { commit, entries: robots },
  };
}
