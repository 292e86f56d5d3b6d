import type { BotDefinition } from './types';

/**
 * Marks a group of bots as not controllable by robots.txt (an empty token list) where an entry says
 * nothing else: uptime monitors and feed readers fetch what their customer asked for, scanners and HTTP
 * libraries read no robots.txt, and none of their operators documents a token.
 */
export function notControlledByRobotsTxt(bots: readonly BotDefinition[]): BotDefinition[] {
  return bots.map((bot) => ({ ...bot, robotsTokens: bot.robotsTokens ?? [] }));
}
