import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { selectVisiblePostsForFeeds } from '../blog/blog.queries';
import { botDirectory } from '../bots/bot-directory';
import { productLlmsTxt, productRobotsTxt } from './product-crawl-files';
import { type SitemapEntry, sitemapXml } from './sitemap-xml';

// The pages anyone may open and a search engine should know; signed-in screens are not listed.
const PUBLIC_PAGES = ['/', '/pricing', '/ai-seo-analysis', '/request-service', '/blog', '/bots'] as const;
// sitemaps.org allows 50,000 addresses a file; the blog keeps well inside it beside the bot profiles.
const MAX_BLOG_POSTS = 40_000;
// llms.txt is a short guide, not an index: the newest of the team's own articles.
const MAX_LLMS_TXT_POSTS = 50;

/**
 * /sitemap.xml: the public pages, every bot profile and every post visitors can read now; /robots.txt and
 * /llms.txt, the product's own (product-crawl-files.ts).
 */
export const sitemapRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const posts = await selectVisiblePostsForFeeds(request.ctx.db, new Date(), MAX_BLOG_POSTS);
    const entries: SitemapEntry[] = [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...botDirectory().all.map((bot) => ({ path: `/bots/${bot.facts.slug}` })),
      ...posts.map(({ post }) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(sitemapXml(entries, publicUrl));
  });

  const robots = productRobotsTxt(publicUrl);
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );

  app.get('/llms.txt', { config: { access: 'public' } }, async (request, reply) => {
    const own = (await selectVisiblePostsForFeeds(request.ctx.db, new Date(), MAX_LLMS_TXT_POSTS, 'own')).map(
      ({ post }) => post,
    );
    return reply
      .type('text/markdown; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(productLlmsTxt(publicUrl, own));
  });
};
