import { ArrowRight, Bot, Brain, Clock, FileText, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { BotTypeBadge } from '@/components/bot-type-badge';
import { Badge } from '@/components/ui/badge';
import { BotNameLink } from '@/features/bots/components/bot-name-link';
import { cn } from '@/lib/utils';
import {
  DEMO_ACTIVITY_SHOWN,
  type DemoActivity,
  type DemoBotType,
  formatSessionTime,
  relativeTimeLabel,
} from '../landing-demo';
import { useLandingDemo } from '../use-landing-demo';

const numberFormat = new Intl.NumberFormat('en-US');
const clockFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const TYPE_LABELS: Record<DemoBotType, string> = {
  ai_crawler: 'AI crawler',
  search_engine: 'Search engine',
  social_media: 'Social media',
  other: 'Other bot',
};

function Counter({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-slate-50 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Icon aria-hidden="true" className="size-3.5 text-blue-600" />
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">{value}</dd>
    </div>
  );
}

function ActivityRow({ entry, now }: { entry: DemoActivity; now: number }) {
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
          <BotNameLink name={entry.botName} />
          <BotTypeBadge type={entry.botType}>{TYPE_LABELS[entry.botType]}</BotTypeBadge>
        </p>
        <p className="truncate text-xs text-slate-600">
          {entry.activity} <span className="font-mono">{entry.url}</span>
        </p>
      </div>
      <time dateTime={new Date(entry.timestamp).toISOString()} className="shrink-0 text-xs text-slate-500">
        {relativeTimeLabel(entry.timestamp, now)}
      </time>
    </li>
  );
}

/** The hero's 'Live Analytics Dashboard': a labelled simulation (part 1 §4), never real data. */
export function LiveDemoCard({ className }: { className?: string }) {
  const { state, now } = useLandingDemo();
  const { counters } = state;
  return (
    <section
      aria-labelledby="live-demo-heading"
      aria-describedby="live-demo-caption"
      className={cn('rounded-2xl border bg-white p-4 shadow-xl sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id="live-demo-heading" className="flex items-center gap-2 font-semibold text-slate-900">
          <span aria-hidden="true" className="relative flex size-2.5">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-400 opacity-75" />
            <span className="relative inline-flex size-2.5 rounded-full bg-green-500" />
          </span>
          Live Analytics Dashboard
          <Badge variant="warning">Demo</Badge>
        </h2>
        <time dateTime={new Date(now).toISOString()} className="text-xs tabular-nums text-slate-500">
          {clockFormat.format(now)}
        </time>
      </div>
      <p id="live-demo-caption" className="mt-1 text-xs text-slate-600">
        Simulated data: an illustration of the dashboard, not a real website
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Counter icon={Bot} label="Bot Visits Today" value={numberFormat.format(counters.totalVisits)} />
        <Counter icon={Brain} label="AI Crawlers" value={numberFormat.format(counters.aiCrawlers)} />
        <Counter icon={FileText} label="Pages Crawled" value={numberFormat.format(counters.pagesCrawled)} />
        <Counter icon={Clock} label="Avg Session" value={formatSessionTime(counters.avgSessionTime)} />
      </dl>

      <h3 className="mt-5 text-sm font-semibold text-slate-900">Recent Bot Activity</h3>
      <ul className="mt-2 divide-y rounded-lg border">
        {state.activities.slice(0, DEMO_ACTIVITY_SHOWN).map((entry) => (
          <ActivityRow key={entry.id} entry={entry} now={now} />
        ))}
      </ul>
      <Link
        href="/bots"
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
      >
        Browse the directory of known bots
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
