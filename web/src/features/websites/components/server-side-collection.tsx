import type { EmbedCodeResponse } from '@botlens/contracts';
import { Server } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CodeBlock } from './code-block';
import { IngestKeyField, maskIngestKey } from './ingest-key-field';
import { SectionCard } from './section-card';

type ServerSideCollectionProps = { websiteId: number; embed: EmbedCodeResponse };

/**
 * Most AI crawlers fetch HTML and never run JavaScript, so the snippet cannot see them; the site's own
 * server can. The middleware posts each request to /api/collect with the website's secret ingest key.
 */
export function ServerSideCollection({ websiteId, embed }: ServerSideCollectionProps) {
  const [revealed, setRevealed] = useState(false);
  // The middleware carries the key: while the key is hidden, so is its copy inside the code.
  const shown = (code: string) =>
    revealed || !embed.ingestKey ? code : code.replaceAll(embed.ingestKey, maskIngestKey(embed.ingestKey));
  const snippets = [
    { value: 'express', label: 'Node / Express', code: embed.middleware.express },
    { value: 'cloudflare-worker', label: 'Cloudflare Worker', code: embed.middleware.cloudflareWorker },
  ];

  return (
    <SectionCard
      title="Server-side collection"
      icon={Server}
      description={
        <>
          Most AI crawlers, such as GPTBot, ClaudeBot and PerplexityBot, never run JavaScript, so the tracking
          code above cannot see them. Add this middleware to your server and every request is sent to BotLens,
          whoever made it. The server answers visitors as usual: events are sent in the background.
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6">
        <IngestKeyField
          websiteId={websiteId}
          ingestKey={embed.ingestKey}
          revealed={revealed}
          onRevealedChange={setRevealed}
        />
        <p className="text-sm text-slate-600">
          Collection endpoint:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-900">
            {embed.collectEndpoint}
          </code>
        </p>
        <Tabs defaultValue="express">
          <TabsList className="h-auto max-w-full flex-wrap">
            {snippets.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {snippets.map(({ value, label, code }) => (
            <TabsContent key={value} value={value}>
              <CodeBlock
                code={shown(code)}
                copyText={code}
                label={`${label} middleware`}
                copyDescription={`The ${label} middleware has been copied to your clipboard.`}
              />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </SectionCard>
  );
}
