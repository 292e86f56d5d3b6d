import type { EmbedCodeResponse } from '@botlens/contracts';
import type { WebsiteRow } from '../../db/schema';
import { cloudflareWorkerMiddleware, expressMiddleware } from './middleware-templates';

/** The snippet: loads asynchronously from our origin, plus an image for visitors without JavaScript. */
export function buildEmbedCode(publicUrl: string, trackingId: string): string {
  return [
    '<!-- BotLens bot tracking: place inside <head> -->',
    `<script async src="${publicUrl}/tracking-script.js" data-tracking-id="${trackingId}" data-endpoint="${publicUrl}/api/track"></script>`,
    `<noscript><img src="${publicUrl}/api/track/pixel.gif?tid=${trackingId}" alt="" width="1" height="1" style="position:absolute;left:-9999px" referrerpolicy="no-referrer-when-downgrade"></noscript>`,
  ].join('\n');
}

export function buildEmbedCodeResponse(publicUrl: string, site: WebsiteRow): EmbedCodeResponse {
  const collectEndpoint = `${publicUrl}/api/collect`;
  return {
    trackingId: site.trackingId,
    domain: site.domain,
    websiteName: site.name,
    embedCode: buildEmbedCode(publicUrl, site.trackingId),
    instructions: {
      placement: 'Paste the code inside the <head> of every page, or once in your site template.',
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
