import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['Password1', 'PASSWORD123', 'Qwerty123', 'Letmein1', 'Abcd1234', 'Passw0rd', 'Trustno1'])(
    'finds %s on the list, whatever its case',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Kestrel-Lamp-47', 'Correct1horse', 'Journey123!'])('lets %s through', async (password) => {
    expect(await isCommonPassword(password)).toBe(false);
  });
});
