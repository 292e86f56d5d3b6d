import { describe, expect, it } from 'vitest';
import { apiPath, apiQueryKey, apiUrl, isSamePath, keyPath } from './api-url';

describe('apiUrl', () => {
  it('puts the parameters in name order, whatever order they were given in', () => {
    expect(apiUrl('/api/websites/3/stats', { type: 'all', range: '7', tz: 'UTC' })).toBe(
      '/api/websites/3/stats?range=7&type=all&tz=UTC',
    );
    expect(apiUrl('/api/websites/3/stats', { tz: 'UTC', range: '7', type: 'all' })).toBe(
      apiUrl('/api/websites/3/stats', { range: '7', type: 'all', tz: 'UTC' }),
    );
  });

  it('leaves out undefined and null parameters, and keeps zero, false and the empty string', () => {
    expect(apiUrl('/api/x', { hours: undefined, limit: null, page: 0, all: false, q: '' })).toBe(
      '/api/x?all=false&page=0&q=',
    );
  });

  it('is the bare path without parameters', () => {
    expect(apiUrl('/api/websites')).toBe('/api/websites');
    expect(apiUrl('/api/websites', { range: undefined })).toBe('/api/websites');
  });

  it('encodes names and values', () => {
    expect(apiUrl('/api/x', { tz: 'America/Argentina/Buenos_Aires', q: 'a&b=c d', 'we ird': 'é' })).toBe(
      '/api/x?q=a%26b%3Dc+d&tz=America%2FArgentina%2FBuenos_Aires&we+ird=%C3%A9',
    );
  });
});

describe('apiPath', () => {
  it('encodes each dynamic segment, so an id cannot reach another path', () => {
    expect(apiPath('/api/websites', 3)).toBe('/api/websites/3');
    expect(apiPath('/api/audit', '../admin/stats?x=1')).toBe('/api/audit/..%2Fadmin%2Fstats%3Fx%3D1');
  });
});

describe('apiQueryKey', () => {
  it('is the path segments, then the parameters as one object', () => {
    expect(apiQueryKey('/api/websites/3/stats?range=7&type=all')).toEqual([
      'api',
      'websites',
      '3',
      'stats',
      { range: '7', type: 'all' },
    ]);
    expect(apiQueryKey('/api/user')).toEqual(['api', 'user']);
  });

  it('is the same for the same request built twice, so both share one cache entry', () => {
    const a = apiQueryKey(apiUrl('/api/websites/3/top-bots', { limit: 10, range: '30' }));
    const b = apiQueryKey(apiUrl('/api/websites/3/top-bots', { range: '30', limit: 10, hours: undefined }));
    expect(a).toEqual(b);
  });

  it("makes a website's key a prefix of every read under it", () => {
    const website = apiQueryKey('/api/websites/3');
    const stats = apiQueryKey('/api/websites/3/stats?range=7');
    expect(stats.slice(0, website.length)).toEqual(website);
    expect(apiQueryKey('/api/websites/31/stats').slice(0, website.length)).not.toEqual(website);
  });
});

describe('isSamePath', () => {
  it('ignores the parameters and nothing else', () => {
    const week = apiQueryKey('/api/websites/3/stats?range=7');
    expect(keyPath(week)).toEqual(['api', 'websites', '3', 'stats']);
    expect(isSamePath(week, apiQueryKey('/api/websites/3/stats?range=30'))).toBe(true);
    expect(isSamePath(week, apiQueryKey('/api/websites/3/stats'))).toBe(true);
    expect(isSamePath(week, apiQueryKey('/api/websites/4/stats?range=7'))).toBe(false);
    expect(isSamePath(week, apiQueryKey('/api/websites/3/heatmap?range=7'))).toBe(false);
  });
});
