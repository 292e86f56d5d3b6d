import { Search } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Card, CardContent } from '@/components/ui/card';
import { SearchField } from '@/components/ui/search-field';
import { SUPPORT_FAQ, searchFaq } from './support-faq';

/** The questions, with a search over questions and answers. */
export function FaqTab() {
  const [search, setSearch] = useState('');
  const visible = searchFaq(SUPPORT_FAQ, search);
  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        {/* The questions are h3s (the accordion's headers): this h2 keeps the outline in order. */}
        <h2 className="text-lg font-semibold">Frequently asked questions</h2>
        <SearchField
          label="Search the FAQ"
          placeholder="Search questions..."
          value={search}
          onValueChange={setSearch}
          className="sm:w-80"
        />
        {visible.length === 0 ? (
          <EmptyState
            icon={<Search className="size-8" />}
            title="No questions found"
            description={`Nothing matches “${search.trim()}”. Try other words, or ask us in Contact.`}
          />
        ) : (
          <Accordion type="single" collapsible>
            {visible.map((entry) => (
              <AccordionItem key={entry.question} value={entry.question}>
                <AccordionTrigger>{entry.question}</AccordionTrigger>
                <AccordionContent>{entry.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </CardContent>
    </Card>
  );
}
