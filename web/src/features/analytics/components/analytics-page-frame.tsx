import type { Website } from '@botlens/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { WebsiteSelectionGate } from '@/features/websites/components/website-selection-gate';
import type { useAnalyticsParams } from '../use-analytics-params';

type AnalyticsPageFrameProps = {
  params: ReturnType<typeof useAnalyticsParams>;
  children: (website: Website) => ReactNode;
};

/** Every analytics screen: the website selection's states, then the screen for the selected website. */
export function AnalyticsPageFrame({ params, children }: AnalyticsPageFrameProps) {
  const [location] = useLocation();
  return (
    <WebsiteSelectionGate
      websites={params.websites}
      selection={params.selection}
      hrefFor={(websiteId) => `${location}?${params.searchFor(websiteId)}`}
      emptyMessage="No websites found. Add a website to start tracking bot analytics."
    >
      {children}
    </WebsiteSelectionGate>
  );
}
