import { describe, expect, it } from 'vitest';
import { missingInput } from './indexing-validation';

describe('missingInput', () => {
  it('asks optimization for both a domain and content', () => {
    const missing = {
      title: 'Missing Information',
      message: 'Please provide both domain and content to analyze',
    };
    expect(missingInput('optimize', { domain: '', content: 'Some text' })).toEqual(missing);
    expect(missingInput('optimize', { domain: 'example.com', content: '  \n\t ' })).toEqual(missing);
    expect(missingInput('optimize', { domain: '', content: '' })).toEqual(missing);
    expect(missingInput('optimize', { domain: 'example.com', content: 'Some text' })).toBeNull();
  });

  it('asks content analysis for content only', () => {
    expect(missingInput('analyze', { domain: 'example.com', content: ' ' })).toEqual({
      title: 'Missing Content',
      message: 'Please provide content to analyze',
    });
    expect(missingInput('analyze', { domain: '', content: 'Some text' })).toBeNull();
  });

  it('asks robots.txt generation for a domain only', () => {
    expect(missingInput('robots', { domain: '', content: 'Some text' })).toEqual({
      title: 'Missing Domain',
      message: 'Please provide a domain to generate robots.txt',
    });
    expect(missingInput('robots', { domain: 'example.com', content: '' })).toBeNull();
  });
});
