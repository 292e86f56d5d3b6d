/** Part 1 §5: one point each for length >= 8, upper case, lower case, digit and a special character. */
export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 8) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[a-z]/.test(password)) score++;
  if (/[0-9]/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return score;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score <= 2) return 'Weak';
  if (score === 3) return 'Medium';
  return 'Strong';
}
