import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { selectVisiblePostsForFeeds } from '../blog/blog.queries';
import { botDirectory } from '../bots/bot-directory';
import { type SitemapEntry, sitemapXml } from './sitemap-xml';

// The pages anyone may open and a search engine should know; signed-in screens are not listed.
const PUBLIC_PAGES = ['/', '/pricing', '/ai-seo-analysis', '/request-service', '/blog', '/bots'] as const;
// sitemaps.org allows 50,000 addresses a file; the blog keeps well inside it beside the bot profiles.
const MAX_BLOG_POSTS = 40_000;

/** /sitemap.xml: the public pages, every bot profile and every post visitors can read now. */
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
};
