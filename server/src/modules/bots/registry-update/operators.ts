/**
 * Who runs a long-tail bot, from the hosts its entry names. A bot's own URL names its operator's site; the
 * company behind the big ones is written out, any other site stands for itself ('acoon.de'). Pages of
 * directories, code hosts, link shorteners and mail providers say nothing about who runs the bot.
 */
const THIRD_PARTY_HOSTS = [
  'knownagents.com',
  'darkvisitors.com',
  'datadome.co',
  'radar.cloudflare.com',
  'useragentstring.com',
  'user-agents.net',
  'udger.com',
  'webmasters.stackexchange.com',
  'wikipedia.org',
  'github.com',
  'github.io',
  'gitlab.com',
  'bitbucket.org',
  'sourceforge.net',
  'pypi.org',
  'npmjs.com',
  'example.com',
  'gmail.com',
  'googlegroups.com',
  'protonmail.com',
  'hotmail.com',
  'outlook.com',
  'sites.google.com',
  'goo.gl',
  'bit.ly',
  'rb.gy',
  'forms.gle',
  'aka.ms',
  'leak.info',
  'unspecified.mail',
];

const OPERATOR_BY_DOMAIN: Readonly<Record<string, string>> = {
  'google.com': 'Google',
  'googlebot.com': 'Google',
  'withgoogle.com': 'Google',
  'gemini.google': 'Google',
  'bing.com': 'Microsoft',
  'msn.com': 'Microsoft',
  'microsoft.com': 'Microsoft',
  'yandex.com': 'Yandex',
  'yandex.ru': 'Yandex',
  'apple.com': 'Apple',
  'facebook.com': 'Meta',
  'meta.com': 'Meta',
  'amazon.com': 'Amazon',
  'amazon.dev': 'Amazon',
  'aws.amazon.com': 'Amazon Web Services',
  'baidu.com': 'Baidu',
  'yahoo.com': 'Yahoo',
  'yahoo-help.jp': 'LY Corporation',
  'naver.com': 'Naver',
  'naver.me': 'Naver',
  'seznam.cz': 'Seznam.cz',
  'cloudflare.com': 'Cloudflare',
  'archive.org': 'Internet Archive',
  'alexa.com': 'Amazon (Alexa)',
  'bytedance.com': 'ByteDance',
  'openai.com': 'OpenAI',
  'anthropic.com': 'Anthropic',
  'perplexity.ai': 'Perplexity',
  'w3.org': 'W3C',
  'snapchat.com': 'Snap',
  'line.me': 'LY Corporation',
  'wordpress.com': 'Automattic',
  'wp.com': 'Automattic',
  'mail.ru': 'VK (Mail.ru)',
};

function domainMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** The operator a host stands for, or undefined for a third party's page. */
export function operatorForHost(host: string): string | undefined {
  if (THIRD_PARTY_HOSTS.some((domain) => domainMatches(host, domain))) return undefined;
  const known = Object.keys(OPERATOR_BY_DOMAIN).find((domain) => domainMatches(host, domain));
  return known ? OPERATOR_BY_DOMAIN[known] : host;
}
