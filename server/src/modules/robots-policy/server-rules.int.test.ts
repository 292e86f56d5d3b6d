import { DEFAULT_ROBOTS_POLICY } from '@botlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startApache, startNginx } from '../../test-support/web-servers';
import { bundledRangeFiles } from '../bots/range-files';
import type { PolicyBot } from './generate-robots-txt';
import { buildPolicyRobots } from './policy-robots';
import { SERVER_BLOCK_MARKER, type ServerRules, serverRules } from './server-rules';
import type { SpoofCheck } from './spoof-checks';
import { userAgentWords } from './user-agent-words';

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
  baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
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

const startNginxWith = (rules: ServerRules) => {
  const [http, server] = rules.nginx.split(SERVER_BLOCK_MARKER);
  return startNginx({ http: http ?? '', server: server ?? '' });
};

/** Both servers in turn, each with the rules, stopped whatever the checks say. */
async function inEachServer(rules: ServerRules, check: (server: RunningServer) => Promise<void>) {
  for (const start of [() => startNginxWith(rules), () => startApache(rules.apache)]) {
    const running = await start();
    try {
      await check(running);
    } finally {
      await running.stop();
    }
  }
}

/** OpenAI's published GPTBot addresses (none of them local), and a list that holds this machine. */
const OPENAI_GPTBOT = bundledRangeFiles().find((file) => file.key === 'openai-gptbot')?.prefixes ?? [];
const gptbotCheck = (prefixes: string[]): SpoofCheck => ({
  id: 'openai_gptbot',
  note: 'OpenAI (GPTBot): a test list',
  words: ['GPTBot'],
  prefixes,
});

describe('server rules in real servers', () => {
  const rules = serverRules(BLOCKED.flatMap(userAgentWords));

  describe('nginx', () => {
    let nginx: RunningServer;
    beforeAll(async () => {
      nginx = await startNginxWith(rules);
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

  it('answers 403 to an allowed bot claimed from outside its published addresses (spoofed)', async () => {
    expect(OPENAI_GPTBOT.length).toBeGreaterThan(0);
    await inEachServer(serverRules(['Bytespider'], [gptbotCheck(OPENAI_GPTBOT)]), async (server) => {
      // This machine is not OpenAI: a GPTBot from 127.0.0.1 is spoofed.
      expect(await status(server, AGENTS.gptbot)).toBe(403);
      expect(await status(server, AGENTS.lowerGptbot)).toBe(403);
      expect(await status(server, AGENTS.bytespider)).toBe(403);
      expect(await status(server, AGENTS.oaiSearch)).toBe(200);
      expect(await status(server, AGENTS.browser)).toBe(200);
    });
  });

  it('lets an allowed bot in from its published addresses (IPv4 and IPv6 lists load)', async () => {
    // This machine's addresses after a line's worth of others: Apache's second condition line must hold it.
    const others = Array.from({ length: 22 }, (_, i) => `10.${i}.0.0/16`);
    const genuine = gptbotCheck([...others, '127.0.0.0/8', '2001:db8::/32']);
    await inEachServer(serverRules(['Bytespider'], [genuine]), async (server) => {
      expect(await status(server, AGENTS.gptbot)).toBe(200);
      expect(await status(server, AGENTS.bytespider)).toBe(403);
      expect(await status(server, AGENTS.browser)).toBe(200);
    });
  });

  it('checks every spoofed claim on its own list, with nothing blocked', async () => {
    const others: SpoofCheck = {
      id: 'openai_searchbot',
      note: 'OpenAI (OAI-SearchBot): a test list',
      words: ['OAI-SearchBot'],
      prefixes: ['198.51.100.0/24'],
    };
    await inEachServer(serverRules([], [gptbotCheck(['127.0.0.1/32']), others]), async (server) => {
      expect(await status(server, AGENTS.gptbot)).toBe(200);
      expect(await status(server, AGENTS.oaiSearch)).toBe(403);
      expect(await status(server, AGENTS.browser)).toBe(200);
    });
  });

  it('loads the rules of the default policy over the whole registry in nginx and Apache', async () => {
    const full = buildPolicyRobots({ policy: DEFAULT_ROBOTS_POLICY, live: null, liveNote: '' }).serverRules;
    expect(full.nginx).toContain('$botlens_spoofed');
    await inEachServer(full, async (server) => {
      expect(await status(server, AGENTS.gptbot)).toBe(403);
      // Allowed, but OpenAI does not crawl from this machine: spoofed.
      expect(await status(server, AGENTS.oaiSearch)).toBe(403);
      // A search crawler the policy allows, though a blocked training bot's token is "Spider".
      expect(await status(server, AGENTS.baiduspider)).toBe(200);
      expect(await status(server, AGENTS.browser)).toBe(200);
    });
  });

  it('gives Caddy one matcher, and says when nothing is blocked', () => {
    expect(rules.caddy.match(/header_regexp/g)).toHaveLength(1);
    expect(rules.caddy).toContain('(?i)(GPTBot|Slurp|Bytespider|Filler0Bot');
    expect(serverRules([]).nginx).toBe('# The policy blocks no bot: no rule is needed.\n');
  });

  it('never lets a name that is not plain text into a rule', () => {
    const hostile = serverRules(
      ['Evil"; return 200; #', 'Dots.and-Dashes Bot'],
      [
        {
          id: 'ok',
          note: 'A note\nreturn 200;',
          words: ['GPTBot', 'Bad"Word'],
          prefixes: ['192.0.2.0/24', '10.0.0.0/8; return 200'],
        },
        { id: 'bad id"', note: 'x', words: ['ClaudeBot'], prefixes: ['192.0.2.0/24'] },
      ],
    );
    for (const text of Object.values(hostile)) {
      expect(text).not.toMatch(/Evil|Bad"Word|^return 200|return 200$|bad id|ClaudeBot/m);
      expect(text).toContain('# A note return 200;');
    }
    expect(hostile.nginx).toContain('Dots\\.and-Dashes\\sBot');
    expect(hostile.nginx).toContain('    192.0.2.0/24 1;');
  });
});
