import { expect, it } from 'vitest';
import { directoryQueryFrom, directorySearch } from './bot-directory-params';

const read = (search: string) => directoryQueryFrom(new URLSearchParams(search));

it('reads the search, filters and page from the address, each bad value falling back to its default', () => {
  expect(read('')).toEqual({ q: '', type: 'all', purpose: 'all', page: 1 });
  expect(read('q=%20OpenAI%20&type=ai_crawler&purpose=training&page=3')).toEqual({
    q: 'OpenAI',
    type: 'ai_crawler',
    purpose: 'training',
    page: 3,
  });
  expect(read('type=robot&purpose=%3Cb%3E&page=1e3')).toEqual({
    q: '',
    type: 'all',
    purpose: 'all',
    page: 1,
  });
  expect(read('page=0').page).toBe(1);
  expect(read('page=2.5').page).toBe(1);
  expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
});

it('writes only what differs from the defaults', () => {
  expect(directorySearch({ q: '', type: 'all', purpose: 'all', page: 1 })).toBe('');
  expect(directorySearch({ q: 'a b', type: 'other', purpose: 'all', page: 2 })).toBe(
    'q=a+b&type=other&page=2',
  );
});
