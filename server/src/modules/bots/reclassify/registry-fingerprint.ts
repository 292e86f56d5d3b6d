import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { BOT_REGISTRY, type BotDefinition, type BotVerificationMethod } from '../bot-registry';
import { CLASSIFIER_REVISION } from '../classifier-revision';

/**
 * isbot names the bots the registry does not know; a new version can call a stored user agent a bot, or
 * no longer, so its version is part of the fingerprint.
 */
const ISBOT_VERSION: string = createRequire(import.meta.url)('isbot/package.json').version;

type FingerprintInput = {
  registry?: readonly Pick<BotDefinition, 'name' | 'pattern' | 'type' | 'operator' | 'purpose'>[];
  classifierRevision?: number;
  isbotVersion?: string;
};

/**
 * A hash of everything that decides what a stored user agent is called: each registry entry's name,
 * pattern, type, operator and purpose, in the registry's order (the first match wins), the classifier's
 * revision and isbot's version. Stored history whose last run has another fingerprint is reclassified.
 */
export function registryFingerprint({
  registry = BOT_REGISTRY,
  classifierRevision = CLASSIFIER_REVISION,
  isbotVersion = ISBOT_VERSION,
}: FingerprintInput = {}): string {
  const hash = createHash('sha256');
  hash.update(`classifier ${classifierRevision}\nisbot ${isbotVersion}\n`);
  for (const bot of registry) {
    hash.update(
      `${JSON.stringify([bot.name, bot.pattern.source, bot.pattern.flags, bot.type, bot.operator, bot.purpose])}\n`,
    );
  }
  return hash.digest('hex');
}

/**
 * A verification method as a canonical text ('' for none), so that two registries' methods compare as
 * equal when they check the same thing, whatever the order of their reverse-DNS suffixes.
 */
export function verificationMethodKey(method: BotVerificationMethod | undefined): string {
  if (!method || (!method.ranges && !method.reverseDns?.length)) return '';
  return JSON.stringify({ ranges: method.ranges ?? null, reverseDns: [...(method.reverseDns ?? [])].sort() });
}

/** Each bot of a registry that has a verification method, by name: what a run records for the next one. */
export function verificationMethodsOf(
  registry: readonly Pick<BotDefinition, 'name' | 'verification'>[] = BOT_REGISTRY,
): Record<string, string> {
  const methods: Record<string, string> = {};
  for (const bot of registry) {
    const key = verificationMethodKey(bot.verification);
    if (key !== '') methods[bot.name] = key;
  }
  return methods;
}
