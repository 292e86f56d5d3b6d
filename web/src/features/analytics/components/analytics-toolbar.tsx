import type { Website } from '@botlens/contracts';
import { type ReactNode, useId } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { WebsiteSelector } from '@/features/websites/components/website-selector';
import {
  type AnalyticsFilters,
  RANGE_LABELS,
  type Range,
  TYPE_FILTER_OPTIONS,
  type TypeFilter,
} from '../analytics-filters';

type AnalyticsToolbarProps = {
  /** The owner's websites to switch between; a shared dashboard (one website) leaves the selector out. */
  websites?: readonly Website[];
  selected?: Website;
  onSelectWebsite?: (websiteId: number) => void;
  filters: AnalyticsFilters;
  onFiltersChange: (changes: Partial<AnalyticsFilters>) => void;
  /** Screens without a bot-type filter (the dashboard) leave it out. */
  showTypeFilter?: boolean;
  rangeLabels?: Record<Range, string>;
  children?: ReactNode;
};

/** The website selector and the filters every analytics screen shares; each change reaches the server. */
export function AnalyticsToolbar({
  websites,
  selected,
  onSelectWebsite,
  filters,
  onFiltersChange,
  showTypeFilter = true,
  rangeLabels = RANGE_LABELS,
  children,
}: AnalyticsToolbarProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-card border bg-surface p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-end">
      <legend className="sr-only">{websites ? 'Website and filters' : 'Filters'}</legend>
      {websites && selected && onSelectWebsite && (
        <WebsiteSelector
          websites={websites}
          selectedId={selected.id}
          onSelect={onSelectWebsite}
          className="min-w-0 sm:w-80"
        />
      )}
      <FilterSelect
        label="Time range"
        value={filters.range}
        options={Object.entries(rangeLabels).map(([value, label]) => ({ value, label }))}
        onChange={(range) => onFiltersChange({ range: range as Range })}
      />
      {showTypeFilter && (
        <FilterSelect
          label="Bot type"
          value={filters.type}
          options={TYPE_FILTER_OPTIONS}
          onChange={(type) => onFiltersChange({ type: type as TypeFilter })}
        />
      )}
      {children && <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{children}</div>}
    </fieldset>
  );
}

type FilterSelectProps = {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onValueChange={onChange}
      options={options}
      className="sm:w-48"
    />
  );
}
