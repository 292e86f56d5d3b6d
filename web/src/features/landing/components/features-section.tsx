import { Activity, Bot, Brain, FileSearch, ShieldCheck, Zap } from 'lucide-react';
import { SectionContainer, SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: Bot,
    title: 'Every bot, named',
    text: 'Search engines, AI crawlers, social previews and SEO tools, each with its operator and the reason it fetches your pages.',
  },
  {
    icon: Brain,
    title: 'AI crawler tracking',
    text: 'See when GPTBot, ClaudeBot, PerplexityBot and other AI agents read your content, and which pages they favour.',
  },
  {
    icon: ShieldCheck,
    title: 'Impostors exposed',
    text: 'Visits are checked against published address ranges and reverse DNS, so a fake Googlebot is flagged as spoofed.',
  },
  {
    icon: FileSearch,
    title: 'Page-level insight',
    text: 'Which pages bots crawl, how often they come back and how long their crawl sessions last.',
  },
  {
    icon: Activity,
    title: 'Real-time activity',
    text: 'A live feed of bot visits and a dashboard that refreshes itself every 30 seconds.',
  },
  {
    icon: Zap,
    title: 'Light and quick to install',
    text: 'An asynchronous snippet under 5KB, server-side middleware or a log import. Setup takes about 60 seconds.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="border-t bg-white">
      <SectionContainer>
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Analytics for the visitors your other tools ignore"
          description="Ordinary analytics filter bots out. BotLens is built to show them to you."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-xl border bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-blue-50 text-blue-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </section>
  );
}
