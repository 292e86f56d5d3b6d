import { BookOpen, Bot, ExternalLink, FileText, ScanSearch, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { ResultSection } from './result-section';

const CRAWLERS = [
  {
    token: 'GPTBot',
    role: 'Training',
    text: "Collects public pages that may be used to train OpenAI's models. Blocking it keeps your pages out of future training; it does not remove you from ChatGPT search.",
  },
  {
    token: 'OAI-SearchBot',
    role: 'ChatGPT search',
    text: 'Finds and refreshes pages for the search results ChatGPT shows and links to. Block it and your pages are not shown as sources in ChatGPT search answers.',
  },
  {
    token: 'ChatGPT-User',
    role: 'User-triggered fetches',
    text: 'Fetches a page because a person asked ChatGPT (or a custom GPT) to open it. It does not crawl on its own, and OpenAI says robots.txt rules may not apply to these user-initiated visits.',
  },
] as const;

const EXAMPLE = `User-agent: GPTBot
Disallow: /

User-agent: OAI-SearchBot
Allow: /
Disallow: /admin/`;

const linkClass = 'font-medium text-primary underline-offset-2 hover:underline';

/** Static guidance on how ChatGPT reads a site, and how to check it with BotLens. */
export function IndexingGuide() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ResultSection title="How ChatGPT's crawlers work" icon={Bot} className="lg:col-span-2">
        <p className="mb-3 text-sm text-muted-foreground">
          OpenAI runs three user agents, each for one purpose, and each is addressed by its own robots.txt
          token.
        </p>
        <ul className="grid gap-4 md:grid-cols-3">
          {CRAWLERS.map((crawler) => (
            <li key={crawler.token} className="space-y-1 rounded-control border p-4">
              <p className="font-mono text-sm font-semibold text-foreground">{crawler.token}</p>
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {crawler.role}
              </p>
              <p className="text-sm text-foreground">{crawler.text}</p>
            </li>
          ))}
        </ul>
      </ResultSection>
      <ResultSection title="robots.txt tokens" icon={FileText}>
        <div className="space-y-3 text-sm text-foreground">
          <p>
            Name each crawler in a group of its own. This file keeps your pages out of training but in ChatGPT
            search:
          </p>
          <pre className="rounded-control border bg-neutral-soft p-3 font-mono text-xs whitespace-pre-wrap">
            <code>{EXAMPLE}</code>
          </pre>
          <p>
            A crawler that finds a group with its own name ignores the <code className="font-mono">*</code>{' '}
            group (RFC 9309), so repeat there any rule meant for everyone, such as{' '}
            <code className="font-mono">Disallow: /admin/</code>. OpenAI says a change can take about a day to
            reach its search results.
          </p>
        </div>
      </ResultSection>
      <ResultSection title="Text crawlers can read" icon={ScanSearch}>
        <ul className="list-disc space-y-2 pl-5 text-sm text-foreground">
          <li>
            Serve the main text in the HTML itself. AI crawlers generally do not run JavaScript, so text that
            only a script puts on the page is not seen.
          </li>
          <li>
            Keep <code className="font-mono">noindex</code>, <code className="font-mono">nosnippet</code> and
            their <code className="font-mono">X-Robots-Tag</code> header off the pages you want found and
            quoted.
          </li>
          <li>
            Open with the answer, use question-shaped headings, and back claims with figures and their
            sources: passages that stand on their own are the ones quoted.
          </li>
        </ul>
      </ResultSection>
      <ResultSection title="llms.txt" icon={BookOpen}>
        <p className="text-sm text-foreground">
          <code className="font-mono">/llms.txt</code> is a proposed convention: a Markdown file at the root
          of the site that sums it up and links its most useful pages for language models. It is not a
          standard, and no assistant promises to read it, but it is cheap to publish and helps the tools that
          do.{' '}
          <a href="https://llmstxt.org/" target="_blank" rel="noopener noreferrer" className={linkClass}>
            The proposal
            <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </ResultSection>
      <ResultSection title="Verify with BotLens" icon={ShieldCheck}>
        <ul className="list-disc space-y-2 pl-5 text-sm text-foreground">
          <li>
            <Link href="/bot-analytics" className={linkClass}>
              Bot Analytics
            </Link>{' '}
            shows which of GPTBot, OAI-SearchBot and ChatGPT-User actually visit, checked against the address
            ranges OpenAI publishes, so a spoofed user agent is not counted as the real crawler.
          </li>
          <li>
            The{' '}
            <Link href="/bots" className={linkClass}>
              bot directory
            </Link>{' '}
            lists every known crawler, its operator, its purpose and its robots.txt tokens.
          </li>
          <li>
            An{' '}
            <Link href="/ai-seo-analysis" className={linkClass}>
              AI SEO analysis
            </Link>{' '}
            reads your live robots.txt, llms.txt and home page as the crawlers receive them.
          </li>
          <li>
            <a
              href="https://platform.openai.com/docs/bots"
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              OpenAI's crawler documentation
              <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            has the current tokens and address ranges.
          </li>
        </ul>
      </ResultSection>
    </div>
  );
}
