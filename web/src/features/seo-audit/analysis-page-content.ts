import {
  Bot,
  Braces,
  CalendarClock,
  Code2,
  FileBarChart,
  FileCode,
  GitCompare,
  type LucideIcon,
  MessageCircleQuestion,
  Network,
  ScanSearch,
  ShieldCheck,
} from 'lucide-react';

export type InsightTile = { icon: LucideIcon; title: string; text: string };

/** Part 2 §2's static insight tiles: general advice that holds for any site, not figures about this one. */
export const INSIGHT_TILES: readonly InsightTile[] = [
  {
    icon: Bot,
    title: 'robots.txt decides who may read you',
    text: 'A Disallow for GPTBot, ClaudeBot or PerplexityBot keeps your pages out of their answers. Allow the answer crawlers you want to be cited by.',
  },
  {
    icon: Code2,
    title: 'Most AI crawlers do not run JavaScript',
    text: 'They read the HTML your server sends. Text that only appears after scripts run may be invisible to them.',
  },
  {
    icon: Braces,
    title: 'Structured data names things',
    text: 'schema.org Organization, FAQPage and Article markup tell answer engines who you are and which questions a page answers.',
  },
  {
    icon: MessageCircleQuestion,
    title: 'Answer the questions people ask',
    text: 'Headings phrased as questions, each followed by a direct answer, are easy for an assistant to quote.',
  },
];

export type ToolCard = { icon: LucideIcon; title: string; text: string; status: 'available' | 'coming-soon' };

/**
 * Part 2 §2's tool cards. "Available" ones exist today (the robots.txt and llms.txt checks as API calls
 * only, so their cards describe rather than link); "Coming Soon" ones are planned.
 */
export const TOOL_CARDS: readonly ToolCard[] = [
  {
    icon: ScanSearch,
    title: 'AI Readiness Audit',
    text: 'This page: a 0–100 score from nine weighted factors, with evidence and recommendations.',
    status: 'available',
  },
  {
    icon: FileBarChart,
    title: 'Shareable Audit Reports',
    text: 'Every analysis is saved as a report with its fetch trail, shareable by link and downloadable as PDF.',
    status: 'available',
  },
  {
    icon: ShieldCheck,
    title: 'robots.txt Rule Tester',
    text: 'Checks whether a crawler may fetch a path under a robots.txt, by RFC 9309. Available through the API (POST /api/tools/robots-test).',
    status: 'available',
  },
  {
    icon: FileCode,
    title: 'llms.txt Validator',
    text: 'Checks an llms.txt against the format and reports each problem with its line. Available through the API (POST /api/tools/llms-txt/validate).',
    status: 'available',
  },
  {
    icon: Network,
    title: 'Multi-page Site Audit',
    text: 'Audit the pages your sitemap lists, not only the home page.',
    status: 'coming-soon',
  },
  {
    icon: CalendarClock,
    title: 'Scheduled Re-analysis',
    text: 'Re-run an audit every week and follow your score over time.',
    status: 'coming-soon',
  },
  {
    icon: GitCompare,
    title: 'Competitor Comparison',
    text: 'Compare your AI readiness with the sites you compete with for answers.',
    status: 'coming-soon',
  },
];

export type MarketingFigure = { value: string; label: string };

/**
 * Part 2 §2's static marketing figures. They are not measured by BotLens, so the page labels them as
 * illustrative (as the landing page does with its example quotes). Replace them with measured figures, and
 * drop the label, before presenting them as facts.
 */
export const MARKETING_FIGURES: readonly MarketingFigure[] = [
  { value: '95%', label: 'Visibility rate' },
  { value: '1.2M+', label: 'Sites analyzed' },
  { value: '30s', label: 'Average analysis' },
  { value: '98%', label: 'Accuracy' },
];
