import { BookOpen, FileCode, LoaderCircle, ScanText, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { PolicyStudioLink } from '@/features/robots-policy/components/policy-studio-link';
import { domainForAnalysis } from '@/features/seo-audit/audit-domain';
import { ContentIntro } from '@/features/site-content/content-intro';
import { ContentAnalysisResults } from './components/content-analysis-results';
import { IndexingForm } from './components/indexing-form';
import { IndexingGuide } from './components/indexing-guide';
import { OptimizationResults } from './components/optimization-results';
import { ResultSkeleton } from './components/result-skeleton';
import { ResultState } from './components/result-state';
import { RobotsResults } from './components/robots-results';
import { type IndexingAction, missingInput } from './indexing-validation';
import { useAnalyzeContentMutation } from './use-analyze-content-mutation';
import { useGenerateRobotsMutation } from './use-generate-robots-mutation';
import { useOptimizeMutation } from './use-optimize-mutation';

type IndexingTab = 'optimization' | 'content' | 'robots' | 'guide';

const TAB_OF: Record<IndexingAction, IndexingTab> = {
  optimize: 'optimization',
  analyze: 'content',
  robots: 'robots',
};

/** Part 2 "ChatGPT Website Indexing page": suggestions, content analysis and robots.txt for one site. */
export function ChatgptIndexingPage() {
  const [domainInput, setDomainInput] = useState('');
  const [content, setContent] = useState('');
  const [tab, setTab] = useState<IndexingTab>('optimization');
  const optimize = useOptimizeMutation();
  const analyze = useAnalyzeContentMutation();
  const robots = useGenerateRobotsMutation();
  const domain = domainForAnalysis(domainInput);

  const run = (action: IndexingAction) => {
    const missing = missingInput(action, { domain, content });
    if (missing) {
      toast({ title: missing.title, description: missing.message, variant: 'destructive' });
      return;
    }
    // The tab shows the action running, and is brought back when its result (or failure) arrives.
    setTab(TAB_OF[action]);
    const showResult = { onSettled: () => setTab(TAB_OF[action]) };
    if (action === 'optimize') optimize.mutate({ domain, content }, showResult);
    if (action === 'analyze')
      analyze.mutate({ content, metadata: domain ? { domain } : undefined }, showResult);
    if (action === 'robots') robots.mutate({ domain }, showResult);
  };

  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title="ChatGPT Website Indexing"
        description={
          <ContentIntro
            block="chatgpt-indexing"
            fallback="Optimize your content and robots.txt for AI assistants, from your live site and your own bot traffic."
          />
        }
      />
      <IndexingForm
        domain={domainInput}
        sentDomain={domain}
        content={content}
        onDomainChange={setDomainInput}
        onContentChange={setContent}
        onAction={run}
        pending={{ optimize: optimize.isPending, analyze: analyze.isPending, robots: robots.isPending }}
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as IndexingTab)}>
        <TabsList
          aria-label="Indexing results"
          className="flex h-auto w-full flex-wrap justify-start gap-1 sm:w-auto"
        >
          <ResultTab value="optimization" icon={<Sparkles />} busy={optimize.isPending}>
            Optimization Suggestions
          </ResultTab>
          <ResultTab value="content" icon={<ScanText />} busy={analyze.isPending}>
            Content Analysis
          </ResultTab>
          <ResultTab value="robots" icon={<FileCode />} busy={robots.isPending}>
            Robots.txt
          </ResultTab>
          <ResultTab value="guide" icon={<BookOpen />} busy={false}>
            Indexing Guide
          </ResultTab>
        </TabsList>
        <TabsContent value="optimization">
          <ResultState
            mutation={optimize}
            loadingLabel="Getting optimization suggestions"
            skeleton={<ResultSkeleton cards={4} />}
            failureTitle="Optimization Failed"
            onRetry={() => run('optimize')}
            empty={{
              title: 'No suggestions yet',
              description:
                'Run Get Optimization Suggestions to see what to change on the site, grounded in its live pages.',
            }}
          >
            {(result) => <OptimizationResults result={result} />}
          </ResultState>
        </TabsContent>
        <TabsContent value="content">
          <ResultState
            mutation={analyze}
            loadingLabel="Analyzing content"
            skeleton={<ResultSkeleton cards={2} />}
            failureTitle="Analysis Failed"
            onRetry={() => run('analyze')}
            empty={{
              title: 'No content analysis yet',
              description:
                'Run Analyze Content to see its score, what the score is made of, and what to change.',
            }}
          >
            {(result) => <ContentAnalysisResults result={result} />}
          </ResultState>
        </TabsContent>
        <TabsContent value="robots" className="space-y-4">
          <PolicyStudioLink domain={domain} />
          <ResultState
            mutation={robots}
            loadingLabel="Generating robots.txt"
            skeleton={<ResultSkeleton cards={2} />}
            failureTitle="Generation Failed"
            onRetry={() => run('robots')}
            empty={{
              title: 'No robots.txt yet',
              description: 'Run Generate Robots.txt to see a file for the domain, with what each group does.',
            }}
          >
            {(result) => <RobotsResults result={result} />}
          </ResultState>
        </TabsContent>
        <TabsContent value="guide">
          <IndexingGuide />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

type ResultTabProps = { value: IndexingTab; icon: ReactNode; busy: boolean; children: ReactNode };

/** A tab whose action is running shows a spinner in place of its icon. */
function ResultTab({ value, icon, busy, children }: ResultTabProps) {
  return (
    <TabsTrigger value={value}>
      {busy ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <span aria-hidden="true">{icon}</span>
      )}
      {children}
    </TabsTrigger>
  );
}
