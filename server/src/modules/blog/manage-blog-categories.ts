import type { BlogCategory, saveBlogCategoryRequest } from '@botlens/contracts';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import {
  deleteCategory,
  insertCategory,
  selectCategoriesWithCounts,
  selectCategoryById,
  updateCategory,
} from './blog.queries';
import { toCategory } from './blog-dto';
import { slugFromTitle } from './blog-slug';

type SaveCategory = z.output<typeof saveBlogCategoryRequest>;

const NOT_FOUND = 'This category does not exist';
const slugTaken = (slug: string) =>
  new ConflictError(`A category with the slug "${slug}" already exists: choose another name or slug`, 'slug');

function categoryValues(input: SaveCategory) {
  return {
    name: input.name,
    slug: input.slug ? input.slug : slugFromTitle(input.name, 'category'),
    // One spelling, so the same colour is the same text everywhere.
    color: input.color.toUpperCase(),
  };
}

/** GET /api/admin/blog/categories: each with the number of posts of every state in it. */
export async function listAdminBlogCategories({ ctx }: { ctx: UserCtx }): Promise<BlogCategory[]> {
  return (await selectCategoriesWithCounts(ctx.db, 'all')).map(toCategory);
}

async function withCount(ctx: UserCtx, id: number): Promise<BlogCategory> {
  const row = (await selectCategoriesWithCounts(ctx.db, 'all')).find((category) => category.id === id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toCategory(row);
}

export async function createBlogCategory({ ctx, input }: { ctx: UserCtx; input: SaveCategory }) {
  const values = categoryValues(input);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const row = await insertCategory(tx, values);
      await recordAdminAction(tx, ctx, {
        action: 'blog.category.created',
        targetType: 'blog-category',
        targetId: row.id,
        details: values,
      });
      return row.id;
    });
    return withCount(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(values.slug);
    throw error;
  }
}

export async function updateBlogCategory({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: SaveCategory & { id: number };
}) {
  const values = categoryValues(input);
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await selectCategoryById(tx, input.id);
      if (!before) throw new NotFoundError(NOT_FOUND);
      await updateCategory(tx, input.id, values);
      await recordAdminAction(tx, ctx, {
        action: 'blog.category.updated',
        targetType: 'blog-category',
        targetId: input.id,
        details: { before: { name: before.name, slug: before.slug, color: before.color }, after: values },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(values.slug);
    throw error;
  }
  return withCount(ctx, input.id);
}

/** DELETE /api/admin/blog/categories/:id: the posts in it stay, without a category. */
export async function deleteBlogCategory({ ctx, input }: { ctx: UserCtx; input: { id: number } }) {
  await ctx.db.transaction(async (tx) => {
    const row = await deleteCategory(tx, input.id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    await recordAdminAction(tx, ctx, {
      action: 'blog.category.deleted',
      targetType: 'blog-category',
      targetId: input.id,
      details: { name: row.name, slug: row.slug },
    });
  });
}
