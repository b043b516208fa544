import { describe, expect, it } from 'vitest';
import { shopPath } from './shop-path';

// Node's URL is the WHATWG parser that Chromium implements: each row first shows what a browser
// on a page of the shop makes of the href, then what the rule answers.
const SHOP = 'https://shop.example';
const browserHost = (href: string) => new URL(href, `${SHOP}/terms`).host;

describe('shopPath', () => {
  it.each(['/', '/faq', '/profile', '/products/star-portrait?size=l#top', '/search?q=caf%C3%A9'])(
    'keeps the shop path %j',
    (href) => {
      expect(browserHost(href)).toBe('shop.example');
      expect(shopPath(href)).toBe(href);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    'https://evil.example/',
    'https:/\\evil.example',
  ])('refuses %j, which a browser follows to another host', (href) => {
    expect(browserHost(href)).not.toBe('shop.example');
    expect(shopPath(href)).toBeNull();
  });

  // A browser keeps these on the shop, but a router or server that decodes the path once
  // would read '//' or '\': refused all the same.
  it.each([
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
  ])('refuses the encoded %j', (href) => {
    expect(browserHost(href)).toBe('shop.example');
    expect(shopPath(href)).toBeNull();
  });

  it.each([null, undefined, '', 'profile', '#top', 'javascript:alert(1)', '/x\u0000', '/%E0%A4%A'])(
    'refuses %j, which is not a path of the shop',
    (href) => {
      expect(shopPath(href)).toBeNull();
    },
  );
});
