import { ArrowRight, CircleCheck, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { SIGN_UP_HREF } from '@/features/auth/auth-tabs';
import { AnalyzeUrlForm } from './analyze-url-form';

const CLAIMS = ['Setup in 60 seconds', 'No credit card required', 'GDPR-friendly'] as const;

export function CtaSection() {
  return (
    <section
      aria-labelledby="cta-heading"
      className="bg-gradient-to-br from-blue-600 to-indigo-700 text-white"
    >
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8 lg:py-24">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Start seeing your bot traffic today
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-50">
          Find out which AI crawlers already read your site, and make sure they read the right pages.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            asChild
            size="lg"
            className="bg-white text-blue-700 hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-700"
          >
            <Link href={SIGN_UP_HREF}>
              Start Free Trial
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-white hover:bg-white/10 focus-visible:ring-white focus-visible:ring-offset-blue-700"
          >
            <Link href="/ai-seo-analysis">
              <Sparkles aria-hidden="true" />
              Try AI SEO Analysis
            </Link>
          </Button>
        </div>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-blue-50">
          {CLAIMS.map((claim) => (
            <li key={claim} className="flex items-center gap-1.5">
              <CircleCheck aria-hidden="true" className="size-4" />
              {claim}
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <AnalyzeUrlForm />
        </div>
      </div>
    </section>
  );
}
