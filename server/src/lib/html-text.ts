const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe to put in HTML, between tags or inside a quoted attribute. Everything a server-rendered page
 * shows that did not come from our own source (registry entries, query strings) goes through this.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** An HTML fragment from parts of which every text was escaped: html`<p>${text}</p>` escapes `text`. */
export function html(strings: TemplateStringsArray, ...values: Array<string | number | SafeHtml>): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += value instanceof SafeHtml ? value.value : escapeHtml(String(value));
    out += strings[index + 1] ?? '';
  });
  return new SafeHtml(out);
}

/** HTML that is already safe: built by `html` or `joinHtml`, never from raw text. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function joinHtml(parts: readonly SafeHtml[], separator = ''): SafeHtml {
  return new SafeHtml(parts.map((part) => part.value).join(separator));
}
