import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';

describeOnEachDatabase('the live feed (server-sent events)', (get) => {
  it('streams each stored bot hit of the site, and only of that site', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const other = await addWebsite(get().app, cookie, { name: 'Other', domain: 'other.example' });
    await get().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = get().app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/websites/${site.id}/live`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');

    const post = (key: string, url: string, userAgent: string) =>
      collectEvents(get().app, key, [
        { timestamp: new Date().toISOString(), url, userAgent, ip: '20.171.207.10' },
      ]);
    await post(other.embed.ingestKey, '/elsewhere', UA.gptbot);
    await post(embed.ingestKey, '/people', UA.chrome);
    await post(embed.ingestKey, '/a\n\ndata: forged', UA.gptbot);

    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('event: hit')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const events = text.split('\n\n').filter((block) => block.startsWith('event: hit'));
    expect(events).toHaveLength(1);
    const data = JSON.parse((events[0] as string).split('\ndata: ')[1] as string);
    expect(data).toMatchObject({
      botName: 'GPTBot',
      operator: 'OpenAI',
      url: '/a\n\ndata: forged',
      verification: 'verified',
    });

    const stranger = await registerAndSignIn(get().app);
    expect(
      (
        await get().app.inject({
          method: 'GET',
          url: `/api/websites/${site.id}/live`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});
