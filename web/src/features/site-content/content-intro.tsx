import type { ContentBlockKey } from '@botlens/contracts';
import { ContentHtml } from './content-html';
import { usePublicContentQuery } from './use-site-content-queries';

/**
 * A page's editable introduction (the ChatGPT Indexing or SEO Analysis Content block), styled as the page
 * header's description. `fallback` is the product's own text, shown while the block loads or if it cannot.
 */
export function ContentIntro({ block, fallback }: { block: ContentBlockKey; fallback: string }) {
  const html = usePublicContentQuery().data?.[block]?.html;
  if (html === undefined) return <p className="text-slate-600">{fallback}</p>;
  if (html === '') return null;
  return (
    <ContentHtml html={html} className="space-y-2 text-slate-600 [&_h1]:font-semibold [&_h2]:font-semibold" />
  );
}
