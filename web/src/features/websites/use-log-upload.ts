import { type ImportLogsSummary, importLogsSummary } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { apiPath, apiQueryKey } from '@/lib/api-url';

/** The server's limit on one upload; checked here too so a too-large file fails before it is sent. */
export const MAX_LOG_UPLOAD_BYTES = 512 * 1024 * 1024;

export type LogUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; sentBytes: number; totalBytes: number }
  | { phase: 'processing' }
  | { phase: 'done'; summary: ImportLogsSummary }
  | { phase: 'error'; message: string };

function fail(message: string): LogUploadState {
  toast({ title: 'Import failed', description: message, variant: 'destructive' });
  return { phase: 'error', message };
}

/**
 * Sends an access log as the raw request body. XMLHttpRequest rather than fetch because only it reports
 * upload progress; once every byte is sent the server is still parsing, which is the 'processing' phase.
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
      request.open('POST', `${apiPath('/api/websites', websiteId)}/import-logs`);
      request.withCredentials = true;
      request.setRequestHeader('Content-Type', 'application/octet-stream');
      request.upload.onprogress = (event) => {
        const totalBytes = event.lengthComputable ? event.total : file.size;
        setState({ phase: 'uploading', sentBytes: event.loaded, totalBytes });
      };
      request.upload.onload = () => setState({ phase: 'processing' });
      request.onload = () => {
        requestRef.current = null;
        if (request.status < 200 || request.status >= 300) {
          const body = request.responseText || request.statusText;
          setState(fail(errorMessage(new ApiError(request.status, body))));
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
          setState(fail('The server answered with a summary this page cannot read.'));
          return;
        }
        setState({ phase: 'done', summary: summary.data });
        // The imported visits feed every analytics query of this website.
        void queryClient.invalidateQueries({ queryKey: apiQueryKey(apiPath('/api/websites', websiteId)) });
      };
      request.onerror = () => {
        requestRef.current = null;
        setState(fail('The upload was interrupted. Check your connection and try again.'));
      };
      request.onabort = () => {
        requestRef.current = null;
        setState({ phase: 'idle' });
      };
      setState({ phase: 'uploading', sentBytes: 0, totalBytes: file.size });
      request.send(file);
    },
    [websiteId, queryClient],
  );

  const cancel = useCallback(() => requestRef.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, upload, cancel, reset };
}
