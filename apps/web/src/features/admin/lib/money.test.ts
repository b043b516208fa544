import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url';
import { centsToDollarText, formatCents, parseDollars } from './money';

describe('money', () => {
  it('formats cents as dollars with the cents shown', () => {
    expect(formatCents(999)).toBe('$9.99');
    expect(formatCents(4900)).toBe('$49.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(500, 'gbp')).toBe('£5.00');
  });

  it('reads the dollars a person types as cents', () => {
    expect(parseDollars('9.99')).toBe(999);
    expect(parseDollars('$9.99')).toBe(999);
    expect(parseDollars(' 10 ')).toBe(1000);
    expect(parseDollars('1,234.5')).toBe(123450);
    expect(parseDollars('12,345,678')).toBe(1234567800);
    expect(parseDollars('.5')).toBe(50);
    expect(parseDollars('0')).toBe(0);
    expect(parseDollars('12.')).toBe(1200);
  });

  it('reads a leading minus, so the schema can say the amount cannot be negative', () => {
    expect(parseDollars('-5')).toBe(-500);
    expect(parseDollars('-$1.50')).toBe(-150);
    expect(parseDollars('$-2')).toBe(-200);
    expect(parseDollars('-0')).toBe(0);
  });

  it('rejects what is not an amount', () => {
    for (const text of [
      '',
      '  ',
      'abc',
      '-',
      '--1',
      '1-',
      '9.999',
      '1.2.3',
      '$',
      '1e3',
      '1,2,3',
      '12,34',
    ]) {
      expect(parseDollars(text), text).toBeNull();
    }
  });

  it('shows stored cents in an input as dollars', () => {
    expect(centsToDollarText(999)).toBe('9.99');
    expect(centsToDollarText(4900)).toBe('49.00');
    expect(centsToDollarText(null)).toBe('');
  });
});

describe('mediaUrl', () => {
  it('serves static-assets keys from /media/ and leaves everything else as it is', () => {
    expect(mediaUrl('static-assets/ab/cat.webp')).toBe('/media/static-assets/ab/cat.webp');
    expect(mediaUrl('https://cdn.example.com/cat.jpg')).toBe('https://cdn.example.com/cat.jpg');
    expect(mediaUrl('/media/static-assets/x.webp')).toBe('/media/static-assets/x.webp');
    expect(mediaUrl('')).toBeNull();
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl(undefined)).toBeNull();
  });
});
