import { expect, it } from 'vitest';
import { newAccount } from '../../test-support/accounts';
import { describeOnEachDatabase, type TestContext } from '../../test-support/test-app';

type Cookie = { name: string; value: string; secure?: boolean; path?: string; domain?: string };
type Headers = Record<string, string>;

/** Registers over the given headers and returns the session cookie the server set, whatever its name. */
async function register(context: TestContext, headers: Headers = {}) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: newAccount(),
    headers,
  });
  expect(response.statusCode).toBe(201);
  const sessions = (response.cookies as Cookie[]).filter((c) => c.name.endsWith('botlens_session'));
  expect(sessions).toHaveLength(1);
  return sessions[0] as Cookie;
}

const currentUser = (context: TestContext, cookie: string, headers: Headers = {}) =>
  context.app.inject({ method: 'GET', url: '/api/user', headers: { ...headers, cookie } });

/** What a __Host- cookie must be, or the browser drops it (RFC 6265bis §4.1.3.2). */
function expectHostPrefixed(cookie: Cookie) {
  expect(cookie.name).toBe('__Host-botlens_session');
  expect(cookie.secure).toBe(true);
  expect(cookie.path).toBe('/');
  expect(cookie.domain).toBeUndefined();
}

describeOnEachDatabase(
  'the session cookie when PUBLIC_URL is https',
  (get) => {
    it('is __Host- prefixed and Secure, and read under that name only', async () => {
      const cookie = await register(get());
      expectHostPrefixed(cookie);
      expect((await currentUser(get(), `__Host-botlens_session=${cookie.value}`)).statusCode).toBe(200);
      // A plain-named cookie can be planted by a subdomain or over http; over https it is not ours.
      expect((await currentUser(get(), `botlens_session=${cookie.value}`)).statusCode).toBe(401);
    });

    it('is cleared under its own name at sign-out, and the session ends', async () => {
      const cookie = await register(get());
      const sent = `__Host-botlens_session=${cookie.value}`;
      const response = await get().app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie: sent },
      });
      expect(response.statusCode).toBe(302);
      const cleared = (response.cookies as Cookie[]).find((c) => c.name === '__Host-botlens_session');
      expect(cleared?.value).toBe('');
      expectHostPrefixed(cleared as Cookie);
      expect((await currentUser(get(), sent)).statusCode).toBe(401);
    });
  },
  { config: { publicUrl: 'https://botlens.example' } },
);

describeOnEachDatabase(
  'the session cookie behind a trusted proxy, PUBLIC_URL http',
  (get) => {
    // inject() comes from 127.0.0.1, the trusted proxy, which says how the browser reached it.
    const overHttps = { 'x-forwarded-proto': 'https' };

    it('is __Host- prefixed and Secure when the request arrived over https', async () => {
      const cookie = await register(get(), overHttps);
      expectHostPrefixed(cookie);
      expect((await currentUser(get(), `__Host-botlens_session=${cookie.value}`, overHttps)).statusCode).toBe(
        200,
      );
      expect((await currentUser(get(), `botlens_session=${cookie.value}`, overHttps)).statusCode).toBe(401);
    });

    it('keeps the plain name without Secure over http, and reads only that name there', async () => {
      const cookie = await register(get());
      expect(cookie).toMatchObject({ name: 'botlens_session', path: '/' });
      expect(cookie.secure).toBeUndefined();
      expect((await currentUser(get(), `botlens_session=${cookie.value}`)).statusCode).toBe(200);
      expect((await currentUser(get(), `__Host-botlens_session=${cookie.value}`)).statusCode).toBe(401);
    });

    it('signs out over https, clearing the __Host- cookie', async () => {
      const cookie = await register(get(), overHttps);
      const sent = `__Host-botlens_session=${cookie.value}`;
      const response = await get().app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { ...overHttps, cookie: sent },
      });
      const cleared = (response.cookies as Cookie[]).find((c) => c.name === '__Host-botlens_session');
      expect(cleared?.value).toBe('');
      expectHostPrefixed(cleared as Cookie);
      expect((await currentUser(get(), sent, overHttps)).statusCode).toBe(401);
    });

    it('gives the audit visitor cookie Secure over https too', async () => {
      const visitorCookie = async (headers: Headers) => {
        const response = await get().app.inject({
          method: 'POST',
          url: '/api/analyze-website',
          // Refused before anything is fetched; the visitor already has a cookie by then.
          payload: { domain: 'mailto:someone@example.com' },
          headers,
        });
        expect(response.statusCode).toBe(400);
        return (response.cookies as Cookie[]).find((c) => c.name === 'botlens_visitor');
      };
      expect((await visitorCookie(overHttps))?.secure).toBe(true);
      expect((await visitorCookie({}))?.secure).toBeUndefined();
    });
  },
  { config: { trustProxy: ['127.0.0.1'] } },
);
