import { formatPlanPrice, MONEY_BACK_GUARANTEE_DAYS, planOf } from '@botlens/contracts';

export type FaqItem = { question: string; answer: string };

const [FREE, PRO, ENTERPRISE] = [planOf('free'), planOf('pro'), planOf('enterprise')];

/**
 * The landing FAQ (part 1 §2.3): 14 questions. The same texts feed the accordion and the FAQPage
 * structured data, so the two never disagree. Every answer must stay true of the product.
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What is BotLens?',
    answer:
      'BotLens is an analytics product for the automated visitors of your website. It shows which search engines, AI crawlers, social-media bots and other bots visit, which pages they read, how long their sessions last, who operates each bot and why it fetches your pages.',
  },
  {
    question: 'Which bots and AI crawlers does BotLens recognise?',
    answer:
      'More than 50 bots and tools, including Googlebot, Bingbot, GPTBot, OAI-SearchBot, ChatGPT-User, ClaudeBot, PerplexityBot, social link previewers, SEO tools, monitoring services, HTTP libraries and headless browsers. Each visit is classified as a search engine, AI crawler, social-media bot or other bot, with its operator and purpose.',
  },
  {
    question: 'How does BotLens tell a real crawler from an impostor?',
    answer:
      "Anyone can put 'Googlebot' or 'GPTBot' in a user agent. BotLens checks the visiting address against the address ranges the operator publishes, or against forward-confirmed reverse DNS. A hit that fails the check is marked as spoofed; bots whose operators publish nothing to check against are shown as unverifiable.",
  },
  {
    question: 'Should I use the tracking snippet or server-side collection?',
    answer:
      'The snippet sees bots that run JavaScript. Many AI crawlers never run JavaScript, so BotLens also offers server-side collection: ready-to-paste middleware for Node/Express and for a Cloudflare Worker, and an import of your web server access logs. Server-side collection sees every request, so it is the way to see all AI crawlers.',
  },
  {
    question: 'How long does setup take?',
    answer:
      'About 60 seconds: create an account, add your website and paste the tracking snippet into your pages. Data appears as soon as bots visit, which on a busy site is a matter of minutes.',
  },
  {
    question: 'Will the tracking snippet slow down my website?',
    answer:
      'No. The snippet is under 1 KB gzipped and loads asynchronously, so it never blocks your page from rendering.',
  },
  {
    question: 'Can I import my existing server logs?',
    answer:
      'Yes. Upload an access log in the Combined or Common format, plain or gzipped, from the Embed Code page or with the command-line tool. Importing the same log twice counts nothing twice.',
  },
  {
    question: 'Is BotLens GDPR-friendly? What does it record about people?',
    answer:
      'BotLens records bots, not people. Human visits are only counted in aggregate, as one number of page views per website and hour, so that you can see the share of bot traffic. The snippet sets no cookies, and no profile of any person is built.',
  },
  {
    question: 'How long is my data kept?',
    answer:
      'Individual bot hits and crawl sessions are kept for 90 days. Hourly totals are kept longer, so long-term trends stay available.',
  },
  {
    question: 'Do I need a credit card for the free trial?',
    answer:
      'No. You can start the free trial without a credit card and upgrade only if BotLens is useful to you.',
  },
  {
    question: 'How much does BotLens cost?',
    answer: `The ${FREE.name} plan costs ${formatPlanPrice(FREE)} per ${FREE.period} and includes bot traffic monitoring and ${FREE.limits.monthlyAnalyses} AI SEO analyses a month. ${PRO.name} costs ${formatPlanPrice(PRO)} per ${PRO.period} and adds unlimited analyses, ChatGPT indexing and advanced analytics. ${ENTERPRISE.name} costs ${formatPlanPrice(ENTERPRISE)} per ${ENTERPRISE.period} and adds team management, white-label reports and API access. Paid plans come with a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.`,
  },
  {
    question: 'What is the AI SEO analysis?',
    answer:
      'It scores how ready a website is for AI search engines, from 0 to 100, and lists what to improve. A score of 80 or more is excellent, 60 to 79 is good and under 60 needs improvement. Each analysis is saved as an audit report you can come back to.',
  },
  {
    question: 'What does ChatGPT indexing optimization do?',
    answer:
      'It helps AI assistants such as ChatGPT read and cite your site: it generates robots.txt and llms.txt rules for AI crawlers, suggests schema markup and gives content recommendations. It does not control what any AI service chooses to show.',
  },
  {
    question: 'Can I track more than one website?',
    answer:
      'Yes. Add each website to your account; each gets its own tracking ID, and the dashboard lets you switch between websites. The dashboard refreshes automatically every 30 seconds.',
  },
];

/** schema.org FAQPage for the questions above, with the same texts. */
export function faqPageSchema(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. Every '<' is written as \u003c, which JSON reads
 * back as the same character, so no text can close the script element ('</script>') or open a comment.
 */
export function toJsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
