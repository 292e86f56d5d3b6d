import {
  adminBlogPost,
  adminBlogPostsResponse,
  type BlogOriginFilter,
  blogCategoriesResponse,
  blogCategory,
  blogPostDetail,
  blogPostsResponse,
  blogPreviewResponse,
  type SaveBlogCategoryRequest,
  type SaveBlogPostRequest,
} from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { sendApi } from '@/lib/api';
import { apiPath, apiQueryKey, apiUrl } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useApiQuery } from '@/lib/use-api-query';
import type { BlogView } from './blog-params';

const POSTS_URL = '/api/blog/posts';
const CATEGORIES_URL = '/api/blog/categories';
const ADMIN_POSTS_URL = '/api/admin/blog/posts';
const ADMIN_CATEGORIES_URL = '/api/admin/blog/categories';
const deleted = z.object({ deleted: z.literal(true) });

/** A page of the blog; while the filter or search changes, the previous page stays on screen. */
export function useBlogPostsQuery(view: BlogView) {
  const url = apiUrl(POSTS_URL, {
    category: view.category,
    search: view.search || undefined,
    page: view.page > 1 ? view.page : undefined,
  });
  return useApiQuery(url, { schema: blogPostsResponse, keepPreviousData: true });
}

/** One post (its view counted by the server); a 404 is the Post Not Found page. */
export function useBlogPostQuery(slug: string) {
  return useApiQuery(apiPath(POSTS_URL, slug), { schema: blogPostDetail });
}

export function useBlogCategoriesQuery() {
  return useApiQuery(CATEGORIES_URL, { schema: blogCategoriesResponse, staleTime: 60_000 });
}

// ---- The administrators' side ----

export function useAdminBlogPostsQuery(query: { origin: BlogOriginFilter; page: number; search: string }) {
  const url = apiUrl(ADMIN_POSTS_URL, {
    origin: query.origin === 'all' ? undefined : query.origin,
    page: query.page > 1 ? query.page : undefined,
    search: query.search || undefined,
  });
  return useApiQuery(url, { schema: adminBlogPostsResponse, on401: 'throw', keepPreviousData: true });
}

export function useAdminBlogCategoriesQuery() {
  return useApiQuery(ADMIN_CATEGORIES_URL, { schema: blogCategoriesResponse, on401: 'throw' });
}

/** After any change, both the admin lists and what visitors read are read again. */
function useRefreshBlog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ADMIN_POSTS_URL, ADMIN_CATEGORIES_URL, POSTS_URL, CATEGORIES_URL].map((url) =>
        queryClient.invalidateQueries({ queryKey: apiQueryKey(url) }),
      ),
    );
}

/** The form shows the server's refusal (a slug taken, a bad field) itself, so no toast here. */
export function useSaveBlogPostMutation(id: number | null) {
  const refresh = useRefreshBlog();
  return useApiMutation({
    mutationFn: (body: SaveBlogPostRequest) =>
      id === null
        ? sendApi('POST', ADMIN_POSTS_URL, body, adminBlogPost)
        : sendApi('PUT', apiPath(ADMIN_POSTS_URL, id), body, adminBlogPost),
    errorToast: false,
    onSuccess: () => refresh(),
  });
}

export function useDeleteBlogPostMutation() {
  const refresh = useRefreshBlog();
  return useApiMutation({
    mutationFn: (id: number) => sendApi('DELETE', apiPath(ADMIN_POSTS_URL, id), undefined, deleted),
    errorToast: { title: 'Could not delete the post' },
    onSuccess: () => refresh(),
  });
}

export function useBlogPostVisibilityMutation() {
  const refresh = useRefreshBlog();
  return useApiMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      sendApi('PUT', apiPath(ADMIN_POSTS_URL, id, 'visibility'), { hidden }, adminBlogPost),
    errorToast: { title: 'Could not change the item' },
    onSuccess: () => refresh(),
  });
}

export function useBlogPreviewMutation() {
  return useApiMutation({
    mutationFn: (markdown: string) =>
      sendApi('POST', '/api/admin/blog/preview', { markdown }, blogPreviewResponse),
    errorToast: { title: 'Could not render the preview' },
  });
}

export function useSaveBlogCategoryMutation(id: number | null) {
  const refresh = useRefreshBlog();
  return useApiMutation({
    mutationFn: (body: SaveBlogCategoryRequest) =>
      id === null
        ? sendApi('POST', ADMIN_CATEGORIES_URL, body, blogCategory)
        : sendApi('PUT', apiPath(ADMIN_CATEGORIES_URL, id), body, blogCategory),
    errorToast: false,
    onSuccess: () => refresh(),
  });
}

export function useDeleteBlogCategoryMutation() {
  const refresh = useRefreshBlog();
  return useApiMutation({
    mutationFn: (id: number) => sendApi('DELETE', apiPath(ADMIN_CATEGORIES_URL, id), undefined, deleted),
    errorToast: { title: 'Could not delete the category' },
    onSuccess: () => refresh(),
  });
}
