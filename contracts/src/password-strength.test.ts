import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdef1!', 5, 'Strong'],
    ['ABC1!', 3, 'Medium'],
  ])('%j scores %i: %s', (password, score, label) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrength(password)).toBe(label);
  });
});
