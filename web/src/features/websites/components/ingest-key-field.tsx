import { Copy, Eye, EyeOff } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { copyWithToast } from '../copy-with-toast';
import { RotateIngestKeyButton } from './rotate-ingest-key-button';

/** Enough of the key to tell two keys apart, never enough to use it. */
export function maskIngestKey(key: string): string {
  if (key.length <= 12) return '•'.repeat(key.length);
  return `${key.slice(0, 4)}${'•'.repeat(16)}${key.slice(-4)}`;
}

type IngestKeyFieldProps = {
  websiteId: number;
  ingestKey: string;
  revealed: boolean;
  onRevealedChange: (revealed: boolean) => void;
};

export function IngestKeyField({ websiteId, ingestKey, revealed, onRevealedChange }: IngestKeyFieldProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={inputId}>Ingest key</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Input
          id={inputId}
          readOnly
          value={revealed ? ingestKey : maskIngestKey(ingestKey)}
          aria-describedby={hintId}
          spellCheck={false}
          autoComplete="off"
          className="min-w-0 flex-1 bg-slate-50 font-mono"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={revealed}
            onClick={() => onRevealedChange(!revealed)}
          >
            {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {revealed ? 'Hide' : 'Show'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copyWithToast(ingestKey, 'The ingest key has been copied to your clipboard.')}
          >
            <Copy aria-hidden="true" />
            Copy<span className="sr-only"> ingest key</span>
          </Button>
          <RotateIngestKeyButton websiteId={websiteId} />
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        Keep this key secret: anyone who has it can send visits for this website. Store it in your server's
        environment, not in code that reaches the browser.
      </p>
    </div>
  );
}
