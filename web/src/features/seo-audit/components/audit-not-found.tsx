import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Part 2 §2: an unknown (or malformed) audit id. */
export function AuditNotFound() {
  useDocumentTitle('Audit Not Found');
  return (
    <PageContainer className="max-w-3xl">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <SearchX aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">Audit Not Found</h1>
          <p className="text-slate-600">The requested audit could not be found.</p>
          <Button asChild>
            <Link href="/ai-seo-analysis">
              <ArrowLeft aria-hidden="true" />
              Back to AI SEO Analysis
            </Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
