import { CalendarClock, ChartLine, Download, Fingerprint, PieChart, Timer } from 'lucide-react';
import { SectionContainer, SectionHeading } from './section-heading';

const CAPABILITIES = [
  {
    icon: ChartLine,
    title: 'Traffic trends',
    text: 'Bot and AI crawler visits over time, hourly, daily or weekly, compared with the previous period.',
  },
  {
    icon: CalendarClock,
    title: 'Activity heatmap',
    text: 'A weekday-by-hour grid of crawl activity that shows when each bot comes back.',
  },
  {
    icon: PieChart,
    title: 'Purpose and operator breakdown',
    text: 'How much of your bot traffic is AI training, AI search, search indexing, link previews or SEO tools.',
  },
  {
    icon: Fingerprint,
    title: 'Verified, spoofed, unverifiable',
    text: 'Counts of genuine crawlers, impostors and bots whose operators publish nothing to check against.',
  },
  {
    icon: Timer,
    title: 'Crawl sessions',
    text: 'Pages per session and session length for every bot, to see how deeply each one reads your site.',
  },
  {
    icon: Download,
    title: 'CSV export',
    text: 'Export the figures you see, filtered by date range and bot type, to your own spreadsheets.',
  },
] as const;

export function AdvancedAnalyticsSection() {
  return (
    <section aria-labelledby="advanced-heading" className="bg-slate-50">
      <SectionContainer>
        <SectionHeading
          id="advanced-heading"
          eyebrow="Advanced analytics"
          title="Go deeper than a list of user agents"
          description="Filter by date range (1, 7, 30 or 90 days) and bot type, and every figure follows."
        />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {CAPABILITIES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-blue-600 shadow-sm ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </section>
  );
}
