import type { BotFacts } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import { botDirectory } from './bot-directory';

export const BOT_NOT_IN_REGISTRY = 'This bot is not in the registry of known bots';

/** A known bot's facts by its directory address; an unknown address is a 404 that says so. */
export function readBotProfile({ input }: { input: { slug: string } }): BotFacts {
  const facts = botDirectory().bySlug(input.slug);
  if (!facts) throw new NotFoundError(BOT_NOT_IN_REGISTRY);
  return facts;
}
