import { Bot, ChartColumn, ShieldCheck, Sparkles } from 'lucide-react';

const FEATURES = [
  {
    icon: Bot,
    title: 'Every bot, named',
    text: 'Search engines, AI crawlers, social previews and SEO tools, each with its operator and purpose.',
  },
  {
    icon: ShieldCheck,
    title: 'Impostors exposed',
    text: 'A crawler claiming to be Googlebot or GPTBot from the wrong network is flagged as spoofed.',
  },
  {
    icon: ChartColumn,
    title: 'Pages and patterns',
    text: 'See which pages bots read, how often they return and how long their sessions last.',
  },
  {
    icon: Sparkles,
    title: 'Ready for AI search',
    text: 'Score your site for AI search and generate robots.txt and llms.txt rules that fit.',
  },
] as const;

export function LandingFeatures() {
  return (
    <section aria-labelledby="features-heading" className="border-t bg-slate-100/30">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
          Analytics for the visitors your other tools ignore
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-white p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-blue-50 text-blue-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
