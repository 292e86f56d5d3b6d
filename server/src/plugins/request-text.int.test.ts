import { expect, it } from 'vitest';
import { newAccount, registerAndSignIn } from '../test-support/accounts';
import { describeOnEachDatabase } from '../test-support/test-app';
import { addWebsite } from '../test-support/websites';

const JSON_TYPE = { 'content-type': 'application/json' };

describeOnEachDatabase('request text on the web app’s routes', (get) => {
  const websitesOf = async (cookie: string) =>
    (await get().app.inject({ method: 'GET', url: '/api/websites', headers: { cookie } })).json<unknown[]>();
  const addSite = (cookie: string, payload: string, headers: Record<string, string> = JSON_TYPE) =>
    get().app.inject({ method: 'POST', url: '/api/websites', headers: { cookie, ...headers }, payload });

  it.each([
    [
      'a NUL character',
      '{"name":"a\\u0000b","domain":"ex.com"}',
      'name must not contain NUL characters',
      'name',
    ],
    [
      'an unpaired surrogate',
      '{"name":"shop \\ud800","domain":"ex.com"}',
      'name must be valid Unicode text (it has an unpaired surrogate)',
      'name',
    ],
    [
      'a NUL character beside a key named pipe',
      '{"name":"a\\u0000b","domain":"ex.com","pipe":1}',
      'name must not contain NUL characters',
      'name',
    ],
    [
      'an unpaired low surrogate in another field',
      '{"name":"shop","domain":"ex\\udc00.com"}',
      'domain must be valid Unicode text (it has an unpaired surrogate)',
      'domain',
    ],
  ])(
    'a website name with %s is a 400 naming the field, and nothing is added',
    async (_, payload, message, field) => {
      const { cookie } = await registerAndSignIn(get().app);
      const response = await addSite(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field });
      expect(await websitesOf(cookie)).toEqual([]);
    },
  );

  it('keeps text outside the basic plane (a surrogate pair) as sent', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const response = await addSite(cookie, JSON.stringify({ name: 'Rocket 🚀 shop', domain: 'ex.com' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('Rocket 🚀 shop');
  });

  it('refuses a body that is not UTF-8, a prototype key and JSON sent as text/plain, each saying why', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const notUtf8 = await get().app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: { cookie, ...JSON_TYPE },
      payload: Buffer.concat([
        Buffer.from('{"name":"a'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('","domain":"ex.com"}'),
      ]),
    });
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json()).toEqual({ message: 'Request body is not valid UTF-8' });

    const poisoned = await addSite(cookie, '{"name":"a","domain":"ex.com","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toEqual({
      message: 'Request body must not contain a "__proto__" or "constructor.prototype" key',
    });

    // A syntax error whose text mentions 'prototype' is a syntax error.
    const malformed = await addSite(cookie, '{"prototype": }');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Request body is not valid JSON' });

    const asText = await addSite(cookie, '{"name":"a","domain":"ex.com"}', { 'content-type': 'text/plain' });
    expect(asText.statusCode).toBe(415);
    expect(asText.json()).toEqual({ message: 'Unsupported content type text/plain; send application/json' });

    const empty = await addSite(cookie, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Request body is empty; send a JSON object' });
    expect(await websitesOf(cookie)).toEqual([]);
  });

  it('refuses NUL in a registration, a query and the verification call instead of failing with a 500', async () => {
    const register = await get().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...newAccount(), firstName: 'a\u0000b' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({
      message: 'firstName must not contain NUL characters',
      field: 'firstName',
    });

    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const stats = await get().app.inject({
      method: 'GET',
      url: `/api/websites/${site.id}/stats?tz=UTC%00`,
      headers: { cookie },
    });
    expect(stats.statusCode).toBe(400);
    expect(stats.json()).toEqual({ message: 'tz must not contain NUL characters', field: 'tz' });

    const verify = await get().app.inject({
      method: 'POST',
      url: '/api/track/test',
      headers: { cookie },
      payload: { trackingId: '\u0000' },
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({
      message: 'trackingId must not contain NUL characters',
      field: 'trackingId',
    });
  });

  it('leaves the query string of a page of the web app alone', async () => {
    // The page, or (before the web app is built) the same answer as without the query string.
    const plain = await get().app.inject({ method: 'GET', url: '/dashboard' });
    const page = await get().app.inject({ method: 'GET', url: '/dashboard?x=%00' });
    expect(page.statusCode).not.toBe(400);
    expect([page.statusCode, page.body]).toEqual([plain.statusCode, plain.body]);
  });

  it('asks for the log file itself when a log upload comes as a form', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const response = await get().app.inject({
      method: 'POST',
      url: `/api/websites/${site.id}/import-logs`,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nhello\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'Send the log file itself as the body, as application/octet-stream, application/gzip, application/x-gzip, text/plain',
    );
  });
});
