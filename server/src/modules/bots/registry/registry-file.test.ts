import { describe, expect, it } from 'vitest';
import {
  definitionsFromFile,
  fileEntryOf,
  type RegistryFileEntry,
  serialiseRegistryFile,
} from './registry-file';

const line: RegistryFileEntry = {
  name: 'GPTBot',
  pattern: '\\bGPTBot\\b',
  flags: 'i',
  type: 'ai_crawler',
  operator: 'OpenAI',
  purpose: 'training',
  robotsTokens: ['GPTBot'],
  docsUrl: 'https://platform.openai.com/docs/bots',
  verification: { ranges: 'openai-gptbot' },
  source: 'curated',
};

describe('the generated registry file', () => {
  it('reads an entry into a definition and writes it back unchanged', () => {
    const [bot] = definitionsFromFile([line]);
    expect(bot?.pattern.test('Mozilla/5.0 (compatible; gptbot/1.2)')).toBe(true);
    expect(bot && fileEntryOf(bot)).toEqual(line);
    expect(serialiseRegistryFile([line])).toBe(`[\n${JSON.stringify(line)}\n]\n`);
  });

  it.each([
    [{ type: 'crawler' }, /type crawler/],
    [{ purpose: 'fun' }, /purpose fun/],
    [{ source: 'somewhere' }, /source somewhere/],
    [{ verification: { ranges: 'nowhere' } }, /ranges nowhere/],
  ])('stops start-up on a malformed entry %j rather than misname bots', (change, message) => {
    const malformed: Parameters<typeof definitionsFromFile>[0][number] = { ...line, ...change };
    expect(() => definitionsFromFile([malformed])).toThrow(message);
  });
});
