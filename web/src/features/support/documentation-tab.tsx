import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useUserDocQuery, useUserDocsQuery } from './use-support-queries';

function DocPage({ slug }: { slug: string }) {
  const doc = useUserDocQuery(slug);
  return (
    <QueryState query={doc} errorTitle="Could not load this page" skeleton={<TableSkeleton rows={6} />}>
      {(page) => (
        <article
          className="prose-docs max-w-none space-y-4 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_pre]:whitespace-pre-wrap [&_pre]:break-words [&_pre]:rounded-md [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_th]:text-left [&_ul]:list-disc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from the repository's Markdown and cut to an allow-list by the server (render-markdown.ts)
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
      )}
    </QueryState>
  );
}

/** The documentation pages (docs/user in the repository), a list beside the open page. */
export function DocumentationTab({
  slug,
  onOpen,
}: {
  slug: string | undefined;
  onOpen: (slug: string) => void;
}) {
  const docs = useUserDocsQuery();
  return (
    <QueryState
      query={docs}
      errorTitle="Could not load the documentation"
      skeleton={<TableSkeleton rows={4} />}
    >
      {(pages) => {
        const open = pages.find((page) => page.slug === slug)?.slug ?? pages[0]?.slug;
        return (
          <div className="grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
            <nav aria-label="Documentation pages">
              <ul className="grid gap-1">
                {pages.map((page) => (
                  <li key={page.slug}>
                    <Button
                      variant={page.slug === open ? 'outline' : 'ghost'}
                      className="h-auto w-full justify-start whitespace-normal text-left"
                      aria-current={page.slug === open ? 'page' : undefined}
                      onClick={() => onOpen(page.slug)}
                    >
                      {page.title}
                    </Button>
                  </li>
                ))}
              </ul>
            </nav>
            <Card className="min-w-0">
              <CardContent className="p-6">{open ? <DocPage slug={open} /> : null}</CardContent>
            </Card>
          </div>
        );
      }}
    </QueryState>
  );
}
