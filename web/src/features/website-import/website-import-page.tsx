import { DEFAULT_SOURCE_LIST } from '@botlens/contracts';
import { FileJson, FileSpreadsheet, FileUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { ImportFilePicker } from './components/import-file-picker';
import { ImportStatsSection } from './components/import-stats-section';
import { ImportTextForm } from './components/import-text-form';

type ImportTab = 'csv' | 'json' | 'file';

/** /website-import: bulk-add websites (each a tracked website of the caller) from CSV or JSON. */
export function WebsiteImportPage() {
  const [tab, setTab] = useState<ImportTab>('csv');
  const [texts, setTexts] = useState({ csv: '', json: '' });
  const [sourceList, setSourceList] = useState('');
  const setText = (format: 'csv' | 'json') => (text: string) =>
    setTexts((current) => ({ ...current, [format]: text }));

  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title="Website Import"
        description="Import website lists from CSV or JSON: each becomes a tracked website with its own tracking code."
        actions={
          <Button asChild variant="outline">
            <Link href="/admin-websites">Website Management</Link>
          </Button>
        }
      />
      <ImportStatsSection />
      <Card>
        <CardContent className="space-y-6 p-card">
          <TextField
            id="import-source-list"
            label="Source list"
            hint="A name for this list, to filter by or delete it later."
            placeholder={DEFAULT_SOURCE_LIST}
            value={sourceList}
            onChange={(event) => setSourceList(event.currentTarget.value)}
            maxLength={64}
            className="sm:max-w-sm"
          />
          <Tabs value={tab} onValueChange={(value) => setTab(value as ImportTab)}>
            <TabsList className="grid h-auto w-full grid-cols-3">
              <TabsTrigger value="csv" className="whitespace-normal">
                <FileSpreadsheet aria-hidden="true" />
                CSV Import
              </TabsTrigger>
              <TabsTrigger value="json" className="whitespace-normal">
                <FileJson aria-hidden="true" />
                JSON Import
              </TabsTrigger>
              <TabsTrigger value="file" className="whitespace-normal">
                <FileUp aria-hidden="true" />
                File Upload
              </TabsTrigger>
            </TabsList>
            {/* Mounted while hidden: a long import goes on, and its result stays, when the tab changes. */}
            <TabsContent value="csv" forceMount className="pt-4 data-[state=inactive]:hidden">
              <ImportTextForm
                format="csv"
                text={texts.csv}
                onTextChange={setText('csv')}
                sourceList={sourceList}
              />
            </TabsContent>
            <TabsContent value="json" forceMount className="pt-4 data-[state=inactive]:hidden">
              <ImportTextForm
                format="json"
                text={texts.json}
                onTextChange={setText('json')}
                sourceList={sourceList}
              />
            </TabsContent>
            <TabsContent value="file" className="pt-4">
              <ImportFilePicker
                onLoaded={(format, text) => {
                  setText(format)(text);
                  setTab(format);
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
