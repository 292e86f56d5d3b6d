import { expect, it } from 'vitest';
import { escapeHtml, html, joinHtml } from './html-text';

it('escapes the five characters that end text or an attribute', () => {
  expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
  );
  expect(escapeHtml('$& $1 plain')).toBe('$&amp; $1 plain');
});

it('escapes every value of an html template but not the fragments built with it', () => {
  const name = '<img src=x onerror=alert(1)>';
  const item = html`<li title="${name}">${name}</li>`;
  expect(item.value).toBe(
    '<li title="&lt;img src=x onerror=alert(1)&gt;">&lt;img src=x onerror=alert(1)&gt;</li>',
  );
  expect(html`<ul>${joinHtml([item, html`<li>${42}</li>`])}</ul>`.value).toBe(
    `<ul>${item.value}<li>42</li></ul>`,
  );
});
