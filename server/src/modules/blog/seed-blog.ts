import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/pg-errors';
import { renderArticleMarkdown } from '../../lib/render-markdown';
import { countRows, insertCategory, insertPost } from './blog.queries';
import { STARTER_CATEGORIES, STARTER_POSTS } from './starter-posts';

const DAY_MS = 86_400_000;

/**
 * The starter categories and posts, on a first start only: each is written when its table is empty, never
 * over what the administrators made (an emptied blog stays empty once it has categories or posts of its
 * own; deleting every post and category brings the starters back at the next start).
 */
export async function seedBlog(db: Database, now = new Date()): Promise<void> {
  try {
    await writeStarters(db, now);
  } catch (error) {
    // Another server starting on the same database seeded them first.
    if (!isUniqueViolation(error)) throw error;
  }
}

async function writeStarters(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await countRows(tx);
    if (existing.categories > 0 || existing.posts > 0) return;
    const categoryIds = new Map<string, number>();
    for (const category of STARTER_CATEGORIES) {
      const row = await insertCategory(tx, category);
      categoryIds.set(row.slug, row.id);
    }
    for (const post of STARTER_POSTS) {
      await insertPost(tx, {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        markdown: post.markdown,
        contentHtml: renderArticleMarkdown(post.markdown),
        categoryId: categoryIds.get(post.category) ?? null,
        tags: post.tags,
        status: 'published',
        publishedAt: new Date(now.getTime() - post.daysAgo * DAY_MS),
        origin: 'own',
      });
    }
  });
}
