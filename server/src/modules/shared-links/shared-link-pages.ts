import { html } from '../../lib/html-text';
import type { PrerenderedRoute } from '../../plugins/app-shell';

/**
 * /share/<slug>: the app shell, marked noindex (meta and X-Robots-Tag) so a shared dashboard never reaches a
 * search engine. The server writes no facts in: whether the link lives is the API's answer, not the page's.
 */
export function sharedLinkPages(): PrerenderedRoute[] {
  return [
    {
      path: '/share/:slug',
      render: () => ({
        status: 200,
        title: 'Shared dashboard · BotLens',
        description: 'A read-only view of one website’s bot analytics, shared by its owner.',
        canonicalPath: null,
        body: html``,
      }),
    },
  ];
}
