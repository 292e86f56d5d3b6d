import type { LlmsTxtGeneration } from '@botlens/contracts';
import { Copy, Download, FileText, RefreshCw } from 'lucide-react';
import { Callout } from '@/components/callout';
import { EmptyState } from '@/components/empty-state';
import { ErrorBox } from '@/components/error-box';
import { QueryState } from '@/components/query-state';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { TableScroll } from '@/components/ui/table-scroll';
import { copyWithToast } from '@/features/websites/copy-with-toast';
import { errorMessage } from '@/lib/api';
import { downloadLlmsTxt } from '../download-llms-txt';
import { progressLabel, progressPercent, skippedSummary, validationVerdict } from '../llms-txt-format';
import { useLlmsTxtGenerationQuery, useStartLlmsTxtGenerationMutation } from '../use-llms-txt-generation';

export const LLMS_TXT_COPIED = 'The llms.txt has been copied to your clipboard.';
/** Issues listed under the verdict; the rest are counted in it. */
const ISSUES_SHOWN = 10;

/**
 * A website's llms.txt, generated from its sitemap: the button that starts a generation, its progress while
 * the server reads the pages, then the file to copy or download, the validator's verdict and the pages
 * that were skipped.
 */
export function LlmsTxtPanel({ websiteId }: { websiteId: number }) {
  const query = useLlmsTxtGenerationQuery(websiteId);
  const start = useStartLlmsTxtGenerationMutation(websiteId);
  const running = query.data?.generation?.status === 'running';
  const hasGeneration = Boolean(query.data?.generation);
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>llms.txt</CardTitle>
          <CardDescription>
            A Markdown map of the site for language models (llmstxt.org), written from your sitemap and the
            titles and descriptions of up to 200 of its pages.
          </CardDescription>
        </div>
        <Button
          className="shrink-0"
          onClick={() => start.mutate()}
          disabled={running || start.isPending || query.isPending}
        >
          {hasGeneration ? <RefreshCw aria-hidden="true" /> : <FileText aria-hidden="true" />}
          {start.isPending ? 'Starting…' : hasGeneration ? 'Generate again' : 'Generate llms.txt'}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {start.isError && (
          <ErrorBox title="Could not start the generation">
            <p>{errorMessage(start.error)}</p>
          </ErrorBox>
        )}
        <QueryState
          query={query}
          errorTitle="Could not load the llms.txt"
          skeleton={<Skeleton className="h-24 w-full" />}
        >
          {({ generation }) =>
            generation === null ? (
              <EmptyState
                icon={<FileText />}
                title="No llms.txt generated yet"
                description="Generate one: the server reads your sitemap and pages, which takes a minute or two for a large site."
              />
            ) : (
              <GenerationView generation={generation} />
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

function GenerationView({ generation }: { generation: LlmsTxtGeneration }) {
  return (
    <div className="space-y-4">
      {generation.status === 'running' && <GenerationProgress generation={generation} />}
      {generation.status === 'failed' && (
        <ErrorBox title="The llms.txt could not be generated">
          <p>{generation.error ?? 'The generation failed.'}</p>
        </ErrorBox>
      )}
      {generation.status === 'finished' && generation.llmsTxt !== null && (
        <GeneratedFile llmsTxt={generation.llmsTxt} validation={generation.validation} />
      )}
      {generation.skipped.length > 0 && <SkippedPages skipped={generation.skipped} />}
    </div>
  );
}

function GenerationProgress({ generation }: { generation: LlmsTxtGeneration }) {
  const label = progressLabel(generation);
  return (
    <div className="space-y-2">
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {label}
      </p>
      <Progress value={progressPercent(generation)} aria-label={label} />
    </div>
  );
}

function GeneratedFile({
  llmsTxt,
  validation,
}: {
  llmsTxt: string;
  validation: LlmsTxtGeneration['validation'];
}) {
  const verdict = validation ? validationVerdict(validation) : null;
  const issues = validation ? [...validation.errors, ...validation.warnings].slice(0, ISSUES_SHOWN) : [];
  return (
    <div className="space-y-4">
      {verdict && (
        <Callout tone={verdict.tone} role="status" title={verdict.title}>
          {issues.length > 0 && (
            <ul className="space-y-1">
              {issues.map((issue) => (
                <li key={`${issue.line}-${issue.message}`} className="break-words">
                  <span className="mr-2 font-mono text-xs">line {issue.line}</span>
                  {issue.message}
                </li>
              ))}
            </ul>
          )}
        </Callout>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Serve it at the root of your site, as /llms.txt.</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyWithToast(llmsTxt, LLMS_TXT_COPIED)}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
          <Button variant="outline" size="sm" onClick={() => downloadLlmsTxt(llmsTxt)}>
            <Download aria-hidden="true" />
            Download
          </Button>
        </div>
      </div>
      {/* Read-only text, never rendered as Markdown or HTML: it holds what the site's pages said. */}
      <TableScroll
        label="Generated llms.txt"
        className="max-h-96 overflow-auto rounded-control border bg-neutral-soft"
      >
        <pre className="w-max min-w-full p-4 font-mono text-xs leading-relaxed whitespace-pre text-foreground sm:text-sm">
          <code>{llmsTxt}</code>
        </pre>
      </TableScroll>
    </div>
  );
}

function SkippedPages({ skipped }: { skipped: LlmsTxtGeneration['skipped'] }) {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="skipped">
        <AccordionTrigger headingClassName="text-sm">{skippedSummary(skipped.length)}</AccordionTrigger>
        <AccordionContent>
          <ul className="space-y-1">
            {skipped.map((page, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one URL can be skipped twice (a sitemap and a page).
              <li key={index} className="break-all">
                <span className="font-mono text-xs text-foreground">{page.url}</span>
                <span className="text-muted-foreground"> — {page.reason}</span>
              </li>
            ))}
          </ul>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
