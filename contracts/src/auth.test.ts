import { describe, expect, it } from 'vitest';
import { loginRequest, registerRequest } from './index';

const valid = { email: 'a@example.com', password: 'Secret123', firstName: 'A', lastName: 'B' };

describe('registerRequest', () => {
  it('accepts a valid body and drops fields the server does not take', () => {
    expect(registerRequest.parse({ ...valid, confirmPassword: 'Secret123', role: 'admin' })).toEqual(valid);
  });

  it('names the field in default messages', () => {
    const result = registerRequest.safeParse({ ...valid, firstName: 7, lastName: undefined });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'firstName must be a string',
      'lastName is required',
    ]);
  });

  it('keeps the specification messages', () => {
    const result = registerRequest.safeParse({ ...valid, password: 'short' });
    expect(result.error?.issues.map((i) => i.message)).toContain('Password must be at least 8 characters');
  });
});

describe('loginRequest', () => {
  it('requires a password and a valid e-mail', () => {
    const result = loginRequest.safeParse({ email: 'nope', password: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please enter a valid email address',
      'Password is required',
    ]);
  });
});
