import {
  DATA_RETENTION_DAYS_OPTIONS,
  RATE_LIMITING_OPTIONS,
  REGISTRATION_MODES,
  SESSION_TIMEOUT_DAYS_OPTIONS,
  type SystemSettingsResponse,
  type UpdateSystemSettingsRequest,
} from '@botlens/contracts';
import { useState } from 'react';
import { Callout } from '@/components/callout';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { useUpdateSystemSettingsMutation } from '../use-system-settings-queries';

const REGISTRATION_LABELS = { open: 'Open', invite: 'Invite only', closed: 'Closed' } as const;
const RATE_LIMITING_LABELS = { disabled: 'Disabled', standard: 'Standard', strict: 'Strict' } as const;

/** The options of a number of days; a value from the environment outside them is shown as it is. */
function dayOptions(
  options: readonly number[],
  current: number,
  unit: (n: number) => string,
): SelectOption[] {
  const listed = options.map((n) => ({ value: String(n), label: unit(n) }));
  return options.includes(current)
    ? listed
    : [{ value: String(current), label: `${unit(current)} (from the environment)` }, ...listed];
}

function Hint({ children }: { children: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

type Draft = Omit<UpdateSystemSettingsRequest, 'dataRetentionDays' | 'sessionTimeoutDays'> & {
  dataRetentionDays: number;
  sessionTimeoutDays: number;
};

function isSavable(draft: Draft): draft is UpdateSystemSettingsRequest {
  return (
    (DATA_RETENTION_DAYS_OPTIONS as readonly number[]).includes(draft.dataRetentionDays) &&
    (SESSION_TIMEOUT_DAYS_OPTIONS as readonly number[]).includes(draft.sessionTimeoutDays)
  );
}

/** The five settings, edited together and saved with one PUT; each takes effect without a restart. */
/** What each registration mode means for a visitor, under the field. */
const REGISTRATION_HINTS: Record<Draft['registration'], string> = {
  open: 'Anyone may create an account.',
  invite: 'Invite only: an administrator creates the account (Users) or sends an invitation below.',
  closed: 'Nobody may create an account; administrators still can (Users).',
};

export function SystemSettingsForm({ saved }: { saved: SystemSettingsResponse }) {
  const [draft, setDraft] = useState<Draft>(() => ({
    dataRetentionDays: saved.dataRetentionDays,
    botSimulation: saved.botSimulation,
    sessionTimeoutDays: saved.sessionTimeoutDays,
    registration: saved.registration,
    rateLimiting: saved.rateLimiting,
  }));
  const update = useUpdateSystemSettingsMutation();
  const change = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));
  const savable = isSavable(draft);

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (isSavable(draft)) update.mutate(draft);
      }}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <SelectField
          id="settings-retention"
          label="Data retention"
          value={String(draft.dataRetentionDays)}
          onValueChange={(value) => change('dataRetentionDays', Number(value))}
          options={dayOptions(DATA_RETENTION_DAYS_OPTIONS, saved.dataRetentionDays, days)}
          hint={
            <Hint>Raw bot hits and sessions older than this are deleted each hour; hourly totals stay.</Hint>
          }
          error={
            (DATA_RETENTION_DAYS_OPTIONS as readonly number[]).includes(draft.dataRetentionDays)
              ? undefined
              : 'Pick one of the options to save'
          }
        />
        <SelectField
          id="settings-session-timeout"
          label="Session timeout"
          value={String(draft.sessionTimeoutDays)}
          onValueChange={(value) => change('sessionTimeoutDays', Number(value))}
          options={dayOptions(SESSION_TIMEOUT_DAYS_OPTIONS, saved.sessionTimeoutDays, days)}
          hint={
            <Hint>
              A session unused for longer is signed out; a shorter timeout ends idle sessions at once.
            </Hint>
          }
          error={
            (SESSION_TIMEOUT_DAYS_OPTIONS as readonly number[]).includes(draft.sessionTimeoutDays)
              ? undefined
              : 'Pick one of the options to save'
          }
        />
        <SelectField
          id="settings-registration"
          label="Registration"
          value={draft.registration}
          onValueChange={(value) => change('registration', value as Draft['registration'])}
          options={REGISTRATION_MODES.map((mode) => ({ value: mode, label: REGISTRATION_LABELS[mode] }))}
          hint={<Hint>{REGISTRATION_HINTS[draft.registration]}</Hint>}
        />
        <SelectField
          id="settings-rate-limiting"
          label="Rate limiting"
          value={draft.rateLimiting}
          onValueChange={(value) => change('rateLimiting', value as Draft['rateLimiting'])}
          options={RATE_LIMITING_OPTIONS.map((level) => ({
            value: level,
            label: RATE_LIMITING_LABELS[level],
          }))}
          hint={<Hint>Limits on the tracking snippet, sign-in, registration and the contact form.</Hint>}
        />
      </div>
      <div className="space-y-2">
        <div className="flex items-center gap-3">
          <Switch
            id="settings-bot-simulation"
            checked={draft.botSimulation}
            onCheckedChange={(checked) => change('botSimulation', checked)}
          />
          <Label htmlFor="settings-bot-simulation">Bot simulation (8 bot profiles)</Label>
        </div>
        <p className="text-sm text-muted-foreground">
          Sends fresh simulated visits from the demo's 8 bot profiles to the demo website every few minutes.
        </p>
        {!saved.demoAccount && (
          <Callout tone="info" title="There is no demo account">
            Bot simulation changes nothing until the demo account exists (SEED_DEMO=on at start).
          </Callout>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {saved.updatedByEmail
            ? `Last saved by ${saved.updatedByEmail} on ${new Date(saved.updatedAt).toLocaleString('en-US')}.`
            : 'Set from the environment at first start.'}
        </p>
        <Button type="submit" disabled={!savable || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
