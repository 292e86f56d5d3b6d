import type { AdminBlogPost, SaveBlogPostRequest } from '@botlens/contracts';

/** The post form's fields as the inputs hold them (text everywhere; tags comma-separated). */
export type PostFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  markdown: string;
  tags: string;
  categoryId: string;
  featuredImage: string;
  status: 'draft' | 'published';
  publishedAt: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local input shows it, in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formValuesOf(post: AdminBlogPost | undefined): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    markdown: post?.markdown ?? '',
    tags: post?.tags.join(', ') ?? '',
    categoryId: post?.categoryId ? String(post.categoryId) : 'none',
    featuredImage: post?.featuredImage ?? '',
    status: post?.status === 'draft' || !post ? 'draft' : 'published',
    publishedAt: toLocalInput(post?.publishedAt ?? null),
  };
}

/** The request a save sends: empty fields as the server's defaults, the local date as an instant. */
export function saveRequestOf(values: PostFormValues): SaveBlogPostRequest {
  const tags = values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  const date = values.publishedAt ? new Date(values.publishedAt) : null;
  return {
    title: values.title,
    slug: values.slug.trim(),
    excerpt: values.excerpt,
    markdown: values.markdown,
    tags,
    categoryId: values.categoryId === 'none' ? null : Number(values.categoryId),
    featuredImage: values.featuredImage.trim() || null,
    status: values.status,
    publishedAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
  };
}
