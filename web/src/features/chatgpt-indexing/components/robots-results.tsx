import type { RobotsTxtResult } from '@botlens/contracts';
import { Copy, FileCode, Info, Server, ShieldAlert, Users } from 'lucide-react';
import { Callout } from '@/components/callout';
import { CodeOutput } from '@/components/code-output';
import { Button } from '@/components/ui/button';
import { TableScroll } from '@/components/ui/table-scroll';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProFeatureCallout } from '@/features/billing/components/pro-feature-callout';
import { copyWithToast } from '@/features/websites/copy-with-toast';
import { explanationParagraphs } from '../indexing-format';
import { ResultSection } from './result-section';
import { RobotsGroupList } from './robots-group-list';

export const ROBOTS_COPIED = 'The robots.txt has been copied to your clipboard.';

const SERVER_RULES = [
  {
    key: 'nginx',
    tab: 'nginx',
    label: 'nginx rules',
    fileName: 'botlens-ai-crawlers.nginx.conf',
    description: 'The map goes in the http block, the check in each server block.',
  },
  {
    key: 'apache',
    tab: 'Apache',
    label: 'Apache rules',
    fileName: 'botlens-ai-crawlers.htaccess',
    description: 'Put it in the virtual host or .htaccess (mod_rewrite).',
  },
  {
    key: 'caddy',
    tab: 'Caddy',
    label: 'Caddy rules',
    fileName: 'botlens-ai-crawlers.caddy',
    description: 'Put it inside the site block of your Caddyfile.',
  },
] as const;

/** Part 2 §3's robots result: the file to copy, what it does in words, its groups, and what it cannot stop. */
export function RobotsResults({ result }: { result: RobotsTxtResult }) {
  const paragraphs = explanationParagraphs(result.explanation, result.live.note);
  const serverRules = result.serverRules;
  return (
    <div className="space-y-6">
      <Callout tone="info" icon={Info} title="Live robots.txt">
        <p>{result.live.note}</p>
        <p className="break-all text-xs">
          {result.live.url}
          {result.live.status !== null && ` · HTTP ${result.live.status}`}
        </p>
      </Callout>
      <ResultSection
        title="robots.txt"
        icon={FileCode}
        description="Serve it at the root of your site, as /robots.txt."
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copyWithToast(result.robotsTxt, ROBOTS_COPIED)}
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
        }
      >
        {/* Lines are never wrapped (a wrapped line reads as two): the box scrolls, and is a tab stop while it does. */}
        <TableScroll
          label="Generated robots.txt"
          className="max-h-96 overflow-auto rounded-control border bg-neutral-soft"
        >
          <pre className="w-max min-w-full p-4 font-mono text-xs leading-relaxed whitespace-pre text-foreground sm:text-sm">
            <code>{result.robotsTxt}</code>
          </pre>
        </TableScroll>
      </ResultSection>
      <ResultSection title="What this file does" icon={Info}>
        <div className="space-y-3 text-sm break-words whitespace-pre-line text-foreground">
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are replaced whole, never reordered.
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </ResultSection>
      <ResultSection
        title="Groups"
        icon={Users}
        description="Each group of the file, the bots it speaks to, and why."
      >
        <RobotsGroupList groups={result.groups} />
      </ResultSection>
      <ResultSection
        title="Server rules"
        icon={Server}
        description="For bots that ignore robots.txt or have no token, and for requests that only pose as an allowed crawler: the server answers 403."
      >
        {serverRules === null ? (
          <ProFeatureCallout title="Server rules are part of the Pro plan">
            <p>
              The robots.txt above is yours on every plan; the nginx, Apache and Caddy rules come with Pro.
            </p>
          </ProFeatureCallout>
        ) : (
          <Tabs defaultValue="nginx">
            <TabsList
              aria-label="Server rules"
              className="flex h-auto w-full flex-wrap justify-start gap-1 sm:w-auto"
            >
              {SERVER_RULES.map((rules) => (
                <TabsTrigger key={rules.key} value={rules.key}>
                  {rules.tab}
                </TabsTrigger>
              ))}
            </TabsList>
            {SERVER_RULES.map((rules) => (
              <TabsContent key={rules.key} value={rules.key}>
                <CodeOutput
                  label={rules.label}
                  code={serverRules[rules.key]}
                  fileName={rules.fileName}
                  description={rules.description}
                />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </ResultSection>
      {result.notControllable.length > 0 && (
        <Callout tone="warning" icon={ShieldAlert} title="Not stopped by robots.txt">
          <p>
            These bots are blocked by the policy, but their operators document no robots.txt token: only
            server rules stop them.
          </p>
          <ul className="list-disc space-y-0.5 pl-5">
            {result.notControllable.map((bot) => (
              <li key={bot.name}>
                {bot.name} ({bot.operator}, {bot.purpose})
              </li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
}
