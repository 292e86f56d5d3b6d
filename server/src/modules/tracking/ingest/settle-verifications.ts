import type { Verification } from '@botlens/contracts';
import type { BotVerifier, VerifyOptions } from '../../bots/verify-bot';
import type { ClassifiedHit } from './hit';

/**
 * Each bot hit's verification, asked once per bot and address (a crawler's burst is one check); a person's
 * stays `unverifiable`. The ingest writer's batches (classify-batch.ts) and an import's (whose checks started
 * when its lines were read, so most answers are in already) settle theirs here.
 */
export async function settleVerifications(
  hits: ClassifiedHit[],
  verifier: BotVerifier,
  options?: VerifyOptions,
): Promise<void> {
  const keys: Array<string | undefined> = new Array(hits.length);
  const answers = new Map<string, Promise<Verification>>();
  for (let index = 0; index < hits.length; index++) {
    const hit = hits[index] as ClassifiedHit;
    if (!hit.bot.isBot) continue;
    const key = `${hit.bot.name}\u0000${hit.ip}`;
    keys[index] = key;
    if (!answers.has(key)) answers.set(key, verifier.verify(hit.bot, hit.ip, options));
  }
  const settled = new Map<string, Verification>();
  for (const [key, answer] of answers) settled.set(key, await answer);
  for (let index = 0; index < hits.length; index++) {
    const key = keys[index];
    (hits[index] as ClassifiedHit).verification =
      key === undefined ? 'unverifiable' : (settled.get(key) as Verification);
  }
}
