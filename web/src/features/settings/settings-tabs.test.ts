import { describe, expect, it } from 'vitest';
import { parseSettingsTab } from './settings-tabs';

describe('parseSettingsTab', () => {
  it('reads a known tab and falls back to Profile', () => {
    expect(parseSettingsTab('preferences')).toBe('preferences');
    expect(parseSettingsTab('websites')).toBe('websites');
    expect(parseSettingsTab(null)).toBe('profile');
    expect(parseSettingsTab('billing')).toBe('profile');
  });
});
