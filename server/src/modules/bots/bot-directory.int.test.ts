import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOT_DIRECTORY_PAGE_SIZE, type BotDirectoryPage, type BotFacts } from '@botlens/contracts';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { BOT_REGISTRY } from './bot-registry';

// The shell as Vite writes it: the pages' facts go into its title, description and root.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>BotLens – Bot &amp; AI Crawler Analytics</title>
    <meta name="description" content="See which bots read your website." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const webDistDir = mkdtempSync(join(tmpdir(), 'botlens-bots-web-'));
writeFileSync(join(webDistDir, 'index.html'), SHELL);

/** The text a reader without JavaScript sees: tags dropped, the escapes of html-text.ts read back. */
const textOf = (page: string) =>
  page
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describeOnEachDatabase(
  'the public bot directory',
  (get) => {
    const request = (url: string) => get().app.inject({ method: 'GET', url });

    it('lists the known bots a page at a time, searched and filtered on the server', async () => {
      const first = (await request('/api/bots')).json<BotDirectoryPage>();
      expect(first.total).toBe(BOT_REGISTRY.length);
      expect(first.bots).toHaveLength(Math.min(BOT_DIRECTORY_PAGE_SIZE, BOT_REGISTRY.length));
      expect(first.pageCount).toBe(Math.ceil(BOT_REGISTRY.length / BOT_DIRECTORY_PAGE_SIZE));

      const search = (await request('/api/bots?q=GPTBot')).json<BotDirectoryPage>();
      expect(search.bots[0]).toMatchObject({ slug: 'gptbot', name: 'GPTBot', operator: 'OpenAI' });
      const openai = (await request('/api/bots?q=openai&type=ai_crawler')).json<BotDirectoryPage>();
      const expected = BOT_REGISTRY.filter((bot) => bot.operator === 'OpenAI' && bot.type === 'ai_crawler');
      expect(openai.bots.map((bot) => bot.name).sort()).toEqual(expected.map((bot) => bot.name).sort());
      const training = (await request('/api/bots?purpose=training')).json<BotDirectoryPage>();
      expect(training.total).toBe(BOT_REGISTRY.filter((bot) => bot.purpose === 'training').length);
      expect(training.bots.every((bot) => bot.purpose === 'training')).toBe(true);
    });

    it("answers a bot's facts by its address, and a 404 that says so for one it does not know", async () => {
      const gptbot = await request('/api/bots/gptbot');
      expect(gptbot.statusCode).toBe(200);
      expect(gptbot.json<BotFacts>()).toMatchObject({
        name: 'GPTBot',
        operator: 'OpenAI',
        type: 'ai_crawler',
        purpose: 'training',
        verification: { method: 'ip-ranges' },
      });
      const unknown = await request('/api/bots/zorblax-crawler');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'This bot is not in the registry of known bots' });
    });

    it('refuses hostile addresses and queries with a 400 that names the fault', async () => {
      for (const url of [
        '/api/bots/..%2F..%2Fetc%2Fpasswd',
        '/api/bots/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
        '/api/bots/GPTBot',
        '/api/bots/gpt--bot',
        '/api/bots/gptbot%00',
      ]) {
        const response = await request(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toMatch(/^slug must/);
      }
      // Longer than any bot's address: Fastify refuses the path before the route sees it.
      expect((await request(`/api/bots/${'a'.repeat(101)}`)).statusCode).toBe(414);
      for (const [url, message] of [
        [`/api/bots?q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
        ['/api/bots?q=a&q=b', 'q must be text'],
        ['/api/bots?type=robot', 'type must be one of: all, search_engine, ai_crawler, social_media, other'],
        ['/api/bots?purpose=%3Cscript%3E', /^purpose must be one of: all, training/],
        ['/api/bots?page=0', 'page must be at least 1'],
        ['/api/bots?page=1e3', 'page must be a whole number'],
        ['/api/bots?page=-1', 'page must be a whole number'],
      ] as const) {
        const response = await request(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toMatch(message);
      }
      // Search text is text: no pattern, no SQL.
      for (const q of ['.*', "'; drop table bot_events; --", '%', '(((']) {
        const response = await request(`/api/bots?q=${encodeURIComponent(q)}`);
        expect(response.statusCode, q).toBe(200);
        expect(response.json<BotDirectoryPage>().total, q).toBe(0);
      }
    });

    it('sends /bots with the directory in the HTML, without JavaScript', async () => {
      const response = await request('/bots');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = response.body;
      expect(page).toContain('<title>Bot Directory – BotLens</title>');
      expect(page).toMatch(/<meta name="description" content="The \d+ bots BotLens knows/);
      expect(page).toContain('<link rel="canonical" href="http://localhost:5000/bots" />');
      // The shell is kept: the app starts from the same page and replaces the block.
      expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      const [firstBot] = (await request('/api/bots')).json<BotDirectoryPage>().bots;
      expect(page).toContain(`href="/bots/${firstBot?.slug}">`);
      expect(page).toContain('href="/bots?page=2" rel="next">Next page</a>');

      const search = (await request('/bots?q=gptbot&type=ai_crawler')).body;
      expect(textOf(search)).toContain('GPTBot OpenAI AI crawler AI training');
      expect(search).toContain('<meta name="robots" content="noindex" />');
    });

    it('sends /bots/<slug> with the facts, and a 404 page for an address it does not know', async () => {
      const response = await request('/bots/gptbot');
      expect(response.statusCode).toBe(200);
      const page = response.body;
      expect(page).toContain('<title>GPTBot (OpenAI) – Bot Directory – BotLens</title>');
      expect(page).toContain('<link rel="canonical" href="http://localhost:5000/bots/gptbot" />');
      expect(page).toContain(
        '<meta name="description" content="GPTBot: AI crawler run by OpenAI. Purpose: AI training.',
      );
      const text = textOf(page);
      expect(text).toContain('Operator OpenAI');
      expect(text).toContain('Type AI crawler');
      expect(text).toContain("Verification Checked against the operator's published IP ranges");
      expect(page).toContain('href="/bots">Bot Directory</a>');

      const unknown = await request('/bots/zorblax-crawler');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('this bot is not in the registry');
      expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    });

    it('escapes whatever a hostile address or query puts on the page', async () => {
      const hostile = await request('/bots/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
      expect(hostile.statusCode).toBe(404);
      expect(hostile.body).toContain('/bots/&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(hostile.body).not.toContain('<script>alert');
      const query = await request(
        '/bots?q=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&type=%3Cb%3E&page=x&q=2',
      );
      expect(query.statusCode).toBe(200);
      expect(query.body).not.toContain('<img src=x');
      const long = await request(`/bots?q=${'%3C'.repeat(500)}&purpose=training`);
      expect(long.statusCode).toBe(200);
      expect(long.body).toContain(`value="${'&lt;'.repeat(100)}"`);
    });
  },
  { config: { webDistDir } },
);
