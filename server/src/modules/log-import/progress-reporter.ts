import type { AttemptProgress } from './send-log-request';

/**
 * Import progress on stderr: how much of the file is sent, and how many of its lines the server has
 * committed (lines a checkpoint skips included, so a resumed import starts where the last one stopped).
 * On a terminal, one line rewritten in place; in a log file or a CI job (not a TTY), where rewriting only
 * piles up carriage returns, a plain line every few seconds.
 */
export type ProgressStream = { write(text: string): unknown; isTTY?: boolean };

export type ProgressReporterOptions = {
  stream: ProgressStream;
  /** Size of the input in bytes when known (a file), for a percentage. */
  totalBytes?: number;
  now?: () => number;
};

export type ProgressReporter = {
  update(progress: AttemptProgress): void;
  /** A message of its own (a retry), printed without garbling the progress line. */
  note(message: string): void;
  finish(): void;
};

// Redrawing a terminal line more often than this costs time and shows nothing a person can read.
const TTY_REDRAW_MS = 100;
const PLAIN_LINE_EVERY_MS = 5_000;
const CLEAR_LINE = '\r\x1b[2K';

export function createProgressReporter(options: ProgressReporterOptions): ProgressReporter {
  const { stream, totalBytes } = options;
  const now = options.now ?? Date.now;
  const tty = stream.isTTY === true;
  const startedAt = now();
  let last: AttemptProgress = { sentBytes: 0, committedLines: 0 };
  let lastWriteAt = startedAt;
  let lineShown = false;

  const describe = (progress: AttemptProgress): string => {
    const parts: string[] = [];
    if (totalBytes !== undefined && totalBytes > 0) {
      const percent = Math.min(100, (progress.sentBytes / totalBytes) * 100);
      parts.push(`${percent.toFixed(1)}% sent`);
    } else {
      parts.push(`${(progress.sentBytes / (1024 * 1024)).toFixed(1)} MB sent`);
    }
    parts.push(`${progress.committedLines.toLocaleString('en-US')} lines committed`);
    const seconds = (now() - startedAt) / 1000;
    if (seconds > 0) {
      parts.push(`${Math.round(progress.committedLines / seconds).toLocaleString('en-US')} lines/s`);
    }
    return `import-logs: ${parts.join(', ')}`;
  };

  const draw = () => {
    stream.write(`${CLEAR_LINE}${describe(last)}`);
    lineShown = true;
  };

  return {
    update(progress) {
      last = progress;
      const elapsed = now() - lastWriteAt;
      if (tty && elapsed >= TTY_REDRAW_MS) {
        draw();
        lastWriteAt = now();
      } else if (!tty && elapsed >= PLAIN_LINE_EVERY_MS) {
        stream.write(`${describe(progress)}\n`);
        lastWriteAt = now();
      }
    },
    note(message) {
      stream.write(tty && lineShown ? `${CLEAR_LINE}${message}\n` : `${message}\n`);
      if (tty && lineShown) draw();
    },
    finish() {
      if (!tty) return;
      draw();
      stream.write('\n');
    },
  };
}
