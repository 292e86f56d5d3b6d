import {
  blogCategoriesResponse,
  blogPostDetail,
  blogPostsQuery,
  blogPostsResponse,
  blogSlugParam,
  errorBody,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { selectVisiblePostsForFeeds } from './blog.queries';
import { blogRssXml, RSS_ITEMS } from './blog-rss';
import { listBlogCategories, listBlogPosts, readBlogPostVerb } from './read-blog';
import { VisitorHasher } from './visitor-hash';

/** The blog as visitors read it: the list, a post (its view counted), the categories, and the RSS feed. */
export const blogRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  // One per app: the day's random key of the visitors' hashes lives here.
  const readBlogPost = readBlogPostVerb(new VisitorHasher());

  app.get(
    '/api/blog/posts',
    {
      config: { access: 'public' },
      schema: { querystring: blogPostsQuery, response: { 200: blogPostsResponse, '4xx': errorBody } },
    },
    async (request) => listBlogPosts({ ctx: request.ctx, input: request.query }),
  );

  app.get(
    '/api/blog/posts/:slug',
    {
      config: { access: 'public' },
      schema: { params: blogSlugParam, response: { 200: blogPostDetail, '4xx': errorBody } },
    },
    async (request, reply) => {
      // Each read counts (at most once a day per visitor), so no cache may answer for us.
      reply.header('Cache-Control', 'no-store');
      return readBlogPost({
        ctx: request.ctx,
        input: { slug: request.params.slug, userAgent: request.headers['user-agent'] },
      });
    },
  );

  app.get(
    '/api/blog/categories',
    { config: { access: 'public' }, schema: { response: { 200: blogCategoriesResponse, '4xx': errorBody } } },
    async (request) => listBlogCategories({ ctx: request.ctx }),
  );

  app.get('/blog/rss.xml', { config: { access: 'public' } }, async (request, reply) => {
    const now = new Date();
    const rows = await selectVisiblePostsForFeeds(request.ctx.db, now, RSS_ITEMS);
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(blogRssXml(rows, publicUrl, now));
  });
};
