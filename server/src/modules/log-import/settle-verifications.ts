import type { Verification } from '@botlens/contracts';
import type { DnsBudget } from '../bots/verify-bot';
import type { BatchClassifier } from '../tracking/ingest/classify-batch';
import type { ClassifiedHit } from '../tracking/ingest/hit';

/**
 * Each bot hit's verification, asked once per bot and address of the batch. The checks started when the
 * lines were read, so most answers are in already (verify-bot.ts).
 */
export async function settleVerifications(
  hits: ClassifiedHit[],
  { verifier }: BatchClassifier,
  budget: DnsBudget,
): Promise<void> {
  const keys: string[] = new Array(hits.length);
  const answers = new Map<string, Promise<Verification>>();
  for (let index = 0; index < hits.length; index++) {
    const hit = hits[index] as ClassifiedHit;
    const key = `${hit.bot.isBot ? hit.bot.name : ''}\u0000${hit.ip}`;
    keys[index] = key;
    if (!answers.has(key)) answers.set(key, verifier.verify(hit.bot, hit.ip, { budget }));
  }
  const settled = new Map<string, Verification>();
  for (const [key, answer] of answers) settled.set(key, await answer);
  for (let index = 0; index < hits.length; index++) {
    (hits[index] as ClassifiedHit).verification = settled.get(keys[index] as string) as Verification;
  }
}
