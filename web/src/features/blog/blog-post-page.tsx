import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArticleHtml } from './components/article-html';
import { CategoryLabel } from './components/category-label';
import { longDate, relativeDate } from './relative-date';
import { useBlogPostQuery } from './use-blog-queries';

function BackToBlog() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link href="/blog">
        <ArrowLeft aria-hidden="true" />
        Back to Blog
      </Link>
    </Button>
  );
}

/** `/blog/<slug>`: the post; any failure to fetch it is part 2's 'Post Not Found' page. */
export function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const query = useBlogPostQuery(slug);
  const post = query.data ?? null;
  useDocumentTitle(post ? post.title : query.isPending ? 'AI & SEO News' : 'Post Not Found');
  if (query.isPending)
    return (
      <PageContainer className="max-w-3xl space-y-4">
        <BackToBlog />
        <Skeleton role="status" aria-label="Loading the article" className="h-96 w-full" />
      </PageContainer>
    );
  if (!post) {
    // Part 2 §8: a failed fetch shows Post Not Found; a network failure also offers to try again.
    const notFound = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <PageContainer className="max-w-3xl space-y-4">
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-surface-muted p-8 text-center">
          <span aria-hidden="true" className="text-3xl">
            📰
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Post Not Found</h1>
          <p className="max-w-sm text-slate-600">
            The article you are looking for does not exist or has been removed.
          </p>
          <Button asChild className="mt-2">
            <Link href="/blog">
              <ArrowLeft aria-hidden="true" />
              Back to Blog
            </Link>
          </Button>
        </div>
        {!notFound && (
          <LoadError
            title="Could not load the article"
            error={query.error}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-3xl space-y-6">
      <BackToBlog />
      <article className="min-w-0 space-y-6">
        <header className="space-y-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
            {post.category && <CategoryLabel category={post.category} on="detail" />}
            <time dateTime={post.publishedAt} title={longDate(post.publishedAt)}>
              {relativeDate(post.publishedAt)}
            </time>
            <span>
              {post.views} {post.views === 1 ? 'view' : 'views'}
            </span>
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 break-words sm:text-3xl">
            {post.title}
          </h1>
          {/* An aggregated item's excerpt is the start of its own text: shown once, below. */}
          {post.excerpt && !post.sourceName && (
            <p className="text-lg text-slate-600 break-words">{post.excerpt}</p>
          )}
          {post.sourceName && post.sourceUrl && (
            <p className="text-sm text-slate-600">
              Source:{' '}
              <a
                href={post.sourceUrl}
                target="_blank"
                rel="noopener nofollow"
                className="inline-flex items-center gap-1 text-primary underline break-all"
              >
                {post.sourceName}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </p>
          )}
        </header>
        {post.featuredImage && (
          <img
            src={post.featuredImage}
            alt=""
            referrerPolicy="no-referrer"
            className="aspect-[16/9] w-full rounded-lg object-cover"
          />
        )}
        <ArticleHtml html={post.content} />
        {post.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-2 border-t pt-4">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </article>
    </PageContainer>
  );
}
