import {
  RECLASSIFICATION_STEP_LABELS,
  type ReclassificationRun,
  type ReclassificationStateResponse,
} from '@botlens/contracts';
import { useId } from 'react';
import { Callout } from '@/components/callout';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { formatLocalDateTime } from '@/lib/format-time';
import { percentText, reclassificationStatus } from './reclassification-status';

const count = (n: number) => n.toLocaleString('en-US');
/** A fingerprint is 64 hex digits; a dozen tell two registries apart. */
const short = (fingerprint: string | null) => (fingerprint ? fingerprint.slice(0, 12) : 'none yet');

function RunSteps({ run }: { run: ReclassificationRun }) {
  return (
    <Table caption="Steps of the newest reclassification" className="min-w-[420px]">
      <TableHeader>
        <TableRow>
          <TableHead>Step</TableHead>
          <TableHead align="right">Done</TableHead>
          <TableHead align="right">Renamed</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {run.steps.map((step) => (
          <TableRow key={step.step}>
            <TableRowHeader>{RECLASSIFICATION_STEP_LABELS[step.step]}</TableRowHeader>
            <TableCell align="right" className="tabular-nums">
              {count(step.done)} of {count(step.total)}
            </TableCell>
            <TableCell align="right" className="tabular-nums">
              {step.step === 'collecting' || step.step === 'classifying' ? '–' : count(step.changed)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RunTimes({ run }: { run: ReclassificationRun }) {
  const started = formatLocalDateTime(run.startedAt);
  const finished = run.finishedAt ? formatLocalDateTime(run.finishedAt) : null;
  const how =
    run.trigger === 'admin'
      ? 'by an administrator'
      : run.trigger === 'command'
        ? 'by the command line'
        : 'after start';
  return (
    <p className="text-sm text-muted-foreground">
      Run {run.id}, started {how} {started ? `on ${started}` : ''}
      {finished ? `, finished on ${finished}` : ''}.
    </p>
  );
}

/** The state of stored history against the registry, and the newest run's progress step by step. */
export function ReclassificationDetails({ state }: { state: ReclassificationStateResponse }) {
  const status = reclassificationStatus(state);
  const run = state.run;
  const finished = run?.phase === 'finished';
  const progressLabel = useId();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={status.variant}>{status.label}</Badge>
        <p className="text-sm" aria-live="polite">
          {status.description}
        </p>
      </div>
      {run && (
        <div className="space-y-2">
          <div className="flex items-center justify-between text-sm">
            <span id={progressLabel}>Progress of the newest run</span>
            <span className="tabular-nums">{percentText(run.progress, finished)}</span>
          </div>
          <Progress value={finished ? 100 : run.progress * 100} aria-labelledby={progressLabel} />
        </div>
      )}
      {run?.lastError && !state.upToDate && (
        <Callout tone="danger" role="alert" title="The last run stopped on an error">
          {run.lastError}
        </Callout>
      )}
      {run && <RunSteps run={run} />}
      {run && <RunTimes run={run} />}
      <p className="text-xs text-muted-foreground">
        Registry {short(state.registryFingerprint)}; stored history {short(state.dataFingerprint)}.
      </p>
    </div>
  );
}
