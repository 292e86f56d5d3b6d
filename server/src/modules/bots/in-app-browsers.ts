/**
 * In-app browsers: the web views of social and messaging apps, where a person opens a shared link. Their
 * strings carry tokens that generic bot lists mistake for bots ('Snapchat' at the start, '|' in Baidu's
 * app, 'Instagram 309.0…'), so they are recognised before isbot is asked. Named bots of the same companies
 * ('facebookexternalhit', 'Pinterestbot', 'TikTokSpider', 'LinkedInBot'…) are matched earlier, by the registry.
 *
 * One alternation, each branch a literal token with at most one bounded class: linear time on any input.
 */
const IN_APP_BROWSER =
  /\bInstagram\b|\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bmusical_ly\b|\bBytedanceWebview\/|\btrill_\d|\bTikTok\b|\bLine\/\d|Snapchat|\[Pinterest\/|\bPinterest for (?:iOS|Android)\b|\bTwitter for (?:iPhone|iPad|Android)\b|\bTwitterAndroid\b|\bMicroMessenger\/|\bwxwork\/|\bLinkedInApp\b|\bGSA\/\d|\bGoogleApp\/|\bKAKAOTALK\b|\bNAVER\(inapp|\bDaumApps\b|__weibo__|\bWeibo \(|\bZalo(?:App|Theme)?\b|\bTelegram-Android\/|\bBingWeb\/|\bbaiduboxapp\/|\bYaApp_(?:iOS|Android)\/|\bFlipboard\/\d|\bViber\/\d/i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}
