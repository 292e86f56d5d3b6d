export type FaqEntry = { question: string; answer: string };

/** The Support page's questions, written from what the product does today. */
export const SUPPORT_FAQ: readonly FaqEntry[] = [
  {
    question: 'Why does the snippet not show GPTBot or ClaudeBot?',
    answer:
      'Most AI crawlers fetch your HTML and never run JavaScript, so a script cannot see them. Add the server middleware (Express or Cloudflare Worker) from Embed Code, send events to /api/collect, or import your access logs.',
  },
  {
    question: 'What does “spoofed” mean?',
    answer:
      'A request that names a bot whose operator publishes its addresses or reverse-DNS names (Googlebot, Bingbot, GPTBot, ClaudeBot, PerplexityBot and others) but came from somewhere else. It is counted under that name and marked spoofed.',
  },
  {
    question: 'Can I import the same log twice?',
    answer: 'Yes. Lines already imported are recognised and skipped, so nothing is counted twice.',
  },
  {
    question: 'How long is my data kept?',
    answer:
      'Raw bot hits are kept for 90 days by default (the server’s RETENTION_DAYS). Hourly totals are kept longer, so long-range charts still work.',
  },
  {
    question: 'How do I block AI training crawlers?',
    answer:
      'Open AI Crawler Access, keep AI training blocked (the default) and copy the generated robots.txt. The page also gives nginx, Apache and Caddy rules and middleware that answer 403 to bots that ignore robots.txt.',
  },
  {
    question: 'How many analyses can I run?',
    answer:
      'The free plan includes 3 AI readiness analyses a month; Pro and Enterprise are unlimited. Without an account you can run 3 a day.',
  },
  {
    question: 'When do plan changes take effect?',
    answer:
      'Upgrades are immediate. Downgrades take effect at the end of the billing period, and cancelling keeps access until the period ends.',
  },
  {
    question: 'Is my ingest key secret?',
    answer:
      'Yes: it lets anyone send events for your website. Keep it on your server (the middleware reads BOTLENS_INGEST_KEY) and rotate it if it leaks; the old key stops working at once.',
  },
  {
    question: 'Does BotLens store my visitors?',
    answer: 'No. People are counted per hour; only bot hits are stored one by one.',
  },
  {
    question: 'How quickly does support answer?',
    answer:
      'General questions within 24 hours, technical ones within 12 and billing within 6, during support hours: Mon-Fri 9:00-18:00 UTC.',
  },
];

/** The entries whose question or answer holds every word of the search (case-insensitive). */
export function searchFaq(entries: readonly FaqEntry[], search: string): FaqEntry[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    const text = `${entry.question} ${entry.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
