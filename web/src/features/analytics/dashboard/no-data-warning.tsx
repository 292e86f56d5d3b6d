import type { Website } from '@botlens/contracts';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** Part 1 §2.9: shown while the selected website has no bot hits in the range. */
export function NoDataWarning({ website }: { website: Website }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 space-y-1">
          {/* A long name is cut after two lines; the whole of it shows on hover. */}
          <p className="line-clamp-2 font-semibold break-words text-amber-900" title={website.name}>
            No bot data detected for {website.name}
          </p>
          <p className="text-sm text-amber-900">
            Install the tracking code to start collecting bot analytics data.
          </p>
        </div>
      </div>
      <Button asChild variant="outline" size="sm" className="border-amber-400 bg-white">
        <Link href={`/embed-code?website=${website.id}`}>Get Tracking Code</Link>
      </Button>
    </div>
  );
}
