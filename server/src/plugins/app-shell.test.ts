import { expect, it } from 'vitest';
import { html } from '../lib/html-text';
import { type PrerenderedPage, renderIntoShell } from './app-shell';

const SHELL =
  '<!doctype html><html><head><title>BotLens</title><meta name="description" content="Old." /></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

const page = (overrides: Partial<PrerenderedPage> = {}): PrerenderedPage => ({
  status: 200,
  title: 'Bot $& $1 <x>',
  description: 'Says "$\'" & more',
  canonicalPath: '/bots/a-b',
  body: html`<h1>${'$` and <b>'}</h1>`,
  ...overrides,
});

it('writes the title, description, canonical address and content into the shell, escaped and literal', () => {
  expect(renderIntoShell(SHELL, page(), 'https://botlens.example')).toBe(
    '<!doctype html><html><head><title>Bot $&amp; $1 &lt;x&gt;</title>' +
      '<meta name="description" content="Says &quot;$&#39;&quot; &amp; more" />' +
      '<link rel="canonical" href="https://botlens.example/bots/a-b" /></head>' +
      '<body><div id="root"><h1>$` and &lt;b&gt;</h1></div><script src="/a.js"></script></body></html>',
  );
});

it('marks a page without a canonical address noindex, and works on a shell without the usual parts', () => {
  const out = renderIntoShell(
    '<html><head></head><body></body></html>',
    page({ canonicalPath: null }),
    'http://x',
  );
  expect(out).toBe(
    '<html><head><title>Bot $&amp; $1 &lt;x&gt;</title><meta name="description" content="Says &quot;$&#39;&quot; &amp; more" />' +
      '<meta name="robots" content="noindex" /></head><body></body></html><div id="root"><h1>$` and &lt;b&gt;</h1></div>',
  );
});
