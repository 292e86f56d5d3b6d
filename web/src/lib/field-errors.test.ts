import { saveBlogCategoryRequest } from '@botlens/contracts';
import { expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';

it("names each refused field once, with its contract's message, and nothing for valid values", () => {
  expect(fieldErrorsOf(saveBlogCategoryRequest, { name: 'News', slug: '', color: '#3B82F6' })).toEqual({});
  expect(fieldErrorsOf(saveBlogCategoryRequest, { name: ' ', slug: 'Not A Slug', color: 'blue' })).toEqual({
    name: 'Name is required',
    slug: expect.stringContaining('Slug may hold only'),
    color: 'Colour must be a hex colour like #3B82F6',
  });
});
