import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS, faqPageSchema, toJsonLdScript } from './faq';
import { analysisHref, chatgptSummaryUrl } from './landing-links';
import { socialProofStats } from './social-proof';

describe('FAQ and its structured data', () => {
  it('has exactly 14 distinct questions, each answered', () => {
    expect(FAQ_ITEMS).toHaveLength(14);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(14);
    for (const item of FAQ_ITEMS) expect(item.answer.length).toBeGreaterThan(20);
  });

  it('builds a schema.org FAQPage with the same texts, in the same order', () => {
    const schema = faqPageSchema(FAQ_ITEMS);
    expect(schema['@context']).toBe('https://schema.org');
    expect(schema['@type']).toBe('FAQPage');
    expect(schema.mainEntity).toEqual(
      FAQ_ITEMS.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    );
  });

  it('escapes < so that no text can close the script element, and reads back unchanged', () => {
    const data = { text: '</script><script>alert(1)</script> <!-- a < b' };
    const script = toJsonLdScript(data);
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003c/script>');
    expect(JSON.parse(script)).toEqual(data);
    expect(JSON.parse(toJsonLdScript(faqPageSchema(FAQ_ITEMS)))).toEqual(faqPageSchema(FAQ_ITEMS));
  });
});

describe('analysisHref', () => {
  it('encodes the typed URL into the analysis page query', () => {
    expect(analysisHref('https://example.com/a?b=c&d=e')).toBe(
      '/ai-seo-analysis?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc%26d%3De',
    );
    expect(analysisHref('  https://example.com  ')).toBe('/ai-seo-analysis?url=https%3A%2F%2Fexample.com');
  });

  it('gives nothing for an empty input', () => {
    expect(analysisHref('')).toBeNull();
    expect(analysisHref('   ')).toBeNull();
  });
});

describe('chatgptSummaryUrl', () => {
  it('prefills a summary request naming this site', () => {
    const url = chatgptSummaryUrl('https://botlens.example');
    expect(url).toBe(
      `https://chatgpt.com/?q=${encodeURIComponent(
        'Summarize the key features of BotLens, the bot and AI crawler analytics platform at https://botlens.example',
      )}`,
    );
    expect(new URL(url).searchParams.get('q')).toContain('https://botlens.example');
  });
});

describe('socialProofStats', () => {
  it('shows the fallbacks until stats arrive', () => {
    for (const stats of [undefined, null]) {
      expect(socialProofStats(stats).map((stat) => stat.value)).toEqual(['12,000+', '2.5M+', '99.9%', '50+']);
    }
  });

  it('adds the §9 offsets to the live counts, with thousands separators', () => {
    const values = socialProofStats({ totalBotSessions: 345, totalPageViews: 1_234_567 }).map((s) => s.value);
    expect(values).toEqual(['12,345', '3,734,567', '99.9%', '50+']);
    expect(socialProofStats({ totalBotSessions: 0, totalPageViews: 0 })[1]?.value).toBe('2,500,000');
  });
});
