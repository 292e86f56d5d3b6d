import { ArrowRight, CircleCheck, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CrawlerPreview } from './crawler-preview';
import { LandingFeatures } from './landing-features';

const CLAIMS = ['Setup in 60 seconds', 'No credit card required', 'GDPR-friendly'] as const;

export function LandingPage() {
  useDocumentTitle('Bot & AI Crawler Analytics');
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-background to-background">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
          <div className="space-y-6">
            <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-600">
              <Sparkles aria-hidden="true" className="size-4" />
              Bot &amp; AI crawler analytics
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
              See which bots and AI crawlers <span className="text-blue-600">read your site</span>
            </h1>
            <p className="max-w-xl text-lg text-slate-600">
              BotLens shows you every search engine, AI crawler and social bot that visits your website: who
              runs it, which pages it takes and whether it is who it claims to be. Then it helps you get found
              in AI search.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/auth">
                  Start Free Trial
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/ai-seo-analysis">
                  <Sparkles aria-hidden="true" />
                  AI SEO Analysis
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
          <CrawlerPreview />
        </div>
      </section>
      <LandingFeatures />
    </>
  );
}
