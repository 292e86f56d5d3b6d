import type { Website } from '@botlens/contracts';
import { ArrowRight, ChartColumn, Rocket, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SectionCard } from './section-card';

function NextStep({
  href,
  icon,
  title,
  children,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className="group flex gap-3 rounded-lg border p-4 transition-colors hover:border-blue-300 hover:bg-blue-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
        {icon}
      </span>
      <span className="grid gap-1">
        <span className="flex items-center gap-1 font-medium text-slate-900">
          {title}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
        <span className="text-sm text-slate-600">{children}</span>
      </span>
    </Link>
  );
}

export function WhatsNext({ website }: { website: Website }) {
  return (
    <SectionCard title="What's Next" icon={Rocket}>
      <div className="grid gap-4 md:grid-cols-2">
        <NextStep
          href={`/dashboard?website=${website.id}`}
          icon={<ChartColumn aria-hidden="true" className="size-5" />}
          title="View your bot analytics"
        >
          See which bots and AI crawlers visit {website.name}, which pages they read and for how long.
        </NextStep>
        <NextStep
          href={`/ai-seo-analysis?url=${encodeURIComponent(`https://${website.domain}`)}`}
          icon={<Sparkles aria-hidden="true" className="size-5" />}
          title="Run an AI SEO analysis"
        >
          Check how easily AI search systems can read and cite your website.
        </NextStep>
      </div>
    </SectionCard>
  );
}
