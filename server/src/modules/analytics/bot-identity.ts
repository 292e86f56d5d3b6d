import { findBotByName } from '../bots/bot-registry';

/** Operator and purpose of a bot by the name stored with its hits; unnamed bots are 'Unknown'. */
export function botIdentity(name: string): { operator: string; purpose: string } {
  const bot = findBotByName(name);
  return bot ? { operator: bot.operator, purpose: bot.purpose } : { operator: 'Unknown', purpose: 'unknown' };
}
