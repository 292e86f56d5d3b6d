import type { DigestBotRow } from './weekly-digest.queries';

export type WebsiteDigest = {
  websiteId: number;
  name: string;
  domain: string;
  visits: number;
  spoofed: number;
  topBots: Array<{ name: string; visits: number }>;
  newBots: string[];
};

const TOP_BOTS = 5;

/** Groups a user's rows by website: totals, the five busiest bots and the bots new this week. */
export function summariseDigest(rows: DigestBotRow[]): WebsiteDigest[] {
  const byWebsite = new Map<number, WebsiteDigest>();
  for (const row of rows) {
    let site = byWebsite.get(row.website_id);
    if (!site) {
      site = {
        websiteId: row.website_id,
        name: row.website_name,
        domain: row.domain,
        visits: 0,
        spoofed: 0,
        topBots: [],
        newBots: [],
      };
      byWebsite.set(row.website_id, site);
    }
    const visits = Number(row.visits);
    site.visits += visits;
    site.spoofed += Number(row.spoofed);
    // Rows come busiest first within a website.
    if (site.topBots.length < TOP_BOTS) site.topBots.push({ name: row.bot_name, visits });
    if (row.is_new && !site.newBots.includes(row.bot_name)) site.newBots.push(row.bot_name);
  }
  return [...byWebsite.values()];
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${((100 * part) / whole).toFixed(1).replace(/\.0$/, '')}%`;
}

/**
 * The digest's plain text. Website names and bot names are user-given or crawler-sent text: the mail is
 * text only, and mail headers carry none of them.
 */
export function digestText(input: {
  firstName: string;
  websites: WebsiteDigest[];
  dashboardUrl: string;
  unsubscribeUrl: string;
}): string {
  const lines = [`Hello ${input.firstName},`, '', 'Your websites over the last 7 days:'];
  if (input.websites.length === 0) lines.push('', 'No bot visited your websites this week.');
  for (const site of input.websites) {
    lines.push(
      '',
      `${site.name} (${site.domain})`,
      `  Bot page views: ${site.visits.toLocaleString('en-US')}; spoofed share: ${percent(site.spoofed, site.visits)}`,
      `  Top bots: ${site.topBots.map((bot) => `${bot.name} (${bot.visits.toLocaleString('en-US')})`).join(', ')}`,
      `  New bots: ${site.newBots.length > 0 ? site.newBots.join(', ') : 'none'}`,
    );
  }
  lines.push(
    '',
    `Open your dashboard: ${input.dashboardUrl}`,
    '',
    `You receive this because the weekly digest is on. Unsubscribe (no sign-in needed): ${input.unsubscribeUrl}`,
  );
  return lines.join('\n');
}
