import {
  IMPORT_LOGS_PROGRESS_TYPE,
  type ImportLogsAnswerLine,
  type ImportLogsSummary,
  importLogsSummary,
} from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { createAnswerLineReader } from './import-answer-lines';

/** The server's limit on one upload; checked here too so a too-large file fails before it is sent. */
export const MAX_LOG_UPLOAD_BYTES = 512 * 1024 * 1024;

/** committedLines: the lines of the log the server has stored so far (lines imported before included). */
export type LogUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; sentBytes: number; totalBytes: number; committedLines: number }
  | { phase: 'processing'; committedLines: number }
  | { phase: 'done'; summary: ImportLogsSummary }
  | { phase: 'error'; message: string };

function fail(message: string): LogUploadState {
  toast({ title: 'Import failed', description: message, variant: 'destructive' });
  return { phase: 'error', message };
}

const BROKEN_OFF =
  'The import broke off before the server finished. Upload the file again: the lines already imported are skipped.';

/**
 * Sends an access log as the raw request body. XMLHttpRequest rather than fetch because only it reports
 * upload progress; once every byte is sent the server is still importing, which is the 'processing' phase.
 * It asks for the streamed answer (Accept: application/x-ndjson): the server answers at once and sends a
 * progress line about every second (the lines committed), then the summary or an error.
 */
export function useLogUpload(websiteId: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LogUploadState>({ phase: 'idle' });
  const requestRef = useRef<XMLHttpRequest | null>(null);

  // Leaving the page (or switching website) abandons an upload in flight.
  useEffect(() => () => requestRef.current?.abort(), []);

  const upload = useCallback(
    (file: File) => {
      if (file.size > MAX_LOG_UPLOAD_BYTES) {
        setState(fail('The file is larger than 512 MB. Split it, or use the botlens import-logs command.'));
        return;
      }
      requestRef.current?.abort();
      const request = new XMLHttpRequest();
      requestRef.current = request;
      // The latest count the server reported, kept across the upload's own progress events.
      let committedLines = 0;
      let finished = false;
      const finish = (next: LogUploadState) => {
        finished = true;
        setState(next);
        // An error line can come while the file is still being sent: the rest would be read for nothing.
        if (request.readyState !== XMLHttpRequest.DONE) request.abort();
        if (next.phase === 'done') {
          // The imported visits feed every analytics query of this website.
          void queryClient.invalidateQueries({ queryKey: apiQueryKey(apiPath('/api/websites', websiteId)) });
        }
      };
      const answer = createAnswerLineReader();
      const readAnswerLines = () => {
        for (const line of answer.read(request.responseText)) {
          if (finished) return;
          if (line === 'unreadable') finish(fail('The server answered with progress this page cannot read.'));
          else applyLine(line);
        }
      };
      const applyLine = (line: ImportLogsAnswerLine) => {
        if (line.type === 'summary') return finish({ phase: 'done', summary: line.summary });
        if (line.type === 'error') return finish(fail(line.message));
        committedLines = line.committedLines;
        setState((current) =>
          current.phase === 'uploading' || current.phase === 'processing'
            ? { ...current, committedLines }
            : current,
        );
      };
      const streamed = () =>
        (request.getResponseHeader('Content-Type') ?? '').startsWith(IMPORT_LOGS_PROGRESS_TYPE);

      request.open('POST', `${apiPath('/api/websites', websiteId)}/import-logs`);
      request.withCredentials = true;
      request.setRequestHeader('Content-Type', 'application/octet-stream');
      request.setRequestHeader('Accept', IMPORT_LOGS_PROGRESS_TYPE);
      request.upload.onprogress = (event) => {
        if (finished) return;
        const totalBytes = event.lengthComputable ? event.total : file.size;
        setState({ phase: 'uploading', sentBytes: event.loaded, totalBytes, committedLines });
      };
      request.upload.onload = () => {
        if (!finished) setState({ phase: 'processing', committedLines });
      };
      request.onprogress = () => {
        if (request.status >= 200 && request.status < 300 && streamed()) readAnswerLines();
      };
      request.onload = () => {
        requestRef.current = null;
        if (request.status < 200 || request.status >= 300) {
          const body = request.responseText || request.statusText;
          finish(fail(errorMessage(new ApiError(request.status, body))));
          return;
        }
        if (streamed()) {
          readAnswerLines();
          if (!finished) finish(fail(BROKEN_OFF));
          return;
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(request.responseText);
        } catch {
          parsed = undefined;
        }
        const summary = importLogsSummary.safeParse(parsed);
        if (!summary.success) {
          finish(fail('The server answered with a summary this page cannot read.'));
          return;
        }
        finish({ phase: 'done', summary: summary.data });
      };
      request.onerror = () => {
        requestRef.current = null;
        if (!finished) {
          finish(
            fail(
              'The upload was interrupted. Check your connection and upload the file again: the lines already imported are skipped.',
            ),
          );
        }
      };
      request.onabort = () => {
        requestRef.current = null;
        if (!finished) setState({ phase: 'idle' });
      };
      setState({ phase: 'uploading', sentBytes: 0, totalBytes: file.size, committedLines: 0 });
      request.send(file);
    },
    [websiteId, queryClient],
  );

  const cancel = useCallback(() => requestRef.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, upload, cancel, reset };
}
