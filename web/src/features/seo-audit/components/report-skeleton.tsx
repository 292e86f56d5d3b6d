import { PageContainer } from '@/components/layout/page-container';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The report's shape while it loads. */
export function ReportSkeleton() {
  return (
    <PageContainer role="status" aria-label="Loading the audit report" className="space-y-6">
      <Skeleton className="h-4 w-64" />
      <Card>
        <CardContent className="grid gap-6 p-6 md:grid-cols-[1fr_18rem]">
          <div className="space-y-3">
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-80 max-w-full" />
            <div className="flex gap-2">
              <Skeleton className="h-10 w-32" />
              <Skeleton className="h-10 w-40" />
              <Skeleton className="h-10 w-32" />
            </div>
          </div>
          <Skeleton className="h-36 w-full" />
        </CardContent>
      </Card>
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-64 w-full" />
    </PageContainer>
  );
}
