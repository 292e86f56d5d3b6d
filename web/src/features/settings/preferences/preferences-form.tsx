import { type Preferences, RANGES } from '@botlens/contracts';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { browserTimeZone, RANGE_LABELS } from '@/features/analytics/analytics-filters';
import { filterTimeZones, knownTimeZones, timeZoneOptions } from '../time-zones';
import { useSavePreferencesMutation } from '../use-save-preferences-mutation';

const RANGE_OPTIONS = RANGES.map((range) => ({ value: range, label: RANGE_LABELS[range] }));

export function PreferencesForm({ saved }: { saved: Preferences }) {
  const save = useSavePreferencesMutation();
  // Until a zone is saved, the charts follow the browser's: the form starts from it.
  const [timeZone, setTimeZone] = useState(saved.timeZone ?? browserTimeZone());
  const [defaultRangeDays, setDefaultRangeDays] = useState(saved.defaultRangeDays);
  const [weeklyDigest, setWeeklyDigest] = useState(saved.weeklyDigest);
  const [search, setSearch] = useState('');
  const browserZone = browserTimeZone();
  const options = useMemo(() => timeZoneOptions(knownTimeZones(), new Date(), timeZone), [timeZone]);
  // The chosen zone stays in the list whatever is typed, so the select never shows an empty value.
  const shown = filterTimeZones(options, search);
  const visible = shown.some((option) => option.value === timeZone)
    ? shown
    : [...options.filter((option) => option.value === timeZone), ...shown];
  const changed =
    timeZone !== saved.timeZone ||
    defaultRangeDays !== saved.defaultRangeDays ||
    weeklyDigest !== saved.weeklyDigest;

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ timeZone, defaultRangeDays, weeklyDigest });
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">Time zone</legend>
        <p className="text-sm text-slate-600">Every chart's hours and days and every export use it.</p>
        <TextField
          id="time-zone-search"
          label="Search time zones"
          type="search"
          placeholder="City, region or offset such as +05:30"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          id="time-zone"
          label="Time zone"
          value={timeZone}
          onValueChange={setTimeZone}
          options={visible.map(({ value, label }) => ({ value, label }))}
          hint={<p className="text-xs text-slate-600">{`${shown.length} of ${options.length} zones`}</p>}
        />
        {browserZone !== timeZone && (
          <Button
            type="button"
            variant="link"
            className="justify-self-start px-0"
            onClick={() => setTimeZone(browserZone)}
          >
            Use this browser's time zone ({browserZone})
          </Button>
        )}
      </fieldset>
      <SelectField
        id="default-range"
        label="Default time range"
        value={String(defaultRangeDays)}
        onValueChange={(value) => setDefaultRangeDays(Number(value))}
        options={RANGE_OPTIONS}
        hint={
          <p className="text-xs text-slate-600">
            What the analytics screens show until you pick another range there.
          </p>
        }
      />
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="weekly-digest">Weekly e-mail digest</Label>
          <p id="weekly-digest-hint" className="text-sm text-slate-600">
            Top bots, new bots and the spoofed share of the week.
          </p>
        </div>
        <Switch
          id="weekly-digest"
          checked={weeklyDigest}
          onCheckedChange={setWeeklyDigest}
          aria-describedby="weekly-digest-hint"
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={save.isPending || !changed}>
        {save.isPending ? 'Saving...' : 'Save preferences'}
      </Button>
    </form>
  );
}
