import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * The snippet, minified once at start: comments and indentation go, the code stays as written (it is small
 * and hand-tuned; no bundler needed). Served with an ETag so browsers revalidate cheaply.
 */
export function loadTrackingScript(path: string): { body: string; gzip: Buffer; etag: string } {
  const source = readFileSync(path, 'utf8');
  const body = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
  return { body, gzip: gzipSync(body, { level: 9 }), etag };
}
