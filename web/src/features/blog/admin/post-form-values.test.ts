import { describe, expect, it } from 'vitest';
import { formValuesOf, saveRequestOf, toLocalInput } from './post-form-values';

describe('the post form values', () => {
  it('turns the inputs into the save request: tags split, empties as defaults, the local date as an instant', () => {
    const values = { ...formValuesOf(undefined), title: 'T', markdown: 'M', tags: ' GPTBot, , SEO ,' };
    expect(saveRequestOf(values)).toEqual({
      title: 'T',
      slug: '',
      excerpt: '',
      markdown: 'M',
      tags: ['GPTBot', 'SEO'],
      categoryId: null,
      featuredImage: null,
      status: 'draft',
      publishedAt: null,
    });
    const dated = saveRequestOf({ ...values, publishedAt: '2026-03-04T05:06', categoryId: '7' });
    expect(dated.publishedAt).toBe(new Date(2026, 2, 4, 5, 6).toISOString());
    expect(dated.categoryId).toBe(7);
  });

  it('shows an instant in the local zone, and a post back as its fields', () => {
    expect(toLocalInput(new Date(2026, 0, 2, 3, 4).toISOString())).toBe('2026-01-02T03:04');
    expect(toLocalInput(null)).toBe('');
  });
});
