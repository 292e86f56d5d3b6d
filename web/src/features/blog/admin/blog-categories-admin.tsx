import { BLOG_FALLBACK_COLOR_LIST, type BlogCategory } from '@botlens/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useAdminBlogCategoriesQuery, useDeleteBlogCategoryMutation } from '../use-blog-queries';
import { BlogCategoryFormDialog } from './blog-category-form-dialog';

/** The Blog section's Categories: names, slugs and colours; a delete leaves its posts without one. */
export function BlogCategoriesAdmin() {
  const categories = useAdminBlogCategoriesQuery();
  return (
    <div className="min-w-0 space-y-4">
      <div className="flex justify-end">
        <BlogCategoryFormDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              New category
            </Button>
          }
        />
      </div>
      {categories.isError ? (
        <LoadError
          title="Could not load the categories"
          error={categories.error}
          onRetry={() => categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : (
        <DataTable
          caption="Blog categories"
          columns={COLUMNS}
          rows={categories.data ?? undefined}
          rowKey={(category) => category.id}
          loading={categories.isPending}
          className="min-w-[520px]"
          empty="No categories yet. Add one with New category."
        />
      )}
    </div>
  );
}

const COLUMNS: DataTableColumn<BlogCategory>[] = [
  {
    id: 'name',
    header: 'Name',
    isRowHeader: true,
    cellClassName: 'font-medium break-words',
    cell: (category) => (
      <span className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-3 shrink-0 rounded-full border"
          style={{ backgroundColor: category.color ?? BLOG_FALLBACK_COLOR_LIST }}
        />
        {category.name}
      </span>
    ),
  },
  { id: 'slug', header: 'Slug', cellClassName: 'font-mono text-sm', cell: (category) => category.slug },
  {
    id: 'color',
    header: 'Colour',
    cellClassName: 'font-mono text-sm',
    cell: (category) => category.color ?? '—',
  },
  { id: 'posts', header: 'Posts', align: 'right', cell: (category) => category.postCount },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    cell: (category) => <CategoryActions category={category} />,
  },
];

function CategoryActions({ category }: { category: BlogCategory }) {
  const remove = useDeleteBlogCategoryMutation();
  return (
    <div className="flex justify-end gap-1">
      <BlogCategoryFormDialog
        category={category}
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Edit ${category.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        }
      />
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Delete ${category.name}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        }
        title={`Delete the category "${category.name}"?`}
        description={
          category.postCount > 0
            ? `Its ${category.postCount} ${category.postCount === 1 ? 'post stays' : 'posts stay'} on the blog without a category. This action cannot be undone.`
            : 'This action cannot be undone.'
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => remove.mutateAsync(category.id)}
      />
    </div>
  );
}
