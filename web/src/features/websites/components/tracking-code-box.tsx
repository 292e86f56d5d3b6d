import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { copyWithToast, TRACKING_CODE_COPIED } from '../copy-with-toast';
import { downloadTrackingCode } from '../download-tracking-code';

/** Roughly how many lines the code wraps to at the box's width, so it shows whole without a scrollbar. */
function visibleRows(code: string): number {
  const wrapped = code.split('\n').reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 80)), 0);
  return Math.min(12, Math.max(4, wrapped));
}

type TrackingCodeBoxProps = {
  id: string;
  websiteName: string;
  embedCode: string;
  label?: string;
  className?: string;
};

/** The snippet as plain text in a read-only box (never rendered as HTML), with Copy Code and Download. */
export function TrackingCodeBox({
  id,
  websiteName,
  embedCode,
  label = 'Tracking code',
  className,
}: TrackingCodeBoxProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        readOnly
        value={embedCode}
        rows={visibleRows(embedCode)}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="resize-y bg-slate-50 font-mono text-xs leading-relaxed"
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copyWithToast(embedCode, TRACKING_CODE_COPIED)}>
          <Copy aria-hidden="true" />
          Copy Code
        </Button>
        <Button size="sm" variant="outline" onClick={() => downloadTrackingCode(websiteName, embedCode)}>
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
    </div>
  );
}
