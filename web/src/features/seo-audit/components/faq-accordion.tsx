import { CircleHelp } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqItem } from '../audit-faq';
import { AuditCard } from './audit-card';

/** Questions as an accordion (keyboard: Enter/Space toggle, arrows move between questions). */
export function FaqAccordion({
  items,
  title = 'Frequently asked questions',
}: {
  items: readonly FaqItem[];
  title?: string;
}) {
  return (
    <AuditCard title={title} icon={CircleHelp}>
      <Accordion type="single" collapsible>
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`faq-${index}`}>
            <AccordionTrigger className="text-slate-900">{item.question}</AccordionTrigger>
            <AccordionContent className="leading-relaxed">{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </AuditCard>
  );
}
