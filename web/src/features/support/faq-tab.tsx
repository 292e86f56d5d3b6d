import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SUPPORT_FAQ, searchFaq } from './support-faq';

/** The questions, with a search over questions and answers. */
export function FaqTab() {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const visible = searchFaq(SUPPORT_FAQ, search);
  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        {/* The questions are h3s (the accordion's headers): this h2 keeps the outline in order. */}
        <h2 className="text-lg font-semibold">Frequently asked questions</h2>
        <div className="relative sm:w-80">
          <Label htmlFor={searchId} className="sr-only">
            Search the FAQ
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search questions..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
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
