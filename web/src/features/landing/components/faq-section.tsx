import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { FAQ_ITEMS, faqPageSchema, toJsonLdScript } from '../faq';
import { SectionContainer, SectionHeading } from './section-heading';

/** FAQPage structured data with exactly the texts shown below it. */
function FaqStructuredData() {
  const json = toJsonLdScript(faqPageSchema(FAQ_ITEMS));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON.stringify output with every '<' escaped (toJsonLdScript)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50">
      <SectionContainer className="max-w-4xl">
        <SectionHeading
          id="faq-heading"
          eyebrow="FAQ"
          title="Frequently asked questions"
          description="Everything about tracking bots and AI crawlers with BotLens."
        />
        <Accordion
          type="single"
          collapsible
          className="mt-12 rounded-xl border bg-white px-4 shadow-sm sm:px-6"
        >
          {FAQ_ITEMS.map((item, index) => (
            <AccordionItem key={item.question} value={`faq-${index}`}>
              <AccordionTrigger className="text-base text-slate-900">{item.question}</AccordionTrigger>
              <AccordionContent className="text-base leading-relaxed">{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <FaqStructuredData />
      </SectionContainer>
    </section>
  );
}
