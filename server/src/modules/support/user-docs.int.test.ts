import { USER_DOC_SLUGS } from '@botlens/contracts';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test-support/test-app';

describeOnEachDatabase('the documentation pages', (get) => {
  it('lists every page of docs/user with its title', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const pages = response.json<Array<{ slug: string; title: string }>>();
    expect(pages.map((page) => page.slug)).toEqual([...USER_DOC_SLUGS]);
    expect(pages.find((page) => page.slug === 'collect-api')?.title).toBe(
      'Server-side collection: POST /api/collect',
    );
  });

  it('serves a page as sanitised HTML, and refuses an unknown one', async () => {
    const page = await get().app.inject({ method: 'GET', url: '/api/docs/collect-api' });
    expect(page.statusCode).toBe(200);
    expect(page.json().html).toContain('<h1>Server-side collection: <code>POST /api/collect</code></h1>');
    expect(page.json().html).toContain('<table>');
    const unknown = await get().app.inject({ method: 'GET', url: '/api/docs/..%2F..%2Fpackage' });
    expect(unknown.statusCode).toBe(400);
  });
});
