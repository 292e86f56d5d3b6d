import { ANONYMOUS_ANALYSES_PER_DAY, PLANS, planOf } from '@botlens/contracts';

export type FaqItem = { question: string; answer: string };

const FREE = planOf('free');
const UNLIMITED_PLAN_NAMES = PLANS.filter((plan) => plan.limits.monthlyAnalyses === null)
  .map((plan) => plan.name)
  .join(' and ');

/**
 * Part 2 §2: ten questions on the analysis page. Every answer must stay true of the audit the server runs
 * (server/src/modules/seo-audit): change them together.
 */
export const ANALYSIS_FAQ: readonly FaqItem[] = [
  {
    question: 'What does the AI SEO analysis check?',
    answer:
      'It fetches what an AI crawler reads first: your home page (over https, then http if https fails), robots.txt, llms.txt, llms-full.txt and your XML sitemap (the one robots.txt declares, otherwise /sitemap.xml). From those documents it scores your site from 0 to 100 and lists what to improve, each point backed by what was fetched.',
  },
  {
    question: 'How is the AI readiness score calculated?',
    answer:
      'From nine weighted factors that add up to 100 points: AI crawler access 20, structured data 15, content depth 15, content structure 10, meta data 10, llms.txt 10, technical basics (https, sitemap, robots.txt) 10, mobile viewport 5 and page speed 5. Every report lists each factor with the points it earned, the rule that gives them and the evidence found.',
  },
  {
    question: 'What do the score colours and badges mean?',
    answer:
      '80 or more is High-Performance (green), and 90 or more also earns an Excellent badge. 60 to 79 is Good (yellow). Below 60 is Poor Performance (red): the site needs improvement, and the report leads with its most urgent recommendation.',
  },
  {
    question: 'Which AI crawlers does the analysis check?',
    answer:
      'Seventeen: GPTBot, OAI-SearchBot, ChatGPT-User, ClaudeBot, Claude-SearchBot, Claude-User, PerplexityBot, Perplexity-User, Google-Extended, Applebot-Extended, CCBot, Bytespider, Meta-ExternalAgent, Amazonbot, cohere-ai, MistralAI-User and DuckAssistBot. For each, your robots.txt is read the way RFC 9309 says: a missing robots.txt allows everything, one that cannot be read allows nothing. A noindex robots meta tag removes all access points.',
  },
  {
    question: 'What is llms.txt, and do I need one?',
    answer:
      'llms.txt is a short Markdown file at the root of a site that gives language models a map of it: a title, a one-line summary and lists of links to the pages that matter. It is a young proposal, not a standard every AI service reads, but it is cheap to add. The analysis checks that it exists and follows the format, and reports each problem with its line number.',
  },
  {
    question: 'Does the analysis run JavaScript or read my whole site?',
    answer:
      'No. It reads the HTML of your home page as your server sends it, which is what most AI crawlers see, since few of them run JavaScript. Text that only appears after scripts run is not counted. Other pages are not crawled; the sitemap is read to count the URLs it lists.',
  },
  {
    question: 'What is Query Fan Out?',
    answer:
      'AI answer engines split a question into several sub-queries before they search. The Query Fan Out tab shows those your page could answer, the search intents it serves, its topic clusters and the content gaps: questions about your topic your page has no words for. It is worked out from your page’s own headings and text, not from search-engine data.',
  },
  {
    question: 'Why are Core Web Vitals not measured?',
    answer:
      'Core Web Vitals (LCP, INP, CLS) are field data collected from real visitors’ browsers, which a single visit from our server cannot produce. The analysis measures your server’s response time and the weight of the home page instead, and says so in the report rather than showing invented figures.',
  },
  {
    question: 'How many analyses can I run?',
    answer: `Without an account, ${ANONYMOUS_ANALYSES_PER_DAY} a day from one address. The ${FREE.name} plan includes ${FREE.limits.monthlyAnalyses} a month; ${UNLIMITED_PLAN_NAMES} are unlimited. An analysis that cannot reach the site, or that is refused, is not counted. One analysis takes from under a second to about 30 seconds, depending on how fast the site answers.`,
  },
  {
    question: 'Who can see my audit reports?',
    answer:
      'Each analysis is saved as an audit report. Your recent audits list shows those of your account, or, without an account, those made in this browser. A report can be opened by anyone who has its link, which is how Share Report works; the link contains a random identifier that cannot be guessed. Download Report saves it as a PDF.',
  },
];

/** Part 2 §2: four questions on the audit report. */
export const REPORT_FAQ: readonly FaqItem[] = [
  {
    question: 'How was this score calculated?',
    answer:
      'It is the sum of nine weighted factors, shown under “How the score is made”: each with the points earned out of its weight, the rule that gives the points and the evidence found on your site. Nothing is estimated or sampled; the same documents always give the same score.',
  },
  {
    question: 'What does “What was fetched” show?',
    answer:
      'Every request the audit made: the address, the HTTP status or the reason the request failed, the size received and whether the document was cut at its size limit. An https attempt that failed before the http one is listed too, so you can see why a finding says what it says.',
  },
  {
    question: 'How do I improve my score?',
    answer:
      'Start with the Priority Recommendations, most urgent first: each says what to change and cites the evidence that triggered it. Factors that lose the most points are named in the Executive Summary. After changing your site, run the analysis again to get a new report.',
  },
  {
    question: 'Can I share or download this report?',
    answer:
      'Yes. Share Report copies this page’s link, which anyone can open without an account. Download Report saves the same report as a PDF, with the score, its factors, the recommendations and the fetch trail.',
  },
];
