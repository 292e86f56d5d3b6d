import { type BotDirectoryQuery, botDirectoryQuery, MAX_BOT_SEARCH_CHARS } from '@botlens/contracts';
import type { PrerenderedPage, PrerenderedRoute } from '../../plugins/app-shell';
import { botDirectory } from './bot-directory';
import {
  directoryBody,
  directoryDescription,
  directoryHref,
  profileBody,
  profileDescription,
  unknownBotBody,
} from './bot-page-html';

const SITE = 'BotLens';

/**
 * A page's address as a person may have typed or shared it: each parameter that does not read is dropped
 * (the web app does the same), a search too long is cut, so a bad link still shows the directory.
 */
export function lenientDirectoryQuery(raw: Record<string, unknown>): BotDirectoryQuery {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const { shape } = botDirectoryQuery;
  const q = shape.q.safeParse(text(raw.q)?.slice(0, MAX_BOT_SEARCH_CHARS));
  const type = shape.type.safeParse(text(raw.type));
  const purpose = shape.purpose.safeParse(text(raw.purpose));
  const page = shape.page.safeParse(text(raw.page));
  return {
    q: q.success ? q.data : '',
    type: type.success ? type.data : 'all',
    purpose: purpose.success ? purpose.data : 'all',
    page: page.success ? page.data : 1,
  };
}

export function renderDirectoryPage(raw: Record<string, unknown>): PrerenderedPage {
  const query = lenientDirectoryQuery(raw);
  const directory = botDirectory();
  const result = directory.search(query);
  const known = directory.all.length;
  // Searches and filters are views of the listing, not pages of their own for a search engine.
  const isListing = !query.q && query.type === 'all' && query.purpose === 'all';
  return {
    status: 200,
    title: result.page > 1 ? `Bot Directory, page ${result.page} – ${SITE}` : `Bot Directory – ${SITE}`,
    description: directoryDescription(known),
    canonicalPath: isListing ? directoryHref(query) : null,
    body: directoryBody(query, result, known),
  };
}

export function renderProfilePage(slug: string): PrerenderedPage {
  const facts = botDirectory().bySlug(slug);
  if (!facts) {
    return {
      status: 404,
      title: `Bot not in the directory – ${SITE}`,
      description: 'This bot is not in the registry of known bots.',
      canonicalPath: null,
      body: unknownBotBody(slug),
    };
  }
  return {
    status: 200,
    title: `${facts.name} (${facts.operator}) – Bot Directory – ${SITE}`,
    description: profileDescription(facts),
    canonicalPath: `/bots/${facts.slug}`,
    body: profileBody(facts),
  };
}

/**
 * /bots and /bots/<slug> as the server sends them: the app shell with the page's facts in it, which the web
 * app replaces once it runs (docs/architecture.md, server-rendered pages).
 */
export function botPages(): PrerenderedRoute[] {
  return [
    { path: '/bots', render: ({ query }) => renderDirectoryPage(query) },
    { path: '/bots/:slug', render: ({ params }) => renderProfilePage(params.slug ?? '') },
  ];
}
