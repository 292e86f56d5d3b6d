import type { Website } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { searchWithWebsite, selectWebsite } from './select-website';

const site = (id: number, trackingId: string): Website => ({
  id,
  name: `Site ${id}`,
  domain: `site${id}.example`,
  trackingId,
  createdAt: '2025-11-21T10:00:00.000Z',
  lastEventAt: null,
});
const websites = [site(3, 'bl_three'), site(7, 'bl_seven')];
const select = (search: string) => selectWebsite(websites, new URLSearchParams(search));

describe('the website an address names', () => {
  it('is found by id, else by tracking id, else the first one when the address names none', () => {
    expect(select('website=7')).toEqual({ kind: 'selected', website: websites[1] });
    expect(select('trackingId=bl_seven&range=30')).toEqual({ kind: 'selected', website: websites[1] });
    expect(select('range=30')).toEqual({ kind: 'selected', website: websites[0] });
    expect(select('website=')).toEqual({ kind: 'selected', website: websites[0] });
  });

  it('is not found, instead of the first website, when the address names one the user does not have', () => {
    expect(select('website=42')).toEqual({ kind: 'not-found', requested: 'the ID 42' });
    expect(select('trackingId=bl_other')).toEqual({
      kind: 'not-found',
      requested: 'the tracking ID bl_other',
    });
    expect(select('website=42&trackingId=bl_other')).toEqual({ kind: 'not-found', requested: 'the ID 42' });
  });

  it('is none without websites, whatever the address says', () => {
    expect(selectWebsite([], new URLSearchParams('website=42'))).toEqual({ kind: 'none' });
  });

  it("links to another website keeping the address's filters", () => {
    expect(searchWithWebsite(new URLSearchParams('trackingId=bl_other&range=30&type=ai_crawler'), 3)).toBe(
      'range=30&type=ai_crawler&website=3',
    );
  });
});
