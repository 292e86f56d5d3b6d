import { ArrowRight, Code, Mail, Megaphone, Palette, Search } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EXPERT_HELP_EMAIL, EXPERT_HELP_MAILTO } from '../landing-links';
import { SectionContainer } from './section-heading';

const SERVICES = [
  { icon: Code, label: 'Web development' },
  { icon: Search, label: 'SEO' },
  { icon: Palette, label: 'Graphic design' },
  { icon: Megaphone, label: 'Digital marketing' },
] as const;

export function ExpertHelpSection() {
  return (
    <section aria-labelledby="expert-help-heading" className="bg-white">
      <SectionContainer>
        <div className="grid items-center gap-10 rounded-2xl border bg-slate-50 p-6 sm:p-10 lg:grid-cols-2">
          <div>
            <h2 id="expert-help-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Need expert help?
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              Our team can put the findings to work for you, from technical SEO fixes to a new website. Tell
              us about your project and get a free quote within 24 hours.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/request-service">
                  Request a Service
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href={EXPERT_HELP_MAILTO}>
                  <Mail aria-hidden="true" />
                  Email Our Experts
                </a>
              </Button>
            </div>
            <p className="mt-3 text-sm text-slate-600">
              Or write to{' '}
              <a
                href={EXPERT_HELP_MAILTO}
                className="font-medium text-blue-700 underline-offset-4 hover:underline"
              >
                {EXPERT_HELP_EMAIL}
              </a>
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-4">
            {SERVICES.map(({ icon: Icon, label }) => (
              <li key={label}>
                <Link
                  href="/request-service"
                  className="flex h-full flex-col items-start gap-3 rounded-xl border bg-white p-5 font-medium text-slate-900 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  <Icon aria-hidden="true" className="size-6 text-blue-600" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </SectionContainer>
    </section>
  );
}
