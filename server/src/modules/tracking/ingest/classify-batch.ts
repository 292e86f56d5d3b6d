import type { BotClassification, Verification } from '@botlens/contracts';
import {
  type BotVerifier,
  type ClassifiedHit,
  type IncomingHit,
  makeTextsStorable,
  pathOf,
  storableText,
} from './hit';

export type BatchClassifier = {
  /** `hit` only for what a user agent cannot say (the snippet's webdriver flag). */
  classify: (userAgent: string, hit?: Pick<IncomingHit, 'webdriver'>) => BotClassification;
  verifier: BotVerifier;
};

/**
 * Names, verifies and locates each hit of a batch. A batch repeats a few user agents, addresses and pages
 * many times, so each distinct one is worked out once per batch (and verification, which may ask DNS, once
 * per bot and address).
 */
export async function classifyBatch(
  hits: IncomingHit[],
  { classify, verifier }: BatchClassifier,
): Promise<ClassifiedHit[]> {
  const bots = new Map<string, BotClassification>();
  const paths = new Map<string, string>();
  const verifications = new Map<string, Promise<Verification>>();
  const classified: ClassifiedHit[] = new Array(hits.length);
  const verificationKeys: Array<string | undefined> = new Array(hits.length);
  for (let index = 0; index < hits.length; index++) {
    const hit = hits[index] as IncomingHit;
    makeTextsStorable(hit);
    // The webdriver flag turns a browser's user agent into a bot (classifyHit), so it is part of the key.
    const botKey = hit.webdriver === true ? `webdriver\u0000${hit.userAgent}` : hit.userAgent;
    let bot = bots.get(botKey);
    if (!bot) {
      bot = classify(hit.userAgent, hit);
      bots.set(botKey, bot);
    }
    let path = paths.get(hit.url);
    if (path === undefined) {
      path = storableText(pathOf(hit.url));
      paths.set(hit.url, path);
    }
    if (bot.isBot) {
      const key = `${bot.name}\u0000${hit.ip}`;
      if (!verifications.has(key)) verifications.set(key, verifier.verify(bot, hit.ip));
      verificationKeys[index] = key;
    }
    // Completed in place rather than copied: the queue owns its hits, and this runs for every hit.
    const classifiedHit = hit as ClassifiedHit;
    classifiedHit.bot = bot;
    classifiedHit.verification = 'unverifiable';
    classifiedHit.path = path;
    classified[index] = classifiedHit;
  }
  const verified = new Map<string, Verification>();
  for (const [key, pending] of verifications) verified.set(key, await pending);
  for (let index = 0; index < classified.length; index++) {
    const key = verificationKeys[index];
    if (key !== undefined)
      (classified[index] as ClassifiedHit).verification = verified.get(key) as Verification;
  }
  return classified;
}
