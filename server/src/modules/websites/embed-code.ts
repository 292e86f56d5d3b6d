import type { EmbedCodeResponse } from '@botlens/contracts';
import type { WebsiteRow } from '../../db/schema';
import { cloudflareWorkerMiddleware, expressMiddleware } from './middleware-templates';

/**
 * The snippet: loads asynchronously from our origin, plus an image for visitors without JavaScript.
 *
 * It belongs at the start of <body>, not in <head>: to a parser that runs no scripts (most crawlers, and
 * Google's first look at a page) an <img> inside <noscript> in the head ends the head, so every <title>,
 * <meta> and canonical <link> after it would land in the body, where search engines ignore them. In the body
 * the image is valid, and the async script loads the same.
 */
export const SNIPPET_PLACEMENT =
  'Paste the code right after the opening <body> tag of every page, or once in your site template.';

export function buildEmbedCode(publicUrl: string, trackingId: string): string {
  return [
    '<!-- BotLens bot tracking: place right after the opening <body> tag -->',
    `<script async src="${publicUrl}/tracking-script.js" data-tracking-id="${trackingId}" data-endpoint="${publicUrl}/api/track"></script>`,
    `<noscript><img src="${publicUrl}/api/track/pixel.gif?tid=${trackingId}" alt="" width="1" height="1" style="position:absolute;left:-9999px" referrerpolicy="no-referrer-when-downgrade"></noscript>`,
  ].join('\n');
}

export function buildEmbedCodeResponse(
  publicUrl: string,
  site: Pick<WebsiteRow, 'name' | 'domain' | 'trackingId' | 'ingestKey'>,
): EmbedCodeResponse {
  const collectEndpoint = `${publicUrl}/api/collect`;
  return {
    trackingId: site.trackingId,
    domain: site.domain,
    websiteName: site.name,
    embedCode: buildEmbedCode(publicUrl, site.trackingId),
    instructions: {
      placement: SNIPPET_PLACEMENT,
      verification: `Open ${testUrl(site.domain)} in a browser, then press Test Now.`,
      expectedDataTime: {
        lowTraffic: '2-6 hours',
        mediumTraffic: '30-60 minutes',
        highTraffic: '5-15 minutes',
      },
    },
    testUrl: testUrl(site.domain),
    ingestKey: site.ingestKey,
    collectEndpoint,
    middleware: {
      express: expressMiddleware({ collectEndpoint, ingestKey: site.ingestKey }),
      cloudflareWorker: cloudflareWorkerMiddleware({ collectEndpoint, ingestKey: site.ingestKey }),
    },
  };
}

/**
 * Part 1 §3: the domain plus '?bt_test=1'. Public sites are reached over https; a site on this machine or on
 * an address (a development server) usually only speaks http.
 */
export function testUrl(domain: string): string {
  const hostname = domain.replace(/:\d+$/, '');
  const local = hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.startsWith('[');
  return `${local ? 'http' : 'https'}://${domain}/?bt_test=1`;
}
