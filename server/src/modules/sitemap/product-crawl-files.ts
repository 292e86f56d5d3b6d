/**
 * The product's own robots.txt and llms.txt: BotLens tells its customers to publish both, so it does. Every
 * crawler, AI crawlers included, may read the public pages; the signed-in screens, the API, shared
 * dashboards and audit reports (one customer's results, behind an unguessable id) are not for indexing.
 */
const NOT_FOR_CRAWLERS = [
  '/api/',
  '/admin',
  '/dashboard',
  '/bot-analytics',
  '/page-analytics',
  '/heatmaps',
  '/chatgpt-indexing',
  '/ai-access',
  '/settings',
  '/support',
  '/website-import',
  '/embed-code',
  '/subscribe',
  '/auth',
  '/share/',
  '/audit/',
  '/newsletter/',
  '/digest/',
] as const;

export function productRobotsTxt(publicUrl: string): string {
  return [
    '# BotLens: search engines and AI crawlers alike may read the public pages.',
    'User-agent: *',
    ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

export type LlmsTxtPost = { slug: string; title: string; excerpt: string };

// A Markdown link's text and note must not break out of their brackets or their line.
const inline = (text: string) =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/([[\]\\])/g, '\\$1')
    .trim();

/** llms.txt (llmstxt.org): what BotLens is, its main public pages and the team's own articles. */
export function productLlmsTxt(publicUrl: string, posts: readonly LlmsTxtPost[]): string {
  const url = (path: string) => new URL(path, publicUrl).href;
  const lines = [
    '# BotLens',
    '',
    '> Bot-traffic analytics and AI-search readiness: which search engines, AI crawlers and other bots read a website, which pages, how often, and whether a visitor claiming to be a known bot really is one; plus a 0–100 AI-readiness audit, robots.txt and llms.txt tools.',
    '',
    '## Pages',
    '',
    `- [Bot directory](${url('/bots')}): the bots BotLens knows, who runs them, why they crawl and how to verify them`,
    `- [AI SEO analysis](${url('/ai-seo-analysis')}): a site's readiness for AI search, scored 0 to 100`,
    `- [Pricing](${url('/pricing')}): the free, pro and enterprise plans`,
    `- [AI & SEO News](${url('/blog')}): news and guides on AI crawlers and AI search`,
  ];
  if (posts.length > 0) {
    lines.push('', '## Articles', '');
    for (const post of posts)
      lines.push(`- [${inline(post.title)}](${url(`/blog/${post.slug}`)}): ${inline(post.excerpt)}`);
  }
  lines.push('');
  return lines.join('\n');
}
