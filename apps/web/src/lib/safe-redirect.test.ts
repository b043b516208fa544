import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/products/star-portrait?size=l#top', '/products/star-portrait?size=l#top'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
    ['/', '/'],
  ])('keeps the shop path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['profile'],
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%2F%2Fevil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/%09/evil.example'],
    ['/%0A/evil.example'],
    ['/%E0%A4%A'],
    ['javascript:alert(1)'],
    ['/x\u0000'],
  ])('sends %j to the home page instead', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});
