export const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

let common: Promise<Set<string>> | undefined;

/**
 * Whether the password is on zxcvbn-ts's list of about 49,000 passwords most found in breaches. Compared
 * case-insensitively (the list is lower-case): the rules ask for upper- and lower-case letters, and
 * "Password1" is guessed as early as "password1". Loaded on first use (some 60 ms and 9 MB), so a server
 * that never sets a password does not carry it.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await common).has(password.normalize('NFKC').toLowerCase());
}
