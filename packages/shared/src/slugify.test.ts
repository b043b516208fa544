import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('Faith Portrait')).toBe('faith-portrait');
  });

  it('trims surrounding whitespace before slugging', () => {
    expect(slugify('   Vision Board  ')).toBe('vision-board');
  });

  it('removes characters that are not word characters, spaces or hyphens', () => {
    expect(slugify("Mom's Blessing! (2025) & more?")).toBe('moms-blessing-2025-more');
  });

  it('collapses runs of spaces, underscores and hyphens into one hyphen', () => {
    expect(slugify('a  b__c--d _-_ e')).toBe('a-b-c-d-e');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('--Hello World--')).toBe('hello-world');
    expect(slugify('_under_score_')).toBe('under-score');
  });

  it('keeps digits and returns an empty string when nothing is left', () => {
    expect(slugify('Psalm 23')).toBe('psalm-23');
    expect(slugify('!!!')).toBe('');
    expect(slugify('')).toBe('');
  });
});
