import { ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AccessDeniedPage() {
  useDocumentTitle('Access denied');
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <ShieldX aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="text-3xl font-bold tracking-tight">Access denied</h1>
      <p className="max-w-md text-slate-600">This page is only available to administrators.</p>
      <Button asChild variant="outline">
        <Link href="/">Back to your websites</Link>
      </Button>
    </PageContainer>
  );
}
