import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { USER_DOC_SLUGS, type UserDoc } from '@botlens/contracts';
import { renderMarkdown } from '../../lib/render-markdown';

type Slug = (typeof USER_DOC_SLUGS)[number];

/**
 * The documentation pages, read from the repository's docs/user once and rendered (sanitised) at start,
 * so they change with the code and cost nothing per request. A page's title is its first heading.
 */
export async function loadUserDocs(dir: string): Promise<Map<Slug, UserDoc>> {
  const docs = new Map<Slug, UserDoc>();
  for (const slug of USER_DOC_SLUGS) {
    const markdown = await readFile(join(dir, `${slug}.md`), 'utf8');
    const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.replace(/`/g, '').trim() ?? slug;
    docs.set(slug, { slug, title, html: renderMarkdown(markdown) });
  }
  return docs;
}
