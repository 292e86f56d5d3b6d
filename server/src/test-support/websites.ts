import type { EmbedCodeResponse, Website } from '@botlens/contracts';
import type { App } from '../app';

let defaultSites = 0;

/** A website no other call has added: an account may not track one domain twice. */
function nextDefaultSite() {
  defaultSites += 1;
  return { name: 'Example', domain: `https://site-${defaultSites}.example.com` };
}

/**
 * Adds a website through the API as the user behind `cookie`, and reads its embed code (with the key).
 * Without `input`, each call adds a domain of its own.
 */
export async function addWebsite(app: App, cookie: string, input = nextDefaultSite()) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/websites',
    payload: input,
    headers: { cookie },
  });
  if (created.statusCode !== 201)
    throw new Error(`add website failed: ${created.statusCode} ${created.body}`);
  const site = created.json<Website>();
  const embed = await app.inject({
    method: 'GET',
    url: `/api/websites/${site.id}/embed-code`,
    headers: { cookie },
  });
  return { site, embed: embed.json<EmbedCodeResponse>() };
}

export const UA = {
  gptbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  claudebot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
} as const;

/** A GPTBot page view as the ingest queue takes it, for tests that enqueue() without going through HTTP. */
export function queuedGptbotHit(websiteId: number, { url = '/', occurredAt = new Date() } = {}) {
  return {
    websiteId,
    occurredAt,
    source: 'collect' as const,
    event: 'page_view' as const,
    url,
    userAgent: UA.gptbot,
    ip: '203.0.113.5',
  };
}
