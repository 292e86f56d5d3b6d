import type { ImportProgress } from './import-access-log';

/**
 * Import progress on stderr. On a terminal, one line rewritten in place; in a log file or a CI job
 * (not a TTY), where rewriting only piles up carriage returns, a plain line every few seconds.
 */
export type ProgressStream = { write(text: string): unknown; isTTY?: boolean };

export type ProgressReporterOptions = {
  stream: ProgressStream;
  /** Size of the input in bytes when known (a file), for a percentage. */
  totalBytes?: number;
  now?: () => number;
};

export type ProgressReporter = {
  update(progress: ImportProgress): void;
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
  let last: ImportProgress = { bytesRead: 0, lines: 0 };
  let lastWriteAt = startedAt;
  let lineShown = false;

  const describe = (progress: ImportProgress): string => {
    const parts: string[] = [];
    if (totalBytes !== undefined && totalBytes > 0) {
      const percent = Math.min(100, (progress.bytesRead / totalBytes) * 100);
      parts.push(`${percent.toFixed(1)}%`);
    }
    parts.push(`${progress.lines.toLocaleString('en-US')} lines`);
    const seconds = (now() - startedAt) / 1000;
    if (seconds > 0) parts.push(`${Math.round(progress.lines / seconds).toLocaleString('en-US')} lines/s`);
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
