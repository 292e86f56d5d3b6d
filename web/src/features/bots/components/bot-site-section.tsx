import { BOT_SITE_DAYS, type Website } from '@botlens/contracts';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { SelectField } from '@/components/ui/select-field';
import { WebsiteSelectionGate } from '@/features/websites/components/website-selection-gate';
import { WebsiteSelector } from '@/features/websites/components/website-selector';
import { searchWithWebsite, selectWebsite } from '@/features/websites/select-website';
import { useWebsitesQuery } from '@/features/websites/use-websites-query';
import { useAddressParams } from '@/lib/use-address-params';
import { BotSiteFigures } from './bot-site-figures';
import { RobotsAccessCard } from './robots-access-card';

type Days = (typeof BOT_SITE_DAYS)[number];
const DAYS_OPTIONS = BOT_SITE_DAYS.map((days) => ({ value: days, label: `Last ${days} Days` }));
const DEFAULT_DAYS: Days = '30';

/**
 * The bot on one of the signed-in user's websites, chosen as on the analytics screens (?website=, else the
 * first), over the last 7, 30 or 90 days (?days=): its figures and whether the site's robots.txt lets it in.
 */
export function BotSiteSection({ slug, knownName }: { slug: string; knownName: string | null }) {
  const websites = useWebsitesQuery();
  const { params, setParams, update } = useAddressParams();
  const [location] = useLocation();
  const list = websites.data ?? [];
  const selection = selectWebsite(list, params);
  const days = BOT_SITE_DAYS.find((value) => value === params.get('days')) ?? DEFAULT_DAYS;

  return (
    <WebsiteSelectionGate
      websites={websites}
      selection={selection}
      hrefFor={(websiteId) => `${location}?${searchWithWebsite(params, websiteId)}`}
      emptyMessage="Add a website to see this bot's visits to it."
    >
      {(website) => (
        <section aria-labelledby="on-your-site" className="space-y-6">
          <h2 id="on-your-site" className="text-xl font-semibold text-slate-900">
            {knownName ?? 'This bot'} on your website
          </h2>
          <SiteToolbar
            websites={list}
            website={website}
            days={days}
            onSelectWebsite={(websiteId) =>
              setParams((previous) => new URLSearchParams(searchWithWebsite(previous, websiteId)), {
                replace: true,
              })
            }
            onDaysChange={(value) => update({ days: value })}
          />
          <BotSiteFigures
            websiteId={website.id}
            websiteName={website.name}
            slug={slug}
            days={Number(days)}
            knownName={knownName}
          />
          <RobotsAccessCard websiteId={website.id} slug={slug} domain={website.domain} />
        </section>
      )}
    </WebsiteSelectionGate>
  );
}

type SiteToolbarProps = {
  websites: readonly Website[];
  website: Website;
  days: Days;
  onSelectWebsite: (websiteId: number) => void;
  onDaysChange: (days: Days) => void;
};

function SiteToolbar({ websites, website, days, onSelectWebsite, onDaysChange }: SiteToolbarProps) {
  const daysId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-card border bg-surface p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-end">
      <legend className="sr-only">Website and time range</legend>
      <WebsiteSelector
        websites={websites}
        selectedId={website.id}
        onSelect={onSelectWebsite}
        className="min-w-0 sm:w-80"
      />
      <SelectField
        id={daysId}
        label="Time range"
        value={days}
        options={DAYS_OPTIONS}
        onValueChange={(value) => onDaysChange(value as Days)}
        className="sm:w-48"
      />
    </fieldset>
  );
}
