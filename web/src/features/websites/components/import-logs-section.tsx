import { FileUp, LoaderCircle, Upload, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ErrorBox } from '@/components/error-box';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { type LogUploadState, useLogUpload } from '../use-log-upload';
import { ImportSummary } from './import-summary';
import { SectionCard } from './section-card';

/** Rotated logs are often named access.log.1 or have no extension, so text of any type is offered too. */
const ACCEPTED_LOG_FILES = '.log,.txt,.gz,text/plain,application/gzip,application/x-gzip,text/*';

const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function ImportLogsSection({ websiteId }: { websiteId: number }) {
  const { state, upload, cancel, reset } = useLogUpload(websiteId);
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  const busy = state.phase === 'uploading' || state.phase === 'processing';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload(file);
  };

  return (
    <SectionCard
      title="Import access logs"
      icon={FileUp}
      description="Upload your web server's access log (nginx or Apache, Combined or Common format, plain or .gz, up to 512 MB) to see the bots that visited before tracking was installed. Importing the same file twice counts nothing twice."
    >
      <form onSubmit={submit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Access log file</Label>
          <Input
            id={inputId}
            type="file"
            accept={ACCEPTED_LOG_FILES}
            disabled={busy}
            className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              reset();
            }}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!file || busy}>
            <Upload aria-hidden="true" />
            Upload and import
          </Button>
          {state.phase === 'uploading' && (
            <Button variant="outline" onClick={cancel}>
              <X aria-hidden="true" />
              Cancel upload
            </Button>
          )}
        </div>
        <UploadStatus state={state} />
      </form>
    </SectionCard>
  );
}

function UploadStatus({ state }: { state: LogUploadState }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'done') return <ImportSummary summary={state.summary} />;
  if (state.phase === 'error') {
    return (
      <ErrorBox title="Import failed">
        <p>{state.message}</p>
      </ErrorBox>
    );
  }
  if (state.phase === 'processing') {
    return (
      <div className="grid gap-2">
        <Progress value={null} aria-label="Processing the log" />
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Processing… classifying every line of the log.
          <CommittedLines count={state.committedLines} />
        </p>
      </div>
    );
  }
  const percent = state.totalBytes > 0 ? Math.round((state.sentBytes / state.totalBytes) * 100) : 0;
  return (
    <div className="grid gap-2">
      <Progress value={percent} aria-label="Upload progress" />
      <p className="text-sm text-slate-700">
        Uploading… {percent}% ({formatMegabytes(state.sentBytes)} of {formatMegabytes(state.totalBytes)})
        <CommittedLines count={state.committedLines} />
      </p>
    </div>
  );
}

/** The server's own progress: lines stored so far (those imported before, and skipped, included). */
function CommittedLines({ count }: { count: number }) {
  if (count === 0) return null;
  return <span> {NUMBER_FORMAT.format(count)} lines done so far.</span>;
}
