import { describe, expect, it } from 'vitest';
import { summarise } from '../web/page-seo';
import { serializeJsonLd } from './json-ld';

describe('JSON-LD serialisation', () => {
  it('cannot end the script element, and reads back unchanged', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const out = serializeJsonLd(value);
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe('meta description summary', () => {
  it('keeps short text on one line and cuts long text at a word, within 160 characters', () => {
    expect(summarise('  A short\n description. ')).toBe('A short description.');
    const long = 'word '.repeat(60);
    const cut = summarise(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });
});
