import type { BotClassification } from '@botlens/contracts';
import { classifyUserAgent } from './classify-user-agent';
import { loadBundledRangeSets } from './ip-ranges';
import { createSystemDnsResolver } from './reverse-dns';
import { type BotVerifier, createBotVerifier } from './verify-bot';

/** What the ingest pipeline needs from this module: who sent a hit, and whether the claim holds. */
export type BotDetection = {
  classify: (userAgent: string, hit?: { webdriver?: boolean }) => BotClassification;
  verifier: BotVerifier;
};

/**
 * A browser whose string looks human but which reported navigator.webdriver through the snippet: it is
 * driven by Selenium, Puppeteer or Playwright, which set that flag by specification (W3C WebDriver).
 */
export const WEBDRIVER_BROWSER = Object.freeze({
  isBot: true,
  type: 'other',
  name: 'WebDriver-controlled browser',
  operator: 'Unknown',
  purpose: 'headless-browser',
} as const satisfies BotClassification);

export function classifyHit(userAgent: string, hit?: { webdriver?: boolean }): BotClassification {
  const classification = classifyUserAgent(userAgent);
  return !classification.isBot && hit?.webdriver === true ? WEBDRIVER_BROWSER : classification;
}

/** The shipped registry and address lists, with the system's DNS for reverse-DNS checks. */
export function defaultBotDetection(): BotDetection {
  return {
    classify: classifyHit,
    verifier: createBotVerifier({ ranges: loadBundledRangeSets(), resolver: createSystemDnsResolver() }),
  };
}
