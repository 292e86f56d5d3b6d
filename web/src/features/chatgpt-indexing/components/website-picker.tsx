import type { Website } from '@botlens/contracts';
import { useId } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { websiteLabel } from '@/features/websites/components/website-selector';
import { useWebsitesQuery } from '@/features/websites/use-websites-query';

type WebsitePickerProps = {
  /** The domain in the field, stripped of protocol and path: the website it names is shown as chosen. */
  domain: string;
  onPick: (website: Website) => void;
  className?: string;
};

/** One of the user's own websites, to fill the domain field (and so count its bot traffic in suggestions). */
export function WebsitePicker({ domain, onPick, className }: WebsitePickerProps) {
  const id = useId();
  const websites = useWebsitesQuery();
  const list = websites.data ?? [];
  const chosen = list.find((website) => website.domain.toLowerCase() === domain);
  const hint = websites.isError
    ? 'Your websites could not be loaded: type the domain instead.'
    : !websites.isPending && list.length === 0
      ? 'You have no websites yet: type any domain.'
      : undefined;
  return (
    <SelectField
      id={id}
      label="Or pick one of your websites"
      value={chosen ? String(chosen.id) : ''}
      onValueChange={(value) => {
        const website = list.find((candidate) => String(candidate.id) === value);
        if (website) onPick(website);
      }}
      options={list.map((website) => ({ value: String(website.id), label: websiteLabel(website) }))}
      placeholder={websites.isPending ? 'Loading your websites...' : 'Choose a website'}
      disabled={list.length === 0}
      hint={hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      className={className}
      triggerClassName="[&>span]:min-w-0"
    />
  );
}
