import {
  adminBlogPost,
  adminBlogPostsQuery,
  adminBlogPostsResponse,
  blogCategoriesResponse,
  blogCategory,
  blogPostVisibilityRequest,
  blogPreviewRequest,
  blogPreviewResponse,
  errorBody,
  idParam,
  saveBlogCategoryRequest,
  saveBlogPostRequest,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createBlogCategory,
  deleteBlogCategory,
  listAdminBlogCategories,
  updateBlogCategory,
} from './manage-blog-categories';
import {
  createBlogPost,
  deleteBlogPost,
  listAdminBlogPosts,
  previewBlogMarkdown,
  readAdminBlogPost,
  setBlogPostVisibility,
  updateBlogPost,
} from './manage-blog-posts';

// 100,000 characters of Markdown escaped in JSON, plus the other fields, with room to spare.
const POST_BODY_LIMIT = 512 * 1024;
const SMALL_BODY_LIMIT = 4 * 1024;
const deleted = z.object({ deleted: z.literal(true) });

/** The Blog section of the admin Content tab: posts in Markdown, aggregated items hidden or shown, categories. */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/blog/posts',
    {
      config: { access: 'admin' },
      schema: {
        querystring: adminBlogPostsQuery,
        response: { 200: adminBlogPostsResponse, '4xx': errorBody },
      },
    },
    async (request) => listAdminBlogPosts({ ctx: request.userCtx(), input: request.query }),
  );

  app.get(
    '/api/admin/blog/posts/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParam, response: { 200: adminBlogPost, '4xx': errorBody } },
    },
    async (request) => readAdminBlogPost({ ctx: request.userCtx(), input: request.params }),
  );

  app.post(
    '/api/admin/blog/posts',
    {
      bodyLimit: POST_BODY_LIMIT,
      config: { access: 'admin' },
      schema: { body: saveBlogPostRequest, response: { 201: adminBlogPost, '4xx': errorBody } },
    },
    async (request, reply) => {
      const post = await createBlogPost({ ctx: request.userCtx(), input: request.body });
      return reply.code(201).send(post);
    },
  );

  app.put(
    '/api/admin/blog/posts/:id',
    {
      bodyLimit: POST_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        params: idParam,
        body: saveBlogPostRequest,
        response: { 200: adminBlogPost, '4xx': errorBody },
      },
    },
    async (request) =>
      updateBlogPost({ ctx: request.userCtx(), input: { ...request.body, id: request.params.id } }),
  );

  app.put(
    '/api/admin/blog/posts/:id/visibility',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        params: idParam,
        body: blogPostVisibilityRequest,
        response: { 200: adminBlogPost, '4xx': errorBody },
      },
    },
    async (request) =>
      setBlogPostVisibility({ ctx: request.userCtx(), input: { id: request.params.id, ...request.body } }),
  );

  app.delete(
    '/api/admin/blog/posts/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParam, response: { 200: deleted, '4xx': errorBody } },
    },
    async (request) => {
      await deleteBlogPost({ ctx: request.userCtx(), input: request.params });
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/admin/blog/preview',
    {
      bodyLimit: POST_BODY_LIMIT,
      config: { access: 'admin' },
      schema: { body: blogPreviewRequest, response: { 200: blogPreviewResponse, '4xx': errorBody } },
    },
    async (request) => previewBlogMarkdown({ input: request.body }),
  );

  app.get(
    '/api/admin/blog/categories',
    { config: { access: 'admin' }, schema: { response: { 200: blogCategoriesResponse, '4xx': errorBody } } },
    async (request) => listAdminBlogCategories({ ctx: request.userCtx() }),
  );

  app.post(
    '/api/admin/blog/categories',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'admin' },
      schema: { body: saveBlogCategoryRequest, response: { 201: blogCategory, '4xx': errorBody } },
    },
    async (request, reply) => {
      const category = await createBlogCategory({ ctx: request.userCtx(), input: request.body });
      return reply.code(201).send(category);
    },
  );

  app.put(
    '/api/admin/blog/categories/:id',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        params: idParam,
        body: saveBlogCategoryRequest,
        response: { 200: blogCategory, '4xx': errorBody },
      },
    },
    async (request) =>
      updateBlogCategory({ ctx: request.userCtx(), input: { ...request.body, id: request.params.id } }),
  );

  app.delete(
    '/api/admin/blog/categories/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParam, response: { 200: deleted, '4xx': errorBody } },
    },
    async (request) => {
      await deleteBlogCategory({ ctx: request.userCtx(), input: request.params });
      return { deleted: true as const };
    },
  );
};
