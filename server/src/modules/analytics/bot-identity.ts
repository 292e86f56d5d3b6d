import { findBotByName } from '../bots/bot-registry';
import { WEBDRIVER_BROWSER } from '../bots/default-bot-detection';

/**
 * Operator and purpose of a bot by the name stored with its hits: the registry's, or the WebDriver-driven
 * browser's (named by the snippet's navigator.webdriver, not by any registry entry); other bots that are
 * only recognised as bots are 'Unknown'.
 */
export function botIdentity(name: string): { operator: string; purpose: string } {
  const bot = findBotByName(name) ?? (name === WEBDRIVER_BROWSER.name ? WEBDRIVER_BROWSER : undefined);
  return bot ? { operator: bot.operator, purpose: bot.purpose } : { operator: 'Unknown', purpose: 'unknown' };
}
