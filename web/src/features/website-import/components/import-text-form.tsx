import { DEFAULT_SOURCE_LIST, IMPORT_CSV_COLUMNS, IMPORT_MESSAGES } from '@botlens/contracts';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { csvChunks, jsonChunks } from '../import-chunks';
import { useImportMutation } from '../use-website-import-queries';
import { ImportProgressBar, ImportResults } from './import-results';

const PLACEHOLDERS = {
  csv: `${IMPORT_CSV_COLUMNS.join(',')}\nexample.com,Example,A site,News,Media,US,en,12000,55`,
  json: JSON.stringify(
    {
      websites: [
        {
          domain: 'example.com',
          name: 'Example',
          category: 'News',
          monthlyTraffic: 12000,
          domainAuthority: 55,
        },
      ],
    },
    null,
    2,
  ),
};

type ImportTextFormProps = {
  format: 'csv' | 'json';
  text: string;
  onTextChange: (text: string) => void;
  sourceList: string;
};

/** The CSV or JSON box and its Import button, the progress of a long import, and what it did. */
export function ImportTextForm({ format, text, onTextChange, sourceList }: ImportTextFormProps) {
  const importer = useImportMutation(format);
  const label = format === 'csv' ? 'CSV data' : 'JSON data';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      toast({
        title: IMPORT_MESSAGES.noData,
        description: format === 'csv' ? IMPORT_MESSAGES.pasteCsv : IMPORT_MESSAGES.pasteJson,
        variant: 'destructive',
      });
      return;
    }
    const chunks = format === 'csv' ? csvChunks(text) : jsonChunks(text);
    if (!chunks) {
      toast({
        title: IMPORT_MESSAGES.invalidJson,
        description: IMPORT_MESSAGES.checkJson,
        variant: 'destructive',
      });
      return;
    }
    importer.mutate({ chunks, sourceList });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextareaField
        id={`import-${format}`}
        label={label}
        hint={
          format === 'csv'
            ? `A header row, then one website a row. Columns: ${IMPORT_CSV_COLUMNS.join(', ')} (domain and name are required).`
            : 'An object with a "websites" list; fields domain, name, description, category, industry, country, language, monthlyTraffic, domainAuthority.'
        }
        placeholder={PLACEHOLDERS[format]}
        value={text}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        rows={10}
        spellCheck={false}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
      />
      <Button type="submit" disabled={importer.isPending}>
        <Upload aria-hidden="true" />
        {importer.isPending ? 'Importing...' : `Import ${format.toUpperCase()}`}
      </Button>
      <p className="text-sm text-muted-foreground">
        Into the source list “{sourceList.trim() || DEFAULT_SOURCE_LIST}”.
      </p>
      {importer.isPending && importer.progress && <ImportProgressBar progress={importer.progress} />}
      {importer.data && <ImportResults totals={importer.data} />}
    </form>
  );
}
