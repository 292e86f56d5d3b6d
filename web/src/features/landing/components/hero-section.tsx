import { ArrowRight, CircleCheck, Play, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { LiveDemoCard } from './live-demo-card';

const CLAIMS = ['Setup in 60 seconds', 'No credit card required', 'GDPR-friendly'] as const;

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-700">
            <Sparkles aria-hidden="true" className="size-4" />
            Bot &amp; AI crawler analytics
          </p>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl xl:text-[3.5rem] xl:leading-[1.1]"
          >
            See every bot and AI crawler <span className="text-blue-600">reading your website</span>
          </h1>
          <p className="max-w-xl text-lg text-slate-600">
            BotLens shows which search engines, AI crawlers and social bots visit your site, which pages they
            read and whether they are who they claim to be. Then it helps you get found in ChatGPT and AI
            search.
          </p>
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
