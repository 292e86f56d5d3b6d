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
export function WebsiteSelector({ websites, selectedId, onSelect, className }: WebsiteSelectorProps) {
  const id = useId();
  return (
    <div className={cn('grid grid-cols-1 gap-2', className)}>
      <Label htmlFor={id}>Website</Label>
      <Select value={String(selectedId)} onValueChange={(value) => onSelect(Number(value))}>
        <SelectTrigger id={id} className="sm:max-w-md">
          <SelectValue placeholder="Select a website" />
        </SelectTrigger>
        <SelectContent>
          {websites.map((website) => (
            <SelectItem key={website.id} value={String(website.id)}>
              {website.name} ({website.domain})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
