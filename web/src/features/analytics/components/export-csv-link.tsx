import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { analyticsUrl } from '../analytics-api';
import type { AnalyticsFilters } from '../analytics-filters';

/** The bot hits of the selected website and filters as CSV: a plain download link, the server names the file. */
export function ExportCsvLink({ websiteId, filters }: { websiteId: number; filters: AnalyticsFilters }) {
  return (
    <Button asChild variant="outline">
      <a href={analyticsUrl(websiteId, 'export.csv', filters)} download>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}
