import type { BotClassification, BotPurpose, BotType } from '@botlens/contracts';

/**
 * Real user agents with the classification we expect. Every string was read in public material: access
 * logs and visitor tables committed to public repositories, vendors' documentation, and the fixtures of
 * isbot (omrilotan/isbot fixtures/browsers.yml, fixtures/crawlers.yml) and matomo-org/device-detector.
 * Strings are kept exactly as found, odd spacing and all.
 */
export type CorpusEntry = { userAgent: string; expected: BotClassification };

const PERSON: BotClassification = { isBot: false, type: null, name: null, operator: null, purpose: null };

type BotRow = [userAgent: string, name: string, type: BotType, operator: string, purpose: BotPurpose];

export const bots = (rows: BotRow[]): CorpusEntry[] =>
  rows.map(([userAgent, name, type, operator, purpose]) => ({
    userAgent,
    expected: { isBot: true, type, name, operator, purpose },
  }));

export const people = (userAgents: string[]): CorpusEntry[] =>
  userAgents.map((userAgent) => ({ userAgent, expected: PERSON }));

export const generic = (rows: [userAgent: string, name: string][]): CorpusEntry[] =>
  rows.map(([userAgent, name]) => ({
    userAgent,
    expected: { isBot: true, type: 'other', name, operator: 'Unknown', purpose: 'unknown' },
  }));
