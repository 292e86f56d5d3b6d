import type { RobotsPolicyOutputs } from '@botlens/contracts';
import { ShieldAlert, Users } from 'lucide-react';
import { Callout } from '@/components/callout';
import { CodeOutput } from '@/components/code-output';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProFeatureCallout } from '@/features/billing/components/pro-feature-callout';
import { RobotsGroupList } from '@/features/chatgpt-indexing/components/robots-group-list';
import { LiveFileNote } from './live-file-note';

type OutputKey = 'robots' | 'nginx' | 'apache' | 'caddy' | 'express' | 'worker';

type OutputDefinition = {
  key: OutputKey;
  tab: string;
  label: string;
  fileName: string;
  description: string;
  /** Null when the caller's plan leaves the output out (server rules and middleware are paid). */
  code: (outputs: RobotsPolicyOutputs) => string | null;
};

const OUTPUTS: readonly OutputDefinition[] = [
  {
    key: 'robots',
    tab: 'robots.txt',
    label: 'robots.txt',
    fileName: 'robots.txt',
    description: 'Serve it at the root of your site, as /robots.txt. Rules of the live file are kept.',
    code: (outputs) => outputs.robotsTxt,
  },
  {
    key: 'nginx',
    tab: 'nginx',
    label: 'nginx rules',
    fileName: 'botlens-ai-crawlers.nginx.conf',
    description: 'Include it in the server block: it answers 403 to the blocked bots and to spoofed claims.',
    code: (outputs) => outputs.serverRules?.nginx ?? null,
  },
  {
    key: 'apache',
    tab: 'Apache',
    label: 'Apache rules',
    fileName: 'botlens-ai-crawlers.htaccess',
    description: 'Put it in the virtual host or .htaccess (mod_rewrite): blocked bots get 403.',
    code: (outputs) => outputs.serverRules?.apache ?? null,
  },
  {
    key: 'caddy',
    tab: 'Caddy',
    label: 'Caddy rules',
    fileName: 'botlens-ai-crawlers.caddy',
    description: 'Import it in the site block of your Caddyfile: blocked bots get 403.',
    code: (outputs) => outputs.serverRules?.caddy ?? null,
  },
  {
    key: 'express',
    tab: 'Express',
    label: 'Express middleware',
    fileName: 'botlens-ai-crawlers.js',
    description: 'Register it before your routes (app.use): blocked bots get 403.',
    code: (outputs) => outputs.middleware?.express ?? null,
  },
  {
    key: 'worker',
    tab: 'Cloudflare Worker',
    label: 'Cloudflare Worker',
    fileName: 'botlens-ai-crawlers.worker.js',
    description: 'Deploy it in front of the site: blocked bots get 403, everything else goes to the origin.',
    code: (outputs) => outputs.middleware?.worker ?? null,
  },
];

/** What the policy produces: the files to serve or install, why each robots.txt group is there, and its limits. */
export function OutputsPanel({ outputs }: { outputs: RobotsPolicyOutputs }) {
  const shown = OUTPUTS.flatMap((output) => {
    const code = output.code(outputs);
    return code === null ? [] : [{ ...output, code }];
  });
  return (
    <div className="space-y-6">
      <LiveFileNote live={outputs.live} />
      {shown.length < OUTPUTS.length && (
        <ProFeatureCallout title="Server rules and middleware are part of the Pro plan">
          <p>
            Your plan includes the robots.txt and what each of its groups does. The nginx, Apache and Caddy
            rules and the Express and Worker middleware that enforce the policy come with Pro.
          </p>
        </ProFeatureCallout>
      )}
      <Tabs defaultValue="robots">
        <TabsList aria-label="Outputs" className="flex h-auto w-full flex-wrap justify-start gap-1 sm:w-auto">
          {shown.map((output) => (
            <TabsTrigger key={output.key} value={output.key}>
              {output.tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {shown.map((output) => (
          <TabsContent key={output.key} value={output.key}>
            <CodeOutput
              label={output.label}
              code={output.code}
              fileName={output.fileName}
              description={output.description}
            />
          </TabsContent>
        ))}
      </Tabs>
      {outputs.notControllable.length > 0 && (
        <Callout tone="warning" icon={ShieldAlert} title="Only server rules can stop these">
          <p>
            The policy blocks these bots, but their operators document no robots.txt token: robots.txt cannot
            stop them. The nginx, Apache, Caddy, Express and Worker outputs do.
          </p>
          <ul className="list-disc space-y-0.5 pl-5">
            {outputs.notControllable.map((bot) => (
              <li key={bot.name}>
                {bot.name} ({bot.operator}, {bot.purpose})
              </li>
            ))}
          </ul>
        </Callout>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4" />
            What each group of the robots.txt does
          </CardTitle>
          <CardDescription>Each group, the bots it speaks to, and why it is there.</CardDescription>
        </CardHeader>
        <CardContent>
          <RobotsGroupList groups={outputs.groups} />
        </CardContent>
      </Card>
    </div>
  );
}
