import { ArrowRight, CircleCheck, Play, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { ContentHtml } from '@/features/site-content/content-html';
import { usePublicContentQuery } from '@/features/site-content/use-site-content-queries';
import { LiveDemoCard } from './live-demo-card';

const CLAIMS = ['Setup in 60 seconds', 'No credit card required', 'GDPR-friendly'] as const;

// The heading and text styles of the hero, whether from the edited block (its bold words are the
// highlighted ones) or the product's own text while the block loads.
const HEADING =
  'text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl xl:text-[3.5rem] xl:leading-[1.1]';
// Written out in full: Tailwind finds classes only as literal text.
const BLOCK_STYLES =
  'space-y-6 [&_h1]:text-4xl [&_h1]:font-extrabold [&_h1]:tracking-tight [&_h1]:text-slate-900 sm:[&_h1]:text-5xl xl:[&_h1]:text-[3.5rem] xl:[&_h1]:leading-[1.1] [&_h1_strong]:font-extrabold [&_h1_strong]:text-blue-600 [&_p]:max-w-xl [&_p]:text-lg [&_p]:text-slate-600 [&_a]:text-blue-700 [&_a]:underline';

/** The Homepage Hero block (Content Management), or the product's own text while it loads. */
function HeroText() {
  const html = usePublicContentQuery().data?.['homepage-hero']?.html;
  if (html !== undefined) return <ContentHtml html={html} className={BLOCK_STYLES} />;
  return (
    <div className="space-y-6">
      <h1 className={HEADING}>
        See every bot and AI crawler <span className="text-blue-600">reading your website</span>
      </h1>
      <p className="max-w-xl text-lg text-slate-600">
        BotLens shows which search engines, AI crawlers and social bots visit your site, which pages they read
        and whether they are who they claim to be. Then it helps you get found in ChatGPT and AI search.
      </p>
    </div>
  );
}

export function HeroSection() {
  return (
    <section
      aria-label="Introduction"
      className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-700">
            <Sparkles aria-hidden="true" className="size-4" />
            Bot &amp; AI crawler analytics
          </p>
          <HeroText />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/auth">
                <Play aria-hidden="true" />
                Try Live Demo
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/auth">
                Start ChatGPT Optimization
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {CLAIMS.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <CircleCheck aria-hidden="true" className="size-4 text-green-600" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <LiveDemoCard />
      </div>
    </section>
  );
}
