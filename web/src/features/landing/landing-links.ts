/** Where 'Analyze Now' goes for what was typed, or null when nothing was typed (then it does nothing). */
export function analysisHref(input: string): string | null {
  const url = input.trim();
  return url ? `/ai-seo-analysis?url=${encodeURIComponent(url)}` : null;
}

/** 'Summarize with ChatGPT': a new chat prefilled with a request to summarise this site. */
export function chatgptSummaryUrl(origin: string): string {
  return `https://chatgpt.com/?q=${encodeURIComponent(
    `Summarize the key features of BotLens, the bot and AI crawler analytics platform at ${origin}`,
  )}`;
}

/** The expert-help section's mail link. Placeholder address: replace with the real team inbox. */
export const EXPERT_HELP_EMAIL = 'experts@botlens.example';
export const EXPERT_HELP_MAILTO = `mailto:${EXPERT_HELP_EMAIL}?subject=${encodeURIComponent('Expert help with BotLens')}`;
