import { describe, expect, it } from 'vitest';
import { postState } from './blog-dto';

describe('postState', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('names a published post whose date has not come Scheduled', () => {
    expect(postState({ status: 'published', publishedAt: new Date('2026-05-02T00:00:00Z') }, now)).toBe(
      'scheduled',
    );
    expect(postState({ status: 'published', publishedAt: new Date('2026-05-01T12:00:00Z') }, now)).toBe(
      'published',
    );
    expect(postState({ status: 'draft', publishedAt: new Date('2026-06-01T00:00:00Z') }, now)).toBe('draft');
    expect(postState({ status: 'hidden', publishedAt: null }, now)).toBe('hidden');
  });
});
