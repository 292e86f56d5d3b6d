import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TableScroll } from '@/components/ui/table-scroll';
import { copyWithToast } from '@/features/websites/copy-with-toast';
import { downloadTextFile } from '@/lib/download-text-file';

type CodeOutputProps = {
  /** What it is, for the box, the toast and the buttons: 'robots.txt', 'nginx rules'. */
  label: string;
  code: string;
  fileName: string;
  /** Where it goes, in a sentence. */
  description: string;
};

/** A generated file, read-only: copied with a toast or downloaded as a file. */
export function CodeOutput({ label, code, fileName, description }: CodeOutputProps) {
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{description}</p>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copyWithToast(code, `The ${label} has been copied to your clipboard.`)}
          >
            <Copy aria-hidden="true" />
            Copy<span className="sr-only"> the {label}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={() => downloadTextFile(fileName, code)}>
            <Download aria-hidden="true" />
            Download<span className="sr-only"> the {label}</span>
          </Button>
        </div>
      </div>
      {/* Lines are never wrapped (a wrapped line reads as two): the box scrolls, and is a tab stop while it does. */}
      <TableScroll label={label} className="max-h-96 overflow-auto rounded-control border bg-neutral-soft">
        <pre className="w-max min-w-full p-4 font-mono text-xs leading-relaxed whitespace-pre text-foreground sm:text-sm">
          <code>{code}</code>
        </pre>
      </TableScroll>
    </div>
  );
}
