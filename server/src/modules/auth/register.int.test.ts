import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { newAccount } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';

describeOnEachDatabase('POST /api/register', (get) => {
  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    get().app.inject({ method: 'POST', url: '/api/register', payload: payload as object, headers });
  const userCount = async () => Number((await get().database.db.select({ n: count() }).from(users))[0]?.n);

  it('creates the user with the spec defaults, sets a session cookie and never returns the hash', async () => {
    const account = newAccount({ email: '  Mixed.Case@Example.com ' });
    const response = await register(account);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      email: 'mixed.case@example.com',
      firstName: account.firstName,
      lastName: account.lastName,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
      monthlyAnalysesUsed: 0,
      monthlyAnalysesLimit: 3,
      role: 'user',
    });
    expect(response.body).not.toMatch(/scrypt|password/i);
    const cookie = response.cookies.find((c) => c.name === 'botlens_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const [row] = await get().database.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(account.password);
  });

  it('refuses a taken e-mail, whatever its case, with 409 and changes nothing', async () => {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);
    const before = await userCount();
    const again = await register({ ...account, email: account.email.toUpperCase(), firstName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists', field: 'email' });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'Ab1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'lowercase1' }, 'password', 'Password must contain at least one uppercase letter'],
    [{ password: 'UPPERCASE1' }, 'password', 'Password must contain at least one lowercase letter'],
    [{ password: 'NoDigitsHere' }, 'password', 'Password must contain at least one number'],
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'First name must be at most 100 characters'],
    [{ email: 42 }, 'email', 'email must be a string'],
    [{ password: ['Secret123'] }, 'password', 'password must be a string'],
    // Within the rules, but on the list of the passwords most found in breaches, whatever their case.
    [
      { password: 'Password123' },
      'password',
      'This password is too common. Choose one that is harder to guess.',
    ],
    [
      { password: 'TrustNo1' },
      'password',
      'This password is too common. Choose one that is harder to guess.',
    ],
  ])('rejects %j with 400 naming %s', async (change, field, message) => {
    const before = await userCount();
    const response = await register({ ...newAccount(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
    expect(await userCount()).toBe(before);
  });

  it.each(['email', 'password', 'firstName', 'lastName'])('rejects a body without %s', async (field) => {
    const body: Record<string, string> = newAccount();
    delete body[field];
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field} is required`, field });
  });

  it('rejects malformed JSON, a non-object body, a missing body and a foreign content type', async () => {
    const malformed = await register('{"email": "a@b.c",', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Request body is not valid JSON' });

    const array = await register([1, 2]);
    expect(array.statusCode).toBe(400);

    const empty = await get().app.inject({ method: 'POST', url: '/api/register' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('body is required');

    const text = await register('email=a@b.com', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/content type/i);
  });

  it('answers 413 to an oversized body and stores nothing', async () => {
    const before = await userCount();
    const response = await register({ ...newAccount(), firstName: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
    expect(await userCount()).toBe(before);
  });

  it('stores markup in names as plain text', async () => {
    const response = await register(newAccount({ firstName: '<script>alert(1)</script>' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().firstName).toBe('<script>alert(1)</script>');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
