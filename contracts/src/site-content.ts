import { z } from 'zod';
import { markdownField } from './markdown';

/** The four editable blocks of the admin Content tab (part 2, "Content Management"), in its order. */
export const CONTENT_BLOCK_KEYS = [
  'homepage-hero',
  'feature-announcements',
  'chatgpt-indexing',
  'seo-analysis',
] as const;
export type ContentBlockKey = (typeof CONTENT_BLOCK_KEYS)[number];

export const CONTENT_BLOCK_LABELS: Record<ContentBlockKey, string> = {
  'homepage-hero': 'Homepage Hero',
  'feature-announcements': 'Feature Announcements',
  'chatgpt-indexing': 'ChatGPT Indexing Content',
  'seo-analysis': 'SEO Analysis Content',
};

export const MAX_CONTENT_MARKDOWN = 20_000;

export const contentKeyParam = z.object({ key: z.enum(CONTENT_BLOCK_KEYS) });

/** GET /api/content (public): each block's current text as sanitised HTML, and its version. */
export const publicContentBlock = z.object({ html: z.string(), version: z.number().int() });
export const publicContentResponse = z.object({
  'homepage-hero': publicContentBlock,
  'feature-announcements': publicContentBlock,
  'chatgpt-indexing': publicContentBlock,
  'seo-analysis': publicContentBlock,
});
export type PublicContentResponse = z.infer<typeof publicContentResponse>;

/** One version of a block, as the admin sees it. */
export const contentBlockVersion = z.object({
  key: z.enum(CONTENT_BLOCK_KEYS),
  version: z.number().int(),
  markdown: z.string(),
  html: z.string(),
  createdByEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type ContentBlockVersion = z.infer<typeof contentBlockVersion>;

/** GET /api/admin/content: the current version of each block. */
export const adminContentResponse = z.array(contentBlockVersion);
export type AdminContentResponse = z.infer<typeof adminContentResponse>;

/** PUT /api/admin/content/:key: the new text and the version it was edited from (else 409). */
export const saveContentBlockRequest = z
  .object({
    markdown: markdownField('Text', MAX_CONTENT_MARKDOWN),
    baseVersion: z.number().int().min(1),
  })
  .strict();
export type SaveContentBlockRequest = z.infer<typeof saveContentBlockRequest>;

/** GET /api/admin/content/:key/versions: newest first. */
export const contentBlockVersionsResponse = z.array(contentBlockVersion);
export type ContentBlockVersionsResponse = z.infer<typeof contentBlockVersionsResponse>;

/** POST /api/admin/content/:key/restore: the old version's text becomes a new version. */
export const restoreContentBlockRequest = z.object({ version: z.number().int().min(1) }).strict();
export type RestoreContentBlockRequest = z.infer<typeof restoreContentBlockRequest>;
