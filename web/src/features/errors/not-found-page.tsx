import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <SearchX aria-hidden="true" className="size-12 text-slate-600" />
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="max-w-md text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link href="/">Go to home page</Link>
      </Button>
    </PageContainer>
  );
}
