import { BLOG_CARD_MAX_TAGS, type BlogPostSummary } from '@botlens/contracts';
import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { longDate, relativeDate } from '../relative-date';
import { CategoryLabel } from './category-label';

/** A card of /blog: image, category, title, excerpt, at most three tags, date and, for news, its source. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const tags = post.tags.slice(0, BLOG_CARD_MAX_TAGS);
  return (
    <Card className="flex h-full min-w-0 flex-col overflow-hidden">
      {post.featuredImage && (
        <img
          src={post.featuredImage}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          className="aspect-[16/9] w-full object-cover"
        />
      )}
      <CardContent className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {post.category ? <CategoryLabel category={post.category} on="list" /> : <span />}
          <time
            dateTime={post.publishedAt}
            title={longDate(post.publishedAt)}
            className="text-sm text-slate-500"
          >
            {relativeDate(post.publishedAt)}
          </time>
        </div>
        <h2 className="text-lg font-semibold leading-snug text-slate-900 break-words">
          <Link href={`/blog/${post.slug}`} className="hover:underline focus-visible:underline">
            {post.title}
          </Link>
        </h2>
        {post.excerpt && <p className="line-clamp-3 text-sm text-slate-600 break-words">{post.excerpt}</p>}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {tags.map((tag) => (
            <Badge key={tag} variant="neutral" className="max-w-full truncate">
              {tag}
            </Badge>
          ))}
        </div>
        {post.sourceName && post.sourceUrl && (
          <a
            href={post.sourceUrl}
            target="_blank"
            rel="noopener nofollow"
            className="inline-flex items-center gap-1 text-sm text-primary hover:underline break-all"
          >
            {post.sourceName}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens the source in a new tab)</span>
          </a>
        )}
      </CardContent>
    </Card>
  );
}
