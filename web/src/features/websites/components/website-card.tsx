import type { Website } from '@botlens/contracts';
import { ChartColumn, Globe, Settings, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { policyStudioHref } from '@/features/robots-policy/components/policy-studio-link';
import { WebsiteActivityBadge } from './website-activity-badge';

export function WebsiteCard({ website }: { website: Website }) {
  return (
    <Card className="flex flex-col transition-shadow hover:shadow-md">
      <CardHeader className="pb-3">
        <div className="flex items-start justify-between gap-3">
          <CardTitle level={2} className="min-w-0 truncate text-lg" title={website.name}>
            {website.name}
          </CardTitle>
          <WebsiteActivityBadge lastEventAt={website.lastEventAt} />
        </div>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
          <Globe aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate" title={website.domain}>
            {website.domain}
          </span>
        </p>
      </CardHeader>
      <CardContent className="mt-auto space-y-4">
        <p className="truncate font-mono text-xs text-slate-600" title={website.trackingId}>
          ID: {website.trackingId}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={`/dashboard?website=${website.id}`} aria-label={`Analytics for ${website.name}`}>
              <ChartColumn aria-hidden="true" />
              Analytics
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link
              href={`/embed-code?website=${website.id}`}
              aria-label={`Setup tracking for ${website.name}`}
            >
              <Settings aria-hidden="true" />
              Setup
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm" className="col-span-2">
            <Link href={policyStudioHref(website.id)} aria-label={`AI crawler access for ${website.name}`}>
              <ShieldCheck aria-hidden="true" />
              AI crawler access
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Part 1 §9: three of these while the list loads. */
export function WebsiteCardSkeleton() {
  return (
    <Card className="space-y-4 p-6">
      <div className="flex items-start justify-between gap-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-14 rounded-full" />
      </div>
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-3 w-3/4" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="col-span-2 h-8" />
      </div>
    </Card>
  );
}
