import type { SeoAudit } from '@botlens/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActionsPanel } from './actions-panel';
import { ContentMetricsCard } from './content-metrics-card';
import { CrawlerPermissionsTable } from './crawler-permissions-table';
import { FetchedDocuments } from './fetched-documents';
import { FindingsChecklist } from './findings-checklist';
import { KeywordsPanel } from './keywords-panel';
import { MetaDataSummary } from './meta-data-summary';
import { QueryFanOutPanel } from './query-fan-out-panel';
import { ScoreFactorsCard } from './score-factors-card';
import { TechnicalSeoCard } from './technical-seo-card';

export const TAB_LIST_CLASS = 'flex h-auto w-full flex-wrap justify-start gap-1 sm:w-auto';

/** Part 2 §2: the analysis result in six tabs. */
export function AnalysisResultTabs({ audit }: { audit: SeoAudit }) {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Analysis result" className={TAB_LIST_CLASS}>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="keywords">Keywords</TabsTrigger>
        <TabsTrigger value="fan-out">Query Fan Out</TabsTrigger>
        <TabsTrigger value="technical">Technical</TabsTrigger>
        <TabsTrigger value="content">Content</TabsTrigger>
        <TabsTrigger value="actions">Actions</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="space-y-6">
        <FindingsChecklist findings={audit.findings} />
        <ScoreFactorsCard factors={audit.scoreFactors} score={audit.aiReadinessScore} />
      </TabsContent>
      <TabsContent value="keywords">
        <KeywordsPanel topKeywords={audit.topKeywords} optimization={audit.auditData.keywordOptimization} />
      </TabsContent>
      <TabsContent value="fan-out">
        <QueryFanOutPanel fanOut={audit.queryFanOut} />
      </TabsContent>
      <TabsContent value="technical" className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <TechnicalSeoCard
            technical={audit.auditData.technicalSeo}
            sitemap={audit.sitemap}
            url={audit.url}
          />
          <CrawlerPermissionsTable permissions={audit.aiCrawlerPermissions} />
        </div>
        <FetchedDocuments documents={audit.documents} />
      </TabsContent>
      <TabsContent value="content" className="space-y-6">
        <ContentMetricsCard content={audit.contentMetrics} />
        <MetaDataSummary meta={audit.metaData} level={3} />
      </TabsContent>
      <TabsContent value="actions">
        <ActionsPanel quickActions={audit.quickActions} recommendations={audit.auditData.recommendations} />
      </TabsContent>
    </Tabs>
  );
}
