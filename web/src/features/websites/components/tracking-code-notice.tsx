import { CodeXml, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** Part 1 §2.5: shown whenever at least one website exists. */
export function TrackingCodeNotice() {
  return (
    <aside
      aria-label="Tracking code reminder"
      className="flex flex-col gap-4 rounded-xl border border-orange-200 bg-orange-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-600" />
        <p className="text-sm text-orange-900">
          Don't forget to add the tracking code to your websites to start collecting bot analytics data.
        </p>
      </div>
      <Button asChild size="sm" className="bg-orange-700 hover:bg-orange-800 focus-visible:ring-orange-700">
        <Link href="/embed-code">
          <CodeXml aria-hidden="true" />
          Get Tracking Code
        </Link>
      </Button>
    </aside>
  );
}
