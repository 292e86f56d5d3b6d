import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { type FixtureSite, startFixtureSite } from './fixture-site-server';

export type FeedRoute = (request: IncomingMessage, response: ServerResponse) => void;
export type FeedServer = FixtureSite & {
  /** Serves `path` with `route` from now on (a test changes what a feed answers between polls). */
  serve: (path: string, route: FeedRoute) => string;
  /** The headers of every request to `path`, oldest first. */
  requestsTo: (path: string) => IncomingHttpHeaders[];
};

/** A local HTTP server of feeds: each path answered by the route a test gives it, every request's headers kept. */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const requests = new Map<string, IncomingHttpHeaders[]>();
  const site = await startFixtureSite((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feeds').pathname;
    requests.set(path, [...(requests.get(path) ?? []), request.headers]);
    const route = routes.get(path);
    if (route) route(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  return {
    ...site,
    serve: (path, route) => {
      routes.set(path, route);
      return `${site.origin}${path}`;
    },
    requestsTo: (path) => requests.get(path) ?? [],
  };
}

/** A route answering a fixed document. */
export function document(
  body: string,
  contentType = 'application/xml; charset=utf-8',
  headers = {},
): FeedRoute {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': contentType, ...headers }).end(body);
  };
}

type Item = {
  guid?: string;
  link: string;
  title: string;
  html: string;
  date?: string;
  categories?: string[];
};

const cdata = (html: string) => `<![CDATA[${html}]]>`;
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function rss2(title: string, items: Item[]): string {
  const entries = items
    .map(
      (item) => `<item>
  <title>${xmlText(item.title)}</title>
  <link>${xmlText(item.link)}</link>
  ${item.guid ? `<guid isPermaLink="false">${xmlText(item.guid)}</guid>` : ''}
  ${item.date ? `<pubDate>${item.date}</pubDate>` : ''}
  ${(item.categories ?? []).map((c) => `<category>${xmlText(c)}</category>`).join('')}
  <description>${cdata(item.html)}</description>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${xmlText(title)}</title><link>https://news.example/</link>
<description>A test feed</description>
${entries}
</channel></rss>`;
}

export function atom(title: string, items: Item[]): string {
  const entries = items
    .map(
      (item) => `<entry>
  <title>${xmlText(item.title)}</title>
  <id>${xmlText(item.guid ?? item.link)}</id>
  <link rel="alternate" href="${xmlText(item.link)}"/>
  <updated>${item.date ?? '2025-01-01T00:00:00Z'}</updated>
  ${(item.categories ?? []).map((c) => `<category term="${xmlText(c)}"/>`).join('')}
  <content type="html">${xmlText(item.html)}</content>
</entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>${xmlText(title)}</title><id>urn:test:feed</id>
<updated>2025-01-01T00:00:00Z</updated>
${entries}
</feed>`;
}

export function rdf(title: string, items: Item[]): string {
  const entries = items
    .map(
      (item) => `<item rdf:about="${xmlText(item.guid ?? item.link)}">
  <title>${xmlText(item.title)}</title>
  <link>${xmlText(item.link)}</link>
  ${item.date ? `<dc:date>${item.date}</dc:date>` : ''}
  ${(item.categories ?? []).map((c) => `<dc:subject>${xmlText(c)}</dc:subject>`).join('')}
  <description>${xmlText(item.html)}</description>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
  xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="https://news.example/"><title>${xmlText(title)}</title><link>https://news.example/</link>
<description>A test feed</description></channel>
${entries}
</rdf:RDF>`;
}

export function jsonFeed(title: string, items: Item[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title,
    items: items.map((item) => ({
      id: item.guid ?? item.link,
      url: item.link,
      title: item.title,
      content_html: item.html,
      date_published: item.date,
      tags: item.categories,
    })),
  });
}
