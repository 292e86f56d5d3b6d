import type { SeoAudit } from '@botlens/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActionsPanel } from './actions-panel';
import { TAB_LIST_CLASS } from './analysis-result-tabs';
import { ContentMetricsCard } from './content-metrics-card';
import { CrawlerPermissionsTable } from './crawler-permissions-table';
import { FetchedDocuments } from './fetched-documents';
import { FindingsChecklist } from './findings-checklist';
import { KeywordsPanel } from './keywords-panel';
import { LlmsTxtCard } from './llms-txt-card';
import { QueryFanOutPanel } from './query-fan-out-panel';
import { ScoreFactorsCard } from './score-factors-card';
import { StructuredDataCard } from './structured-data-card';
import { TechnicalSeoCard } from './technical-seo-card';

/** Part 2 §2: the report's five tabs. */
export function ReportTabs({ audit }: { audit: SeoAudit }) {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Report sections" className={TAB_LIST_CLASS}>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="actions">Actions</TabsTrigger>
        <TabsTrigger value="ai">AI Optimization</TabsTrigger>
        <TabsTrigger value="technical">Technical</TabsTrigger>
        <TabsTrigger value="content">Content</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="space-y-6">
        <ScoreFactorsCard factors={audit.scoreFactors} score={audit.aiReadinessScore} />
        <FindingsChecklist findings={audit.auditData.findings} />
      </TabsContent>
      <TabsContent value="actions">
        <ActionsPanel quickActions={audit.quickActions} recommendations={audit.auditData.recommendations} />
      </TabsContent>
      <TabsContent value="ai" className="space-y-6">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <CrawlerPermissionsTable permissions={audit.aiCrawlerPermissions} />
          <div className="space-y-6">
            <LlmsTxtCard llmsTxt={audit.llmsTxt} />
            <StructuredDataCard findings={audit.auditData.findings} />
          </div>
        </div>
        <QueryFanOutPanel fanOut={audit.queryFanOut} />
      </TabsContent>
      <TabsContent value="technical" className="space-y-6">
        <TechnicalSeoCard technical={audit.auditData.technicalSeo} sitemap={audit.sitemap} url={audit.url} />
        <FetchedDocuments documents={audit.documents} />
      </TabsContent>
      <TabsContent value="content" className="space-y-6">
        <ContentMetricsCard content={audit.auditData.contentMetrics} />
        <KeywordsPanel topKeywords={audit.topKeywords} optimization={audit.auditData.keywordOptimization} />
      </TabsContent>
    </Tabs>
  );
}
