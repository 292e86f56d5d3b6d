import { cn } from '@/lib/utils';

/**
 * A post's HTML as the server stored it: rendered from Markdown (or taken from a feed) and cut to the
 * article allow-list (server/src/lib/render-markdown.ts: no scripts, styles, frames or event handlers;
 * outside links with rel="noopener nofollow", https images only). Styled here, never re-parsed.
 */
export function ArticleHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'min-w-0 break-words text-slate-800 leading-relaxed',
        '[&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold',
        '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4',
        '[&_li]:ml-6 [&_li]:mt-1 [&_ol]:list-decimal [&_ul]:list-disc [&_a]:text-primary [&_a]:underline',
        '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600',
        '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100',
        '[&_code]:font-mono [&_code]:text-[0.9em] [&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
        '[&_table]:mt-4 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised with the article allow-list by the server (sanitizeArticleHtml)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
