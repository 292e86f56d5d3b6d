import type { ContentBlockKey } from '@botlens/contracts';

/**
 * The texts the product showed before they were editable, seeded as version 1 of each block at first start,
 * so that nothing changes on the pages until an administrator edits them. The web styles these elements
 * (the hero's bold words are its highlighted ones). An empty announcement shows no bar.
 */
export const CONTENT_DEFAULTS: Record<ContentBlockKey, string> = {
  'homepage-hero': [
    '# See every bot and AI crawler **reading your website**',
    '',
    'BotLens shows which search engines, AI crawlers and social bots visit your site, which pages they read and whether they are who they claim to be. Then it helps you get found in ChatGPT and AI search.',
  ].join('\n'),
  'feature-announcements': '',
  'chatgpt-indexing':
    'Optimize your content and robots.txt for AI assistants, from your live site and your own bot traffic.',
  'seo-analysis': 'Score how ready a website is for AI search engines, with the evidence behind every point.',
};
