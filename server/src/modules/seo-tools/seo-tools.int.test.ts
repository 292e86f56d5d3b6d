import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test-support/test-app';

describeOnEachDatabase('SEO tools', (get) => {
  const post = (url: string, payload: unknown) =>
    get().app.inject({ method: 'POST', url, payload: payload as object });

  it('tests a URL against a robots.txt for a crawler, anonymously', async () => {
    const response = await post('/api/tools/robots-test', {
      robotsTxt: 'User-agent: GPTBot\nDisallow: /private\n\nUser-agent: *\nAllow: /',
      userAgent: 'GPTBot',
      url: 'https://example.com/private/report',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ allowed: false, matchedRule: 'Disallow: /private', line: 2 });
  });

  it('validates an llms.txt, anonymously', async () => {
    const response = await post('/api/tools/llms-txt/validate', {
      text: '# Site\n\n## Docs\n- [A](nope:://x)',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: false, errors: [{ line: 4 }], warnings: [] });
  });

  it.each([
    ['/api/tools/robots-test', { robotsTxt: '', userAgent: '', url: '/' }, 'userAgent'],
    ['/api/tools/robots-test', { robotsTxt: '', userAgent: 'GPTBot (compatible)', url: '/' }, 'userAgent'],
    ['/api/tools/robots-test', { robotsTxt: '', userAgent: 'GPTBot', url: 'javascript:alert(1)' }, 'url'],
    [
      '/api/tools/robots-test',
      { robotsTxt: 'x'.repeat(600 * 1024), userAgent: 'GPTBot', url: '/' },
      'robotsTxt',
    ],
    ['/api/tools/robots-test', { userAgent: 'GPTBot', url: '/' }, 'robotsTxt'],
    ['/api/tools/llms-txt/validate', { text: 42 }, 'text'],
    ['/api/tools/llms-txt/validate', { text: '#'.repeat(1024 * 1024 + 1) }, 'text'],
  ])('%s refuses bad input with a 400 naming the field (%#)', async (url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toMatch(new RegExp(field));
  });

  it('refuses a body beyond the limit with 413', async () => {
    const response = await post('/api/tools/llms-txt/validate', { text: 'x'.repeat(7 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
  });
});
