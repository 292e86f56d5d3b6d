import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionContainer } from './section-heading';

const POINTS = [
  'robots.txt rules for AI crawlers, written for your site',
  'An llms.txt file that tells AI assistants what your site is about',
  'Schema markup suggestions so answers can cite you correctly',
  'Content recommendations ranked by impact',
] as const;

const EXAMPLE_ROBOTS = `# AI crawlers
User-agent: GPTBot
Allow: /blog/
Allow: /docs/
Disallow: /account/

User-agent: OAI-SearchBot
Allow: /

Sitemap: https://example.com/sitemap.xml`;

export function IndexingPreviewSection() {
  return (
    <section aria-labelledby="indexing-heading" className="bg-slate-50">
      <SectionContainer className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <Badge variant="success">New</Badge>
          <h2
            id="indexing-heading"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Get your site ready for ChatGPT and AI search
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            ChatGPT indexing optimization tells you what AI assistants can and cannot read on your site, and
            gives you the files and markup to fix it.
          </p>
          <ul className="mt-6 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
                {point}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-8">
            <Link href="/pricing">
              View Pricing Plans
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>

        <figure className="overflow-hidden rounded-2xl border bg-slate-900 shadow-xl">
          <div className="flex items-center gap-2 border-b border-slate-700 px-4 py-3">
            <span aria-hidden="true" className="size-3 rounded-full bg-red-400" />
            <span aria-hidden="true" className="size-3 rounded-full bg-amber-400" />
            <span aria-hidden="true" className="size-3 rounded-full bg-green-400" />
            <span className="ml-2 font-mono text-xs text-slate-300">robots.txt</span>
          </div>
          <pre className="overflow-x-auto p-5 font-mono text-xs leading-relaxed sm:text-sm text-slate-100">
            <code>{EXAMPLE_ROBOTS}</code>
          </pre>
          <figcaption className="border-t border-slate-700 px-4 py-3 text-xs text-slate-300">
            Example output of the robots.txt generator
          </figcaption>
        </figure>
      </SectionContainer>
    </section>
  );
}
