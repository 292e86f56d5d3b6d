import { describe, expect, it } from 'vitest';
import { buildEmbedCode, testUrl } from './embed-code';

describe('embed code', () => {
  it('loads the snippet asynchronously from our origin, with a noscript pixel', () => {
    const code = buildEmbedCode('https://botlens.example', 'bt_abc');
    expect(code).toContain(
      '<script async src="https://botlens.example/tracking-script.js" data-tracking-id="bt_abc" data-endpoint="https://botlens.example/api/track"></script>',
    );
    expect(code).toContain('<noscript><img src="https://botlens.example/api/track/pixel.gif?tid=bt_abc"');
  });

  it('builds the test URL over https, or http for a site on this machine or an address', () => {
    expect(testUrl('example.com')).toBe('https://example.com/?bt_test=1');
    expect(testUrl('localhost:3000')).toBe('http://localhost:3000/?bt_test=1');
    expect(testUrl('127.0.0.1:8080')).toBe('http://127.0.0.1:8080/?bt_test=1');
  });
});
