import { describe, expect, it } from 'vitest';
import { formatFileSize, megabytes } from './format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [2 * 1024 * 1024, '2 MB'],
    [1234567, '1.18 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes reads %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('reads 0 Bytes for nonsense sizes', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });

  it('turns the control’s megabyte props into bytes', () => {
    expect(megabytes(2)).toBe(2_097_152);
    expect(megabytes(25)).toBe(26_214_400);
  });
});
