import { MAX_IMPORT_TEXT_BYTES } from '@botlens/contracts';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { decodeImportFile } from '../import-chunks';

/**
 * Part 2: a .csv or .json file up to 10 MB; a JSON file fills the JSON box, any other the CSV box, where
 * it is checked and imported as if pasted.
 */
export function ImportFilePicker({ onLoaded }: { onLoaded: (format: 'csv' | 'json', text: string) => void }) {
  const inputId = useId();
  const load = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMPORT_TEXT_BYTES) {
      toast({ title: 'Import Failed', description: 'The file is larger than 10 MB', variant: 'destructive' });
      return;
    }
    const decoded = decodeImportFile(file.name, new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) {
      toast({ title: 'Import Failed', description: decoded.message, variant: 'destructive' });
      return;
    }
    onLoaded(decoded.format, decoded.text);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>CSV or JSON file (up to 10 MB)</Label>
      <Input
        id={inputId}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium"
        onChange={(event) => {
          void load(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <p className="text-sm text-muted-foreground">
        A .json file opens in the JSON Import tab, any other in the CSV Import tab, ready to import. Files
        must be UTF-8 (or UTF-16 with its byte-order mark).
      </p>
    </div>
  );
}
