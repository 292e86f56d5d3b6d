import { cn } from '@/lib/utils';

/**
 * A content block's HTML, as the server rendered it from the administrator's Markdown and cut to its
 * allow-list (lib/render-markdown.ts: no scripts, styles, frames or event handlers; https, mailto and site
 * links only). Screens style its elements through `className`.
 */
export function ContentHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'section';
}) {
  return (
    <Tag
      className={cn(
        '[&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised with an allow-list by the server (renderContentMarkdown)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
