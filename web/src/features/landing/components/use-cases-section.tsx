import { Newspaper, ShoppingCart, SquareTerminal } from 'lucide-react';
import { SectionContainer, SectionHeading } from './section-heading';

const USE_CASES = [
  {
    icon: ShoppingCart,
    title: 'E-commerce',
    text: 'Make sure search engines and AI shopping assistants reach your product and category pages, and stop scrapers posing as Googlebot from copying your prices.',
    points: ['Product page crawl coverage', 'Spoofed-crawler alerts', 'AI shopping visibility'],
  },
  {
    icon: Newspaper,
    title: 'Publishers',
    text: 'See which AI companies read your articles, how often and for what purpose, and set robots.txt rules with the facts in hand.',
    points: ['AI training vs AI search', 'Per-article crawl history', 'robots.txt and llms.txt'],
  },
  {
    icon: SquareTerminal,
    title: 'SaaS',
    text: 'Check that your docs, pricing and changelog are what AI assistants read when people ask about your product.',
    points: ['Docs crawl freshness', 'ChatGPT indexing checks', 'AI SEO readiness score'],
  },
] as const;

export function UseCasesSection() {
  return (
    <section aria-labelledby="use-cases-heading" className="bg-white">
      <SectionContainer>
        <SectionHeading id="use-cases-heading" eyebrow="Use cases" title="Built for every kind of website" />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {USE_CASES.map(({ icon: Icon, title, text, points }) => (
            <li key={title} className="flex flex-col rounded-xl border p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-blue-600 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
                {points.map((point) => (
                  <li key={point} className="flex items-center gap-2">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-blue-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </section>
  );
}
