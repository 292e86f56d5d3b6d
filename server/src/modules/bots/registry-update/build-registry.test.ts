import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CURATED_BOTS, CURATED_TOOLS } from '../registry/curated';
import { type RegistryFileEntry, serialiseRegistryFile } from '../registry/registry-file';
import { buildRegistry, type RegistryBuild } from './build-registry';
import { readRegistrySources } from './source-files';
import { REGISTRY_FILE } from './update-registry-command';

describe('the generated bot registry', () => {
  let build: RegistryBuild;
  let byName: Map<string, RegistryFileEntry>;
  // A build tests every source string against every entry: seconds, not milliseconds.
  beforeAll(() => {
    build = buildRegistry(readRegistrySources());
    byName = new Map(build.entries.map((entry) => [entry.name, entry]));
  }, 60_000);

  it('has no conflict left to curate: every source string is named by its own bot', () => {
    expect(build.conflicts).toEqual([]);
  });

  it('is committed as the sources and our curated entries give it now (run npm run registry:update)', () => {
    expect(readFileSync(REGISTRY_FILE, 'utf8')).toBe(serialiseRegistryFile(build.entries));
  });

  it('comes out the same from the same inputs', () => {
    expect(serialiseRegistryFile(buildRegistry(readRegistrySources()).entries)).toBe(
      serialiseRegistryFile(build.entries),
    );
  }, 60_000);

  it('keeps every curated entry as written', () => {
    const curated = [...CURATED_BOTS, ...CURATED_TOOLS];
    for (const bot of curated) {
      const entry = byName.get(bot.name);
      expect(entry, bot.name).toMatchObject({
        pattern: bot.pattern.source,
        flags: bot.pattern.flags,
        type: bot.type,
        operator: bot.operator,
        purpose: bot.purpose,
        source: 'curated',
      });
    }
  });

  it('lets a curated entry override a source, saying why', () => {
    // ai.robots.txt suspects facebookexternalhit of AI use; Meta documents it as its link-preview fetcher.
    expect(byName.get('facebookexternalhit')).toMatchObject({
      type: 'social_media',
      purpose: 'preview',
      source: 'curated',
    });
    expect(byName.get('facebookexternalhit')?.note).toMatch(/previews/);
    // Where the curated entry agrees with the source on the type, its purpose and note still come from it.
    expect(byName.get('Applebot')).toMatchObject({
      type: 'ai_crawler',
      purpose: 'search',
      source: 'curated',
    });
    expect(byName.get('Applebot')?.note).toMatch(/Applebot-Extended/);
    expect(build.coverage).toContainEqual({
      owner: 'Applebot',
      covered: 'ai.robots.txt "Applebot"',
      strings: 2,
    });
    // crawler-user-agents tags Amazonbot a search engine.
    expect(byName.get('Amazonbot')).toMatchObject({ type: 'ai_crawler', purpose: 'training' });
  });

  it('takes the AI agents curated entries do not list from ai.robots.txt, with their purpose', () => {
    expect(byName.get('Gemini-Deep-Research')).toMatchObject({
      type: 'ai_crawler',
      purpose: 'user-triggered',
      operator: 'Google',
      source: 'ai.robots.txt',
    });
    expect(byName.get('TavilyBot')).toMatchObject({
      type: 'ai_crawler',
      purpose: 'search',
      operator: 'Tavily',
    });
    expect(byName.get('LAIONDownloader')).toMatchObject({
      purpose: 'training',
      robotsTokens: ['LAIONDownloader'],
    });
  });

  it('names the long tail by its own token and its operator by the site its strings give', () => {
    expect(byName.get('AcoonBot')).toMatchObject({
      type: 'search_engine',
      purpose: 'search',
      operator: 'acoon.de',
      robotsTokens: ['AcoonBot'],
      source: 'crawler-user-agents',
    });
    expect(byName.get('tweetedtimes.com')).toMatchObject({ robotsTokens: [] });
  });

  it('leaves out source entries that would name people or every script, and says why', () => {
    const reasons = new Map(build.dropped.map((item) => [item.origin, item.reason]));
    expect(reasons.get('crawler-user-agents "AP3A\\\\.240617\\\\.008"')).toMatch(/phone/);
    expect(reasons.get('crawler-user-agents "MyBot\\\\/"')).toMatch(/placeholder/);
    for (const { reason } of build.dropped) expect(reason.length).toBeGreaterThan(10);
  });

  it('gives every entry a name, an operator, robots.txt tokens and a safe documentation link', () => {
    for (const entry of build.entries) {
      expect(entry.operator, entry.name).not.toBe('');
      expect(Array.isArray(entry.robotsTokens), entry.name).toBe(true);
      if (entry.docsUrl) expect(entry.docsUrl, entry.name).toMatch(/^https?:\/\/[^\s"<>]+$/);
    }
    expect(build.entries.length).toBeGreaterThan(1500);
  });
});
