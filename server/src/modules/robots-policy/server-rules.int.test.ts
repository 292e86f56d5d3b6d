import { DEFAULT_ROBOTS_POLICY } from '@botlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startApache, startNginx } from '../../test-support/web-servers';
import { BOT_REGISTRY } from '../bots/bot-registry';
import { decideBot, type PolicyBot } from './generate-robots-txt';
import { serverRules } from './server-rules';

const BLOCKED: PolicyBot[] = [
  { name: 'GPTBot', operator: 'OpenAI', purpose: 'training', robotsTokens: ['GPTBot'] },
  { name: 'Yahoo! Slurp', operator: 'Yahoo', purpose: 'search', robotsTokens: ['Slurp'] },
  // No token: matched by its name.
  { name: 'Bytespider', operator: 'ByteDance', purpose: 'training', robotsTokens: [] },
  // Enough names for several alternations.
  ...Array.from({ length: 60 }, (_, i) => ({
    name: `Filler${i}Bot`,
    operator: 'Test',
    purpose: 'training' as const,
    robotsTokens: [`Filler${i}Bot`],
  })),
];
const AGENTS = {
  gptbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  lowerGptbot: 'gptbot/1.0',
  bytespider:
    'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  lastFiller: 'Filler59Bot/2.0',
  oaiSearch:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
  browser:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

const status = async (server: RunningServer, userAgent: string) =>
  (await fetch(`${server.origin}/`, { headers: { 'user-agent': userAgent } })).status;

async function expectBlocking(server: RunningServer) {
  expect(await status(server, AGENTS.gptbot)).toBe(403);
  expect(await status(server, AGENTS.lowerGptbot)).toBe(403);
  expect(await status(server, AGENTS.bytespider)).toBe(403);
  expect(await status(server, AGENTS.lastFiller)).toBe(403);
  expect(await status(server, AGENTS.oaiSearch)).toBe(200);
  expect(await status(server, AGENTS.browser)).toBe(200);
}

describe('server rules in real servers', () => {
  const rules = serverRules(BLOCKED);

  describe('nginx', () => {
    let nginx: RunningServer;
    beforeAll(async () => {
      const [http, server] = rules.nginx.split('# In each server block (or location) to protect:');
      nginx = await startNginx({ http: http ?? '', server: server ?? '' });
    });
    afterAll(() => nginx?.stop());
    it('answers 403 to a blocked bot and 200 to an allowed one', () => expectBlocking(nginx));
  });

  describe('Apache', () => {
    let apache: RunningServer;
    beforeAll(async () => {
      apache = await startApache(rules.apache);
    });
    afterAll(() => apache?.stop());
    it('answers 403 to a blocked bot and 200 to an allowed one', () => expectBlocking(apache));
  });

  it('loads the rules of the default policy over the whole registry in nginx and Apache', async () => {
    const blocked = BOT_REGISTRY.filter((bot) => decideBot(DEFAULT_ROBOTS_POLICY, bot).decision === 'block');
    const full = serverRules(blocked);
    const [http, server] = full.nginx.split('# In each server block (or location) to protect:');
    for (const running of [
      await startNginx({ http: http ?? '', server: server ?? '' }),
      await startApache(full.apache),
    ]) {
      try {
        expect(await status(running, AGENTS.gptbot)).toBe(403);
        expect(await status(running, AGENTS.oaiSearch)).toBe(200);
        expect(await status(running, AGENTS.browser)).toBe(200);
      } finally {
        await running.stop();
      }
    }
  });

  it('gives Caddy one matcher, and says when nothing is blocked', () => {
    expect(rules.caddy.match(/header_regexp/g)).toHaveLength(1);
    expect(rules.caddy).toContain('(?i)(GPTBot|Slurp|Bytespider|Filler0Bot');
    expect(serverRules([]).nginx).toBe('# The policy blocks no bot: no rule is needed.\n');
  });

  it('never lets a name that is not plain text into a rule', () => {
    const hostile = serverRules([
      { name: 'Evil"; return 200; #', operator: 'x', purpose: 'training', robotsTokens: [] },
      { name: 'Dots.and-Dashes Bot', operator: 'x', purpose: 'training', robotsTokens: [] },
    ]);
    expect(hostile.nginx).not.toContain('Evil');
    expect(hostile.nginx).toContain('Dots\\.and-Dashes\\sBot');
  });
});
