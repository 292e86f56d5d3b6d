/**
 * Google's crawlers and fetchers, grouped as Google groups their address lists
 * (developers.google.com/search/docs/crawling-indexing/google-common-crawlers and siblings).
 *
 * Reverse DNS: common and special crawlers resolve to *.googlebot.com or *.google.com. Only user-triggered
 * fetchers may resolve to *.googleusercontent.com (Google documents gae.googleusercontent.com for them):
 * any Google Cloud customer's VM gets a *.bc.googleusercontent.com name, so accepting that suffix for
 * Googlebot would let anyone with a cloud VM pass as Googlebot.
 */
const CRAWLER_DNS = ['googlebot.com', 'google.com'] as const;
const FETCHER_DNS = ['google.com', 'googleusercontent.com'] as const;

export const common = { ranges: 'google-common', reverseDns: CRAWLER_DNS } as const;
export const special = { ranges: 'google-special', reverseDns: CRAWLER_DNS } as const;
export const userTriggered = { ranges: 'google-user-triggered', reverseDns: FETCHER_DNS } as const;
