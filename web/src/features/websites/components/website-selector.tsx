import type { Website } from '@botlens/contracts';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

type WebsiteSelectorProps = {
  websites: readonly Website[];
  selectedId: number;
  onSelect: (websiteId: number) => void;
  className?: string;
};

/** Part 1 §2.9: each website as 'name (domain)'. */
export function websiteLabel(website: Website): string {
  return `${website.name} (${website.domain})`;
}

/**
 * The selector keeps its own width whatever the names: a long one (a 100-character name and a 253-character
 * domain) is cut with an ellipsis, in the field and in the list, and shown whole on hover.
 */
export function WebsiteSelector({ websites, selectedId, onSelect, className }: WebsiteSelectorProps) {
  const id = useId();
  const selected = websites.find((website) => website.id === selectedId);
  return (
    <div className={cn('grid grid-cols-1 gap-2', className)}>
      <Label htmlFor={id}>Website</Label>
      <Select value={String(selectedId)} onValueChange={(value) => onSelect(Number(value))}>
        <SelectTrigger id={id} className="sm:max-w-md" title={selected ? websiteLabel(selected) : undefined}>
          <SelectValue placeholder="Select a website" />
        </SelectTrigger>
        <SelectContent className="w-[var(--radix-select-trigger-width)] max-w-[calc(100vw-2rem)]">
          {websites.map((website) => (
            <SelectItem
              key={website.id}
              value={String(website.id)}
              title={websiteLabel(website)}
              className="[&>span]:min-w-0 [&>span]:truncate"
            >
              {websiteLabel(website)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
