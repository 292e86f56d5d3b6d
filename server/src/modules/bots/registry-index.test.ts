import { describe, expect, it } from 'vitest';
import {
  crawlerUserAgentInstances,
  crawlerUserAgentsRegistry,
} from '../../test-support/crawler-user-agents-registry';
import { USER_AGENT_CORPUS } from '../../test-support/user-agent-corpus';
import { BOT_REGISTRY, type BotDefinition, findRegisteredBot } from './bot-registry';
import { createRegistryIndex } from './registry-index';

/** What the index must reproduce: every pattern tested in registry order, the first match wins. */
const orderedScan = (registry: readonly BotDefinition[], userAgent: string) =>
  registry.find((bot) => bot.pattern.test(userAgent));

const corpus = USER_AGENT_CORPUS.map((entry) => entry.userAgent);
const instances = crawlerUserAgentInstances();

/** Deterministic pseudo-random numbers, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Near misses of real strings: the edits that decide whether a literal, a word boundary or an anchor still
 * holds, and the two signs that fold to ASCII letters under unicode case-insensitive patterns.
 */
function variants(userAgent: string, next: () => number): string[] {
  const at = Math.floor(next() * userAgent.length);
  const swapCase = [...userAgent]
    .map((char) => (next() < 0.5 ? char.toUpperCase() : char.toLowerCase()))
    .join('');
  return [
    swapCase,
    userAgent.replace(/k/g, '\u212a').replace(/s/g, '\u017f'),
    `${userAgent.slice(0, at)}${'x_-/ '[at % 5]}${userAgent.slice(at)}`,
    userAgent.slice(0, at) + userAgent.slice(at + 1),
    `x${userAgent}y`,
  ];
}

const next = random(29);
const nearMisses = instances.flatMap((userAgent) => variants(userAgent, next));

function expectSameAsOrderedScan(registry: readonly BotDefinition[], userAgents: readonly string[]) {
  const index = createRegistryIndex(registry);
  const differences = userAgents
    .filter((userAgent) => index.find(userAgent) !== orderedScan(registry, userAgent))
    .map((userAgent) => ({
      userAgent,
      index: index.find(userAgent)?.name,
      orderedScan: orderedScan(registry, userAgent)?.name,
    }));
  expect(differences).toEqual([]);
}

/** crawler-user-agents patterns compiled with flags they were not written for: those that compile. */
function compiledWith(flags: string): BotDefinition[] {
  return crawlerUserAgentsRegistry('').flatMap((bot) => {
    try {
      return [{ ...bot, pattern: new RegExp(bot.pattern.source, flags) }];
    } catch {
      return [];
    }
  });
}

describe('the registry index answers as the ordered scan would', () => {
  const registries: [string, readonly BotDefinition[]][] = [
    ['the shipped registry', BOT_REGISTRY],
    [
      'the shipped registry and every crawler-user-agents pattern',
      [...BOT_REGISTRY, ...crawlerUserAgentsRegistry()],
    ],
    ['the same, case-insensitive', [...BOT_REGISTRY, ...crawlerUserAgentsRegistry('i')]],
    ['the same, case-insensitive unicode', [...BOT_REGISTRY, ...compiledWith('iu')]],
  ];

  it('is tested on a large registry', () => {
    expect(registries[1]?.[1].length).toBeGreaterThanOrEqual(1500);
    expect(compiledWith('iu').length).toBeGreaterThanOrEqual(1000);
  });

  // Each compares two classifiers over some ten thousand strings and 1,600 patterns: seconds of CPU, which a
  // busy machine stretches past the default 5 s.
  const EQUIVALENCE_TIMEOUT_MS = 60_000;

  it.each(registries)(
    'over %s, for every corpus and crawler-user-agents string',
    (_, registry) => {
      expectSameAsOrderedScan(registry, [...corpus, ...instances]);
    },
    EQUIVALENCE_TIMEOUT_MS,
  );

  it.each(registries)(
    'over %s, for near misses of those strings',
    (_, registry) => {
      expectSameAsOrderedScan(registry, nearMisses);
    },
    EQUIVALENCE_TIMEOUT_MS,
  );

  it('tests almost every pattern only when its literal is there', () => {
    expect(createRegistryIndex(BOT_REGISTRY).alwaysTested).toBeLessThanOrEqual(3);
    expect(
      createRegistryIndex([...BOT_REGISTRY, ...crawlerUserAgentsRegistry()]).alwaysTested,
    ).toBeLessThanOrEqual(10);
  });

  it('is what findRegisteredBot uses', () => {
    for (const userAgent of corpus)
      expect(findRegisteredBot(userAgent)).toBe(orderedScan(BOT_REGISTRY, userAgent));
  });
});

describe('createRegistryIndex', () => {
  const bot = (name: string, pattern: RegExp) =>
    ({ name, pattern, type: 'other', operator: 'Test', purpose: 'unknown' }) as BotDefinition;

  it('keeps registry order between patterns with and without a usable literal', () => {
    const registry = [bot('short', /^\w{2}\//), bot('long', /\bAcmeBot\b/i), bot('any', /./)];
    const index = createRegistryIndex(registry);
    expect(index.alwaysTested).toBe(2);
    expect(index.find('ab/1.0 AcmeBot')?.name).toBe('short');
    expect(index.find('AcmeBot/1.0')?.name).toBe('long');
    expect(index.find('Mozilla/5.0')?.name).toBe('any');
    expect(index.find('')).toBeUndefined();
  });

  it('prefers the earlier of two patterns that both match, whatever their literals', () => {
    const registry = [bot('general', /crawler/i), bot('specific', /\bAcmeCrawler\b/i)];
    expect(createRegistryIndex(registry).find('AcmeCrawler/2.0')?.name).toBe('general');
    expect(createRegistryIndex([...registry].reverse()).find('AcmeCrawler/2.0')?.name).toBe('specific');
  });

  it('answers as the ordered scan on strings made to look like many patterns at once', () => {
    const registry = [...BOT_REGISTRY, ...crawlerUserAgentsRegistry()];
    const hostile = [
      'bot'.repeat(400),
      'Googlebo'.repeat(120),
      `${'\u0000'.repeat(500)}GPTBo`,
      '\u212a\u017f'.repeat(500),
      '(((((((((((((((((((((((((((((((((((((((',
    ];
    expectSameAsOrderedScan(registry, hostile);
  });
});
