import type { BotDefinition } from './types';

/**
 * Link-preview fetchers of social networks and messengers. They fetch one page when a person shares or
 * receives a link. Composite strings come first: Apple Messages sends 'facebookexternalhit/1.1 Facebot
 * Twitterbot/1.0' after Safari's string, and LINE appends 'line-poker' to facebookexternalhit.
 */
export const SOCIAL_MEDIA: readonly BotDefinition[] = [
  {
    name: 'Apple Messages link preview',
    pattern: /Safari\/[\d.]+ facebookexternalhit\/[\d.]+ Facebot Twitterbot\//,
    type: 'social_media',
    operator: 'Apple',
    purpose: 'preview',
  },
  {
    name: 'LINE link preview',
    pattern: /\bline-poker\//i,
    type: 'social_media',
    operator: 'LY Corporation',
    purpose: 'preview',
  },
  {
    name: 'facebookexternalhit',
    pattern: /\bfacebookexternalhit\b/i,
    type: 'social_media',
    operator: 'Meta',
    purpose: 'preview',
  },
  { name: 'Facebot', pattern: /\bFacebot\b/i, type: 'social_media', operator: 'Meta', purpose: 'preview' },
  {
    name: 'facebookcatalog',
    pattern: /\bfacebookcatalog\b/i,
    type: 'other',
    operator: 'Meta',
    purpose: 'advertising',
  },
  // Preview fetches from the WhatsApp client itself: 'WhatsApp/2.23.20.0 A'. WhatsApp has no in-app browser.
  { name: 'WhatsApp', pattern: /^WhatsApp\//i, type: 'social_media', operator: 'Meta', purpose: 'preview' },
  // Before Twitterbot: Telegram's string is 'TelegramBot (like TwitterBot)'.
  {
    name: 'TelegramBot',
    pattern: /\bTelegramBot\b/i,
    type: 'social_media',
    operator: 'Telegram',
    purpose: 'preview',
  },
  {
    name: 'Twitterbot',
    pattern: /\bTwitterbot\b/i,
    type: 'social_media',
    operator: 'X Corp',
    purpose: 'preview',
  },
  {
    name: 'LinkedInBot',
    pattern: /\bLinkedInBot\b/i,
    type: 'social_media',
    operator: 'LinkedIn',
    purpose: 'preview',
  },
  {
    name: 'Slackbot',
    pattern: /\bSlackbot(?:-LinkExpanding)?\b/i,
    type: 'social_media',
    operator: 'Slack',
    purpose: 'preview',
  },
  {
    name: 'Slack-ImgProxy',
    pattern: /\bSlack-ImgProxy\b/i,
    type: 'social_media',
    operator: 'Slack',
    purpose: 'preview',
  },
  {
    name: 'Discordbot',
    pattern: /\bDiscordbot\b/i,
    type: 'social_media',
    operator: 'Discord',
    purpose: 'preview',
  },
  // 'Pinterest/0.2 (+https://www.pinterest.com/bot.html)' is the crawler; the app says '[Pinterest/iOS]'.
  {
    name: 'Pinterestbot',
    pattern: /\bPinterestbot\b|^Pinterest\/0\./i,
    type: 'social_media',
    operator: 'Pinterest',
    purpose: 'preview',
  },
  {
    name: 'redditbot',
    pattern: /\bredditbot\b/i,
    type: 'social_media',
    operator: 'Reddit',
    purpose: 'preview',
  },
  {
    name: 'SkypeUriPreview',
    pattern: /\bSkypeUriPreview\b/i,
    type: 'social_media',
    operator: 'Microsoft',
    purpose: 'preview',
  },
  { name: 'vkShare', pattern: /\bvkShare\b/i, type: 'social_media', operator: 'VK', purpose: 'preview' },
  {
    name: 'Iframely',
    pattern: /\bIframely\//i,
    type: 'social_media',
    operator: 'Iframely',
    purpose: 'preview',
  },
  { name: 'Embedly', pattern: /\bEmbedly\b/i, type: 'social_media', operator: 'Embedly', purpose: 'preview' },
  // Fediverse servers fetch previews with their HTTP library and name themselves in the comment.
  {
    name: 'Mastodon',
    pattern: /\(Mastodon\/\d/,
    type: 'social_media',
    operator: 'Mastodon instance',
    purpose: 'preview',
  },
  {
    name: 'Pleroma',
    pattern: /\bPleroma\b/,
    type: 'social_media',
    operator: 'Pleroma instance',
    purpose: 'preview',
  },
  {
    name: 'Akkoma',
    pattern: /\bAkkoma\b/,
    type: 'social_media',
    operator: 'Akkoma instance',
    purpose: 'preview',
  },
  {
    name: 'Misskey',
    pattern: /^Misskey\//,
    type: 'social_media',
    operator: 'Misskey instance',
    purpose: 'preview',
  },
  {
    name: 'Bluesky Cardyb',
    pattern: /\bBluesky Cardyb\b/i,
    type: 'social_media',
    operator: 'Bluesky',
    purpose: 'preview',
  },
  {
    name: 'Snap URL Preview',
    pattern: /\bSnap URL Preview\b/i,
    type: 'social_media',
    operator: 'Snap',
    purpose: 'preview',
  },
  {
    name: 'kakaotalk-scrap',
    pattern: /\bkakaotalk-scrap\b/i,
    type: 'social_media',
    operator: 'Kakao',
    purpose: 'preview',
  },
  { name: 'Tumblr', pattern: /^Tumblr\//, type: 'social_media', operator: 'Tumblr', purpose: 'preview' },
  {
    name: 'Flipboard',
    pattern: /\bFlipboard(?:Proxy|RSS)\b/i,
    type: 'social_media',
    operator: 'Flipboard',
    purpose: 'preview',
  },
  {
    name: 'Quora Link Preview',
    pattern: /\bQuora Link Preview\b/i,
    type: 'social_media',
    operator: 'Quora',
    purpose: 'preview',
  },
  {
    name: 'Bitrix link preview',
    pattern: /\bBitrix link preview\b/i,
    type: 'social_media',
    operator: 'Bitrix24',
    purpose: 'preview',
  },
  { name: 'bitlybot', pattern: /\bbitlybot\b/i, type: 'social_media', operator: 'Bitly', purpose: 'preview' },
  {
    name: 'Google-PageRenderer',
    pattern: /\bGoogle-PageRenderer\b/,
    type: 'social_media',
    operator: 'Google',
    purpose: 'preview',
  },
];
