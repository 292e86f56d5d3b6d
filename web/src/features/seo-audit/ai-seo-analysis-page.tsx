import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { toast } from '@/components/ui/use-toast';
import { useUserQuery } from '@/features/auth/use-user-query';
import { RequestFailureBox } from '@/features/billing/components/plan-refusal-box';
import { usePlansQuery } from '@/features/billing/use-plans-query';
import { ContentIntro } from '@/features/site-content/content-intro';
import { domainForAnalysis } from './audit-domain';
import { ANALYSIS_FAQ } from './audit-faq';
import { analysisAllowance } from './audit-list';
import { AnalysisForm } from './components/analysis-form';
import { AnalysisProgress } from './components/analysis-progress';
import { AnalysisResultTabs } from './components/analysis-result-tabs';
import { FaqAccordion } from './components/faq-accordion';
import { InsightTiles } from './components/insight-tiles';
import { MarketingFigures } from './components/marketing-figures';
import { ReadinessSummaryCard } from './components/readiness-summary-card';
import { RecentAuditsCard } from './components/recent-audits-card';
import { ToolCards } from './components/tool-cards';
import { useAnalyzeWebsiteMutation } from './use-analyze-website-mutation';

/** Part 2 §2: analyse a website's readiness for AI search, see the result, and find earlier audits. */
export function AiSeoAnalysisPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlParam = searchParams.get('url')?.trim() ?? '';
  const [url, setUrl] = useState(urlParam);
  const analysis = useAnalyzeWebsiteMutation();
  const { data: user } = useUserQuery();
  const plans = usePlansQuery();
  const formRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { mutate } = analysis;

  const analyse = useCallback(
    (input: string) => {
      const domain = domainForAnalysis(input);
      if (domain === '') {
        toast({
          title: 'URL Required',
          description: 'Please enter a website URL to analyze.',
          variant: 'destructive',
        });
        return;
      }
      mutate(domain);
    },
    [mutate],
  );

  // ?url= fills the input and starts the analysis once. The parameter is then dropped, so that reloading
  // the page does not spend another analysis of the visitor's allowance.
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (urlParam === '' || startedFor.current === urlParam) return;
    startedFor.current = urlParam;
    setUrl(urlParam);
    analyse(urlParam);
    setSearchParams(
      (params) => {
        params.delete('url');
        return params;
      },
      { replace: true },
    );
  }, [urlParam, analyse, setSearchParams]);

  const reanalyze = (domain: string) => {
    setUrl(domain);
    analyse(domain);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const audit = analysis.isSuccess ? analysis.data : null;
  // A new result is brought into view: it appears below the form, often off screen on a phone.
  const resultId = audit?.auditId;
  useEffect(() => {
    if (resultId) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [resultId]);

  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title="AI SEO Analysis Tool"
        description={
          <ContentIntro
            block="seo-analysis"
            fallback="Score how ready a website is for AI search engines, with the evidence behind every point."
          />
        }
      />
      <div ref={formRef} className="scroll-mt-20 space-y-4">
        <AnalysisForm
          value={url}
          onChange={setUrl}
          onSubmit={() => analyse(url)}
          pending={analysis.isPending}
          allowance={analysisAllowance(user, plans.data?.plans)}
        />
        {analysis.isPending && <AnalysisProgress domain={analysis.variables} />}
        {analysis.isError && <RequestFailureBox title="Analysis Failed" error={analysis.error} />}
      </div>
      {audit && (
        <div key={audit.auditId} ref={resultRef} className="scroll-mt-20 space-y-6">
          <ReadinessSummaryCard audit={audit} />
          <AnalysisResultTabs audit={audit} />
        </div>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <RecentAuditsCard onReanalyze={reanalyze} pending={analysis.isPending} />
        <InsightTiles />
      </div>
      <ToolCards />
      <MarketingFigures />
      <FaqAccordion items={ANALYSIS_FAQ} />
    </PageContainer>
  );
}
