import { CONTENT_BLOCK_KEYS, CONTENT_BLOCK_LABELS, type ContentBlockKey } from '@botlens/contracts';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { BlogAdminSection } from '@/features/blog/admin/blog-admin-section';
import { useAdminContentQuery } from '../use-site-content-queries';
import { ContentBlockEditor } from './content-block-editor';
import { ContentVersions } from './content-versions';

const WHERE_SHOWN: Record<ContentBlockKey, string> = {
  'homepage-hero': 'The heading and text at the top of the home page.',
  'feature-announcements': 'A bar above every page while it has text; visitors can dismiss each version.',
  'chatgpt-indexing': 'The introduction of the ChatGPT Indexing page.',
  'seo-analysis': 'The introduction of the AI SEO Analysis page.',
};

/** The administrator's Content Management tab: the site's text blocks, then the blog. */
export function ContentManagementTab() {
  return (
    <div className="space-y-6">
      <SiteBlocksCard />
      <BlogAdminSection />
    </div>
  );
}

/** The four blocks as Markdown, versioned, used by the pages. */
function SiteBlocksCard() {
  const [key, setKey] = useState<ContentBlockKey>('homepage-hero');
  const content = useAdminContentQuery();
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Content Management</CardTitle>
          <CardDescription>{WHERE_SHOWN[key]}</CardDescription>
        </div>
        <SelectField
          id="content-block"
          label="Block"
          value={key}
          onValueChange={(value) => setKey(value as ContentBlockKey)}
          options={CONTENT_BLOCK_KEYS.map((k) => ({ value: k, label: CONTENT_BLOCK_LABELS[k] }))}
          className="sm:w-64"
        />
      </CardHeader>
      <CardContent className="space-y-6">
        <QueryState
          query={content}
          errorTitle="Could not load the content"
          skeleton={<Skeleton className="h-64 w-full" />}
        >
          {(blocks) => {
            const block = blocks.find((b) => b.key === key);
            if (!block) return null;
            return (
              <>
                <ContentBlockEditor
                  key={`${block.key}-${block.version}`}
                  block={block}
                  onReload={() => void content.refetch()}
                />
                <div className="space-y-2">
                  <h3 className="text-sm font-medium">History</h3>
                  <ContentVersions blockKey={block.key} current={block.version} />
                </div>
              </>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
