import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Illustrative rows only: the live demo of part 1 §2.3 replaces this card when the full landing is built. */
const SAMPLE_VISITS = [
  { bot: 'GPTBot', operator: 'OpenAI', type: 'AI crawler', page: '/pricing', verified: true },
  { bot: 'Googlebot', operator: 'Google', type: 'Search engine', page: '/blog/ai-search', verified: true },
  { bot: 'ClaudeBot', operator: 'Anthropic', type: 'AI crawler', page: '/docs/setup', verified: true },
  { bot: 'Googlebot', operator: 'unknown', type: 'Spoofed', page: '/wp-login.php', verified: false },
] as const;

const SAMPLE_COUNTERS = [
  { label: 'Bot visits today', value: '1,284' },
  { label: 'AI crawlers', value: '312' },
  { label: 'Pages crawled', value: '846' },
] as const;

export function CrawlerPreview() {
  return (
    <figure className="w-full">
      <figcaption className="sr-only">Example of what BotLens shows about bot visits</figcaption>
      <Card className="shadow-xl">
        <CardHeader className="flex-row items-center justify-between gap-2 border-b pb-4">
          <CardTitle className="text-base">Recent bot activity</CardTitle>
          <Badge variant="secondary">Example</Badge>
        </CardHeader>
        <CardContent className="space-y-5 pt-5">
          <dl className="grid grid-cols-3 gap-3">
            {SAMPLE_COUNTERS.map((counter) => (
              <div key={counter.label} className="rounded-lg bg-slate-100/60 p-3">
                <dt className="text-xs text-slate-600">{counter.label}</dt>
                <dd className="mt-1 text-xl font-bold tabular-nums">{counter.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="divide-y rounded-lg border">
            {SAMPLE_VISITS.map((visit) => (
              <li
                key={`${visit.bot}-${visit.page}`}
                className="flex items-center justify-between gap-3 p-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {visit.bot} <span className="font-normal text-slate-600">· {visit.operator}</span>
                  </p>
                  <p className="truncate font-mono text-xs text-slate-600">{visit.page}</p>
                </div>
                <Badge
                  variant="outline"
                  className={
                    visit.verified
                      ? 'border-green-200 bg-green-50 text-green-700'
                      : 'border-red-200 bg-red-50 text-red-700'
                  }
                >
                  {visit.type}
                </Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </figure>
  );
}
