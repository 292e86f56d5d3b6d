import {
  BLOG_FALLBACK_COLOR_LIST,
  BLOG_PAGE_SIZE,
  type BlogCategory,
  MAX_BLOG_SEARCH_LENGTH,
} from '@botlens/contracts';
import { Rss } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddressParams } from '@/lib/use-address-params';
import { type BlogView, blogViewFrom } from './blog-params';
import { PostCard } from './components/post-card';
import { useBlogCategoriesQuery, useBlogPostsQuery } from './use-blog-queries';

// Typing waits this long after the last key before it searches (and changes the address).
const SEARCH_DELAY_MS = 300;

/** `/blog`: the posts, twelve a page, by category (?category=<slug>) and search (?search=). */
export function BlogPage() {
  const { params, setParams } = useAddressParams();
  const view = blogViewFrom(params);
  // A new filter or search starts again at page 1; the address keeps only what differs from the default.
  const change = (changes: Partial<BlogView>) => {
    const next = { ...view, page: 1, ...changes };
    const search = new URLSearchParams();
    if (next.category) search.set('category', next.category);
    if (next.search) search.set('search', next.search);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  const posts = useBlogPostsQuery(view);
  const categories = useBlogCategoriesQuery();
  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="AI & SEO News"
        description="The latest on AI crawlers, AI search and SEO"
        actions={
          <Button asChild variant="outline" size="sm">
            <a href="/blog/rss.xml">
              <Rss aria-hidden="true" />
              RSS feed
            </a>
          </Button>
        }
      />
      <search aria-label="Filter the articles" className="flex min-w-0 flex-col gap-4">
        <BlogSearch value={view.search} onSearch={(search) => change({ search })} />
        <CategoryFilter
          categories={categories.data ?? []}
          selected={view.category}
          onSelect={(category) => change({ category })}
        />
      </search>
      <QueryState
        query={posts}
        errorTitle="Could not load the articles"
        skeleton={
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-64 w-full" />
            ))}
          </div>
        }
      >
        {(page) =>
          page.posts.length === 0 ? (
            <EmptyState
              icon="📰"
              title="No articles found"
              description={
                view.search || view.category ? 'Try another search or category.' : 'Check back soon for news.'
              }
            />
          ) : (
            <div className="space-y-6">
              <p className="sr-only" aria-live="polite">
                {page.total} {page.total === 1 ? 'article' : 'articles'}
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {page.posts.map((post) => (
                  <li key={post.id} className="min-w-0">
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
              {/* Part 2 §9: the buttons show only when the results are more than one page. */}
              {page.total > BLOG_PAGE_SIZE && (
                <Pagination
                  label="Articles"
                  page={page.page}
                  pageCount={page.totalPages}
                  onPageChange={(next) => change({ page: next })}
                />
              )}
            </div>
          )
        }
      </QueryState>
    </PageContainer>
  );
}

function BlogSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // The address changed on its own (back, a link): the field follows it.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <SearchField
      label="Search articles"
      placeholder="Search title, excerpt or tags"
      value={text}
      maxLength={MAX_BLOG_SEARCH_LENGTH}
      onValueChange={setText}
      className="sm:max-w-md"
    />
  );
}

function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly BlogCategory[];
  selected: string | undefined;
  onSelect: (category: string | undefined) => void;
}) {
  const option = (slug: string | undefined, label: string, color?: string | null) => (
    <li key={slug ?? 'all'}>
      <Button
        variant={selected === slug ? 'default' : 'outline'}
        size="sm"
        aria-pressed={selected === slug}
        onClick={() => onSelect(slug)}
      >
        {color && (
          <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: color }} />
        )}
        {label}
      </Button>
    </li>
  );
  return (
    <ul aria-label="Categories" className="flex flex-wrap gap-2">
      {option(undefined, 'All')}
      {categories.map((category) =>
        option(
          category.slug,
          `${category.name} (${category.postCount})`,
          category.color ?? BLOG_FALLBACK_COLOR_LIST,
        ),
      )}
    </ul>
  );
}
