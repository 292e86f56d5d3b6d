import {
  type AdminBlogPost,
  BLOG_POST_STATE_LABELS,
  type BlogOriginFilter,
  type BlogPostState,
} from '@botlens/contracts';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Badge, type StatusVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { longDate } from '../relative-date';
import {
  useAdminBlogPostsQuery,
  useBlogPostVisibilityMutation,
  useDeleteBlogPostMutation,
} from '../use-blog-queries';
import { BlogPostFormDialog } from './blog-post-form-dialog';

const STATE_VARIANTS: Record<BlogPostState, StatusVariant> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  hidden: 'warning',
};
const ORIGIN_OPTIONS: { value: BlogOriginFilter; label: string }[] = [
  { value: 'all', label: 'All posts' },
  { value: 'own', label: 'Our posts' },
  { value: 'feed', label: 'Aggregated news' },
];
const SEARCH_DELAY_MS = 300;

/** The Blog section's Posts: the team's posts and the aggregated items, paged on the server. */
export function BlogPostsAdmin() {
  const [origin, setOrigin] = useState<BlogOriginFilter>('all');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const posts = useAdminBlogPostsQuery({ origin, page, search });
  return (
    <div className="min-w-0 space-y-4">
      <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            label="Search posts"
            placeholder="Search posts"
            value={text}
            onValueChange={setText}
            className="sm:w-64"
          />
          <SelectField
            id="blog-posts-origin"
            label="Show"
            value={origin}
            options={ORIGIN_OPTIONS}
            onValueChange={(value) => {
              setOrigin(value as BlogOriginFilter);
              setPage(1);
            }}
            className="sm:w-48"
          />
        </div>
        <BlogPostFormDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              New post
            </Button>
          }
        />
      </div>
      {posts.isError ? (
        <LoadError
          title="Could not load the posts"
          error={posts.error}
          onRetry={() => posts.refetch()}
          retrying={posts.isFetching}
        />
      ) : (
        <DataTable
          caption="Blog posts"
          columns={COLUMNS}
          rows={posts.data?.posts}
          rowKey={(post) => post.id}
          loading={posts.isPending}
          className="min-w-[760px]"
          empty="No posts match. Write one with New post."
          pagination={
            posts.data && posts.data.totalPages > 1
              ? { page: posts.data.page, pageCount: posts.data.totalPages, onPageChange: setPage }
              : undefined
          }
        />
      )}
    </div>
  );
}

const COLUMNS: DataTableColumn<AdminBlogPost>[] = [
  {
    id: 'title',
    header: 'Title',
    isRowHeader: true,
    cellClassName: 'max-w-xs break-words font-medium',
    cell: (post) => (
      <div className="space-y-0.5">
        <div>{post.title}</div>
        <div className="text-xs font-normal text-muted-foreground">
          {post.origin === 'feed' ? `From ${post.sourceName ?? 'a feed'}` : `/blog/${post.slug}`}
        </div>
      </div>
    ),
  },
  { id: 'category', header: 'Category', cell: (post) => post.categoryName ?? '—' },
  {
    id: 'state',
    header: 'Status',
    cell: (post) => <Badge variant={STATE_VARIANTS[post.state]}>{BLOG_POST_STATE_LABELS[post.state]}</Badge>,
  },
  { id: 'date', header: 'Date', cell: (post) => (post.publishedAt ? longDate(post.publishedAt) : '—') },
  { id: 'views', header: 'Views', align: 'right', cell: (post) => post.viewCount.toLocaleString('en-US') },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    cell: (post) => <PostActions post={post} />,
  },
];

function PostActions({ post }: { post: AdminBlogPost }) {
  const remove = useDeleteBlogPostMutation();
  const visibility = useBlogPostVisibilityMutation();
  const hidden = post.status === 'hidden';
  return (
    <div className="flex justify-end gap-1">
      {post.origin === 'own' ? (
        <BlogPostFormDialog
          post={post}
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Edit ${post.title}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          }
        />
      ) : (
        <Button
          variant="ghost"
          size="sm"
          disabled={visibility.isPending}
          aria-label={`${hidden ? 'Show' : 'Hide'} ${post.title}`}
          onClick={() => visibility.mutate({ id: post.id, hidden: !hidden })}
        >
          {hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {hidden ? 'Show' : 'Hide'}
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Delete ${post.title}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        }
        title="Delete this post?"
        description={`"${post.title}" and its view counts are removed. This action cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => remove.mutateAsync(post.id)}
      />
    </div>
  );
}
