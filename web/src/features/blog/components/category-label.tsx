import {
  BLOG_FALLBACK_COLOR_DETAIL,
  BLOG_FALLBACK_COLOR_LIST,
  type BlogPostSummary,
} from '@botlens/contracts';
import { cn } from '@/lib/utils';

/**
 * A post's category: its name beside a dot of its colour (part 2 §9's fallback colours when it has none).
 * The colour is the administrators' data, so it marks the dot and never colours text a reader must read.
 */
export function CategoryLabel({
  category,
  on,
  className,
}: {
  category: NonNullable<BlogPostSummary['category']>;
  on: 'list' | 'detail';
  className?: string;
}) {
  const color = category.color ?? (on === 'list' ? BLOG_FALLBACK_COLOR_LIST : BLOG_FALLBACK_COLOR_DETAIL);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium text-slate-700', className)}>
      <span
        aria-hidden="true"
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: color }}
      />
      {category.name}
    </span>
  );
}
