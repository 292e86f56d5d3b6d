import type { BotClassification } from '@botlens/contracts';
import {
  type BotVerifier,
  type ClassifiedHit,
  type IncomingHit,
  makeTextsStorable,
  pathOf,
  storableText,
} from './hit';
import { settleVerifications } from './settle-verifications';

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
  const classified: ClassifiedHit[] = new Array(hits.length);
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
    // Completed in place rather than copied: the queue owns its hits, and this runs for every hit.
    const classifiedHit = hit as ClassifiedHit;
    classifiedHit.bot = bot;
    classifiedHit.verification = 'unverifiable';
    classifiedHit.path = path;
    classified[index] = classifiedHit;
  }
  await settleVerifications(classified, verifier);
  return classified;
}
