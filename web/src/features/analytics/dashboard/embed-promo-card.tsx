import { CodeXml } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Part 1 §2.9 'Embed Tracking Code' with 'Generate Code', to the embed page of the selected website. */
export function EmbedPromoCard({ websiteId }: { websiteId: number }) {
  return (
    <Card variant="highlight">
      <CardContent className="space-y-3 p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CodeXml aria-hidden="true" className="size-5 text-blue-600" />
          Embed Tracking Code
        </h2>
        <p className="text-sm text-slate-700">
          Add the lightweight snippet to another page or website, or set up server-side collection for the
          crawlers that never run JavaScript.
        </p>
        <Button asChild>
          <Link href={`/embed-code?website=${websiteId}`}>Generate Code</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
