import { describe, expect, it } from 'vitest';
import { buildEmbedCode, buildEmbedCodeResponse, testUrl } from './embed-code';

describe('embed code', () => {
  it('loads the snippet asynchronously from our origin, with a noscript pixel', () => {
    const code = buildEmbedCode('https://botlens.example', 'bt_abc');
    expect(code).toContain(
      '<script async src="https://botlens.example/tracking-script.js" data-tracking-id="bt_abc" data-endpoint="https://botlens.example/api/track"></script>',
    );
    expect(code).toContain('<noscript><img src="https://botlens.example/api/track/pixel.gif?tid=bt_abc"');
  });

  it('is placed at the start of <body>, where its noscript image cannot end the <head> early', () => {
    // In <head>, a parser that runs no scripts closes the head at the <img>: the page's <title>, <meta> and
    // canonical <link> after the snippet would then be read as body content, and ignored by search engines.
    const code = buildEmbedCode('https://botlens.example', 'bt_abc');
    expect(code.split('\n')[0]).toBe(
      '<!-- BotLens bot tracking: place right after the opening <body> tag -->',
    );
    expect(code).not.toContain('<head>');
    const response = buildEmbedCodeResponse('https://botlens.example', {
      name: 'Shop',
      domain: 'shop.example',
      trackingId: 'bt_abc',
      ingestKey: 'key',
    });
    expect(response.instructions.placement).toBe(
      'Paste the code right after the opening <body> tag of every page, or once in your site template.',
    );
  });

  it('builds the test URL over https, or http for a site on this machine or an address', () => {
    expect(testUrl('example.com')).toBe('https://example.com/?bt_test=1');
    expect(testUrl('localhost:3000')).toBe('http://localhost:3000/?bt_test=1');
    expect(testUrl('127.0.0.1:8080')).toBe('http://127.0.0.1:8080/?bt_test=1');
  });
});
