import type { ImportLogsSummary } from '@botlens/contracts';
import { Callout } from '@/components/callout';

/** Line numbers listed in full; the server keeps the first 100, which is too many to read. */
const MALFORMED_LINES_SHOWN = 20;

const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

export function ImportSummary({ summary }: { summary: ImportLogsSummary }) {
  const counts = [
    { term: 'Lines read', value: summary.lines },
    { term: 'Bot requests', value: summary.bots },
    { term: 'Human requests', value: summary.humans },
    { term: 'Malformed lines', value: summary.malformed },
    { term: 'Already imported', value: summary.skipped },
  ];
  const listed = summary.malformedLines.slice(0, MALFORMED_LINES_SHOWN);
  const unlisted = summary.malformed - listed.length;

  return (
    <Callout tone="success" title="Import complete" className="sm:flex-col sm:items-stretch">
      <dl className="grid grid-cols-2 gap-3 pt-1 sm:grid-cols-5">
        {counts.map(({ term, value }) => (
          <div key={term} className="rounded-md bg-white p-3">
            <dt className="text-xs text-slate-600">{term}</dt>
            <dd className="text-lg font-semibold text-slate-900">{NUMBER_FORMAT.format(value)}</dd>
          </div>
        ))}
      </dl>
      {listed.length > 0 && (
        <p className="text-sm text-slate-700">
          Malformed lines were skipped without stopping the import. First malformed lines:{' '}
          <span className="font-mono">{listed.join(', ')}</span>
          {unlisted > 0 && ` and ${NUMBER_FORMAT.format(unlisted)} more`}.
        </p>
      )}
      {summary.skipped > 0 && (
        <p className="text-sm text-slate-700">
          Lines already imported before were skipped, so no visit is counted twice.
        </p>
      )}
      {summary.expired > 0 && (
        <p className="text-sm text-slate-700">
          {NUMBER_FORMAT.format(summary.expired)} {summary.expired === 1 ? 'line is' : 'lines are'} older than
          this server keeps visits for, and {summary.expired === 1 ? 'was' : 'were'} not imported.
        </p>
      )}
      {summary.unfinishedLine !== undefined && (
        <p className="text-sm text-slate-700">
          Line {NUMBER_FORMAT.format(summary.unfinishedLine)} has no line end, as when a log is copied while
          the server is still writing it, so it was not imported. Upload the file again once it has grown:
          that line is imported then, and nothing else twice.
        </p>
      )}
    </Callout>
  );
}
