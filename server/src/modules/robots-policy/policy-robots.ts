import type { RobotsPolicy } from '@botlens/contracts';
import { BOT_REGISTRY } from '../bots/bot-registry';
import { bundledRangeFiles, type RangeFile } from '../bots/range-files';
import { explainRobots } from './explain-robots';
import { type GeneratedRobots, generateRobotsTxt, type PolicyBot } from './generate-robots-txt';
import type { LiveRobots } from './live-robots';
import { type ServerRules, serverRules } from './server-rules';
import { spoofChecks } from './spoof-checks';
import { blockedWords } from './user-agent-words';

export type PolicyRobots = Omit<GeneratedRobots, 'blocked'> & {
  explanation: string;
  serverRules: ServerRules;
  /** The words of the bots the policy blocks, as the server rules match them: what the middleware uses too. */
  blockedWords: string[];
};

let rangeFiles: RangeFile[] | undefined;

/**
 * Everything a policy produces from the registry, once for every caller (the ChatGPT tool's default policy
 * and a website's stored one): the robots.txt merged with the live file, the same in words (`liveNote`
 * first), and the server rules for the bots it blocks and against spoofing of the bots it allows.
 */
export function buildPolicyRobots(input: {
  policy: RobotsPolicy;
  live: LiveRobots | null;
  liveNote: string;
}): PolicyRobots {
  const generated = generateRobotsTxt({ policy: input.policy, bots: BOT_REGISTRY, live: input.live });
  const { blocked, ...robots } = generated;
  const blockedSet = new Set<PolicyBot>(blocked);
  const allowed = BOT_REGISTRY.filter((bot) => !blockedSet.has(bot));
  const words = blockedWords(
    BOT_REGISTRY.filter((bot) => blockedSet.has(bot)),
    allowed,
  );
  rangeFiles ??= bundledRangeFiles();
  const checks = spoofChecks({ allowed, registry: BOT_REGISTRY, rangeFiles });
  return {
    ...robots,
    explanation: explainRobots(generated, input.liveNote),
    serverRules: serverRules(words, checks),
    blockedWords: words,
  };
}
