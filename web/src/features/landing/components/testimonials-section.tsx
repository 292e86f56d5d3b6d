import { Quote } from 'lucide-react';
import { SectionContainer, SectionHeading } from './section-heading';

/**
 * Illustrative quotes, labelled as such on the page. Replace them with real, consented customer quotes
 * (and drop the label) before presenting them as testimonials.
 */
const TESTIMONIALS = [
  {
    quote:
      'We had no idea GPTBot was reading our product pages every day. Now we decide what AI crawlers see instead of guessing.',
    role: 'Head of SEO',
    context: 'Online retailer',
  },
  {
    quote:
      'The spoofed-crawler flag paid for itself in a week: half of our "Googlebot" traffic was a scraper hiding behind its name.',
    role: 'Engineering lead',
    context: 'News publisher',
  },
  {
    quote:
      'Pasting the snippet took a minute. The server-side middleware then showed us the AI crawlers the snippet could never see.',
    role: 'Growth marketer',
    context: 'B2B SaaS company',
  },
] as const;

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white">
      <SectionContainer>
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title="What website teams learn from their bot traffic"
          description="Illustrative examples of what teams typically discover in their first weeks."
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.role}>
              <figure className="flex h-full flex-col rounded-xl border bg-slate-50 p-6">
                <Quote aria-hidden="true" className="size-8 text-blue-200" />
                <blockquote className="mt-3 flex-1 text-slate-700">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t pt-4 text-sm">
                  <span className="font-semibold text-slate-900">{testimonial.role}</span>
                  <span className="text-slate-600">, {testimonial.context}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </section>
  );
}
