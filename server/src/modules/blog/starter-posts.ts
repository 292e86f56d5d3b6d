/**
 * The blog's first content, written for BotLens: seeded once into an empty blog (seed-blog.ts) and from
 * then on the administrators' to edit or delete. Facts only from the operators' own documentation and the
 * standards they name; no figures we cannot source.
 */
export const STARTER_CATEGORIES = [
  { name: 'AI Crawlers', slug: 'ai-crawlers', color: '#8B5CF6' },
  { name: 'AI Search', slug: 'ai-search', color: '#10B981' },
  { name: 'SEO', slug: 'seo', color: '#3B82F6' },
  { name: 'Industry News', slug: 'industry-news', color: '#F59E0B' },
] as const;

export type StarterPost = {
  slug: string;
  title: string;
  excerpt: string;
  category: (typeof STARTER_CATEGORIES)[number]['slug'];
  tags: string[];
  /** Days before the seeding day, so the starter posts do not all share one date. */
  daysAgo: number;
  markdown: string;
};

export const STARTER_POSTS: readonly StarterPost[] = [
  {
    slug: 'gptbot-claudebot-perplexitybot-who-is-crawling-your-site',
    title: 'GPTBot, ClaudeBot and PerplexityBot: who is crawling your site, and why',
    excerpt:
      'AI companies run several crawlers each, and they do different jobs: training, search indexing and fetching a page a user asked about. Knowing which is which decides what you allow.',
    category: 'ai-crawlers',
    tags: ['GPTBot', 'ClaudeBot', 'PerplexityBot', 'robots.txt'],
    daysAgo: 9,
    markdown: `Open the access log of almost any public website today and you will find user agents that did not exist a few years ago. Most belong to a handful of AI companies, and each company runs **more than one bot**. Treating them as one "AI crawler" leads to the wrong robots.txt.

## Three jobs, three kinds of bot

**Training crawlers** collect public pages that may be used to train future models. OpenAI's is **GPTBot**, Anthropic's is **ClaudeBot**. Common Crawl's **CCBot** builds an open corpus that many model builders use.

**Search crawlers** build the index an AI assistant searches when it answers with sources. OpenAI uses **OAI-SearchBot** for ChatGPT search, Perplexity uses **PerplexityBot**, and Anthropic documents **Claude-SearchBot**. Blocking these keeps your pages out of those answers, and out of their citations.

**User-triggered fetchers** visit a page because a person asked the assistant to read it: **ChatGPT-User**, **Claude-User**, **Perplexity-User**. They behave more like a browser acting for someone than like a crawler, and the operators say some of these fetches may not follow robots.txt in the same way, so check each operator's current documentation.

Google and Apple take a different route: **Google-Extended** and **Applebot-Extended** are robots.txt tokens, not separate crawlers. Googlebot and Applebot still fetch the page; the token tells them whether the content may be used for their AI models.

## Deciding what to allow

A common policy for a business that wants to be found but not used as free training data:

\`\`\`
User-agent: GPTBot
Disallow: /

User-agent: ClaudeBot
Disallow: /

User-agent: OAI-SearchBot
Allow: /

User-agent: PerplexityBot
Allow: /
\`\`\`

Whether that is right for you depends on what you publish. A news site may block training and allow search; a documentation site often wants everything read, because answers that quote the docs bring users.

## See before you decide

robots.txt only asks. Before you write rules, look at who really visits: which of these bots come, how often, which pages they read, and whether the visitor claiming to be GPTBot really is GPTBot. BotLens shows each of them by name, type and purpose, so the policy you write matches the traffic you have.`,
  },
  {
    slug: 'robots-txt-vs-llms-txt',
    title: 'robots.txt vs llms.txt: what each file does, and what it does not',
    excerpt:
      'robots.txt tells crawlers where they may go; llms.txt is a proposal for telling language models what matters on your site. They answer different questions, and neither one enforces anything.',
    category: 'seo',
    tags: ['robots.txt', 'llms.txt', 'AI crawlers'],
    daysAgo: 6,
    markdown: `Two small text files at the root of a website now get a lot of attention: the long-established **robots.txt** and the much newer **llms.txt**. They are often mentioned together, but they do different jobs.

## robots.txt: access rules for crawlers

robots.txt has been in use since 1994 and was standardised as **RFC 9309** in 2022. It lists groups of rules per user agent token, each rule allowing or disallowing a path prefix:

\`\`\`
User-agent: GPTBot
Disallow: /private/

User-agent: *
Allow: /
Sitemap: https://example.com/sitemap.xml
\`\`\`

A few points that are easy to get wrong:

- A crawler obeys the **most specific group** that names it, not every group in the file. If GPTBot has its own group, the \`*\` group no longer applies to it.
- The longest matching rule wins; on a tie, \`Allow\` wins.
- A robots.txt that cannot be fetched because of a server error is treated as "disallow everything" by the standard; a missing one (404) as "allow everything".
- It is a request, not a lock. Well-behaved crawlers follow it; anything else must be stopped at the server.

## llms.txt: a guide for language models

llms.txt is a **proposal** published in 2024, not a standard. It suggests a Markdown file at \`/llms.txt\` with a title, a short summary of the site and lists of links to the pages that matter most, ideally with clean Markdown versions. The idea is to help a model that reads your site at answer time find the right pages without wading through navigation and scripts.

It grants and refuses nothing. It does not replace robots.txt and does not stop any crawler. Support among AI companies is still uneven, so treat it as a cheap, low-risk addition rather than a ranking lever.

## Using both

1. Decide your policy per bot and write it in robots.txt.
2. Make sure the pages you allow are readable without JavaScript.
3. Add an llms.txt that points to your best explanatory pages.
4. Check that the live files are the ones you meant to publish.

BotLens generates both files from one policy, tests the rules against your real bot traffic, and compares the files your server serves with what you saved.`,
  },
  {
    slug: 'how-to-verify-that-a-bot-is-who-it-claims-to-be',
    title: 'How to verify that a bot is who it claims to be',
    excerpt:
      'Anyone can send a request that says "Googlebot" or "GPTBot". Reverse DNS and published IP ranges tell the real crawlers from the impostors.',
    category: 'ai-crawlers',
    tags: ['verification', 'Googlebot', 'GPTBot', 'security'],
    daysAgo: 3,
    markdown: `The user agent is a line of text the client chooses. Scrapers routinely borrow the names of well-known crawlers, because many sites let those through. If your allow list or your analytics trusts the user agent alone, you are trusting whoever writes the best fake.

## Method 1: forward-confirmed reverse DNS

Google and Microsoft document this check for their crawlers:

1. Take the request's IP address and look up its **reverse DNS** (PTR) name.
2. Check that the name ends in a domain the operator publishes, for example \`googlebot.com\` or \`google.com\` for Googlebot, \`search.msn.com\` for Bingbot.
3. Look up that name **forward** (A/AAAA) and check it resolves back to the same IP address.

Step 3 matters: anyone who controls the reverse zone of their own IP block can make it claim any name, but they cannot make Google's forward zone point at their address.

## Method 2: published IP ranges

Several AI companies publish the address ranges of their crawlers as machine-readable JSON. OpenAI, for example, publishes separate lists for GPTBot, OAI-SearchBot and ChatGPT-User, and Perplexity publishes one for PerplexityBot. A request that claims one of those bots but comes from outside its list is not that bot. Fetch the lists regularly: the ranges change.

## What to do with the answer

- **Verified**: apply the policy you chose for that bot.
- **Claimed but failed**: treat it as an unknown client. It is usually a scraper; rate-limit or block it at the server.
- **Cannot be checked** (the operator publishes nothing): rely on behaviour instead, such as request rate and whether it respects robots.txt.

Do the checks once per address and cache the result; DNS lookups on every request slow your site and can be abused.

BotLens runs these checks on the bot traffic it records, marks each hit as verified, spoofed or unverifiable, and can give you server rules that refuse requests claiming an allowed AI bot from outside its published ranges.`,
  },
  {
    slug: 'getting-cited-by-ai-answer-engines',
    title: 'Getting cited by AI answer engines: a practical checklist',
    excerpt:
      'ChatGPT search, Perplexity and AI Overviews quote pages they can reach, read and trust. A checklist of what you control, from crawler access to the shape of your paragraphs.',
    category: 'ai-search',
    tags: ['AI search', 'citations', 'content', 'structured data'],
    daysAgo: 1,
    markdown: `AI answer engines such as ChatGPT search, Perplexity and Google's AI Overviews answer a question and list the pages they drew on. Being one of those sources brings qualified visitors. Nobody outside those companies knows their ranking exactly, but the steps below are all things the engines need, and all things you control.

## 1. Let the right crawlers in

An engine can only cite what it has fetched. Check robots.txt for the search crawlers, not just the training ones: **OAI-SearchBot**, **PerplexityBot**, **Claude-SearchBot**, and the classic **Googlebot** and **Bingbot**, whose indexes several assistants rely on. Check your firewall or CDN bot rules too: they often block more than robots.txt does.

## 2. Serve the content as HTML

Many crawlers do not run JavaScript. If your article only appears after a client-side app loads, some engines see an empty page. Render the main text on the server, and keep it in the first response.

## 3. Answer first, then explain

Engines lift passages, not whole pages. Start a section with a direct, self-contained answer of one or two sentences, then give the detail. Use headings that match the questions people ask, and lists or tables for steps and comparisons.

## 4. Make facts easy to trust

- Name sources and link to them.
- Put a visible date on the page and update it when the content changes.
- Say who wrote it and why they know.
- Be specific: a concrete number with its source is quoted more readily than a vague claim.

## 5. Describe the page to machines

Use a clear \`<title>\` and meta description, a canonical URL, and structured data (for example \`Article\` or \`BlogPosting\` in JSON-LD) that states the headline, author and dates. Keep a sitemap that lists the pages you want found.

## 6. Measure

Watch which AI crawlers fetch which pages, and how often, after each change. If a search crawler never reaches a page, no amount of rewriting will get it cited.

BotLens scores a site's readiness for AI search, analyses how quotable a text is, and shows, page by page, which AI crawlers actually read it.`,
  },
];
