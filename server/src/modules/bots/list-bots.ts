import type { BotDirectoryPage, BotDirectoryQuery } from '@botlens/contracts';
import { botDirectory } from './bot-directory';

/** A page of the public directory of known bots: searched by name, operator or token, filtered by type and purpose. */
export function listBots({ input }: { input: BotDirectoryQuery }): BotDirectoryPage {
  return botDirectory().search(input);
}
