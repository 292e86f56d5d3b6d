import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Correct1horse');
    expect(hash).toMatch(/^scrypt\$65536\$8\$1\$/);
    expect(hash).not.toContain('Correct1horse');
    expect(await verifyPassword('Correct1horse', hash)).toBe(true);
    expect(await verifyPassword('correct1horse', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Same1password')).not.toBe(await hashPassword('Same1password'));
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2')).toBe(false);
  });
});
