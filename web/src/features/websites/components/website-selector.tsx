import type { Website } from '@botlens/contracts';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type WebsiteSelectorProps = {
  websites: readonly Website[];
  selectedId: number;
  onSelect: (websiteId: number) => void;
};

export function WebsiteSelector({ websites, selectedId, onSelect }: WebsiteSelectorProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="embed-code-website">Website</Label>
      <Select value={String(selectedId)} onValueChange={(value) => onSelect(Number(value))}>
        <SelectTrigger id="embed-code-website" className="sm:max-w-md">
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
