import type { HeatmapEntry } from '@botlens/contracts';

/**
 * The mean time on page over the listed pages, weighted by their visits; pages where no time was measured
 * (no page-leave event: most crawlers never send one) are left out rather than counted as zero. Null if none.
 */
export function averageTimeOnPage(pages: readonly HeatmapEntry[]): number | null {
  let weighted = 0;
  let visits = 0;
  for (const page of pages) {
    if (page.avgTimeOnPage <= 0 || page.visits <= 0) continue;
    weighted += page.avgTimeOnPage * page.visits;
    visits += page.visits;
  }
  return visits === 0 ? null : weighted / visits;
}

/** Each page's visits as a percentage of the busiest page's (part 1 §2.11's activity level). */
export function activityLevel(visits: number, maxVisits: number): number {
  return maxVisits <= 0 ? 0 : Math.round((visits / maxVisits) * 100);
}
