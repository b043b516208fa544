import { describe, expect, it } from 'vitest';
import { isUuid, uuidSchema } from './uuid';

describe('isUuid', () => {
  it('takes 8-4-4-4-12 hex digits in either case, whatever the version digits', () => {
    expect(isUuid('0b9f0c52-6c1e-4d7e-9f3a-2b8a1c4d5e6f')).toBe(true);
    expect(isUuid('0B9F0C52-6C1E-4D7E-9F3A-2B8A1C4D5E6F')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isUuid('')).toBe(false);
    expect(isUuid('vision-board')).toBe(false);
    expect(isUuid('0b9f0c52-6c1e-4d7e-9f3a-2b8a1c4d5e6')).toBe(false);
    expect(isUuid(' 0b9f0c52-6c1e-4d7e-9f3a-2b8a1c4d5e6f')).toBe(false);
    expect(isUuid('0b9f0c526c1e4d7e9f3a2b8a1c4d5e6f')).toBe(false);
  });
});

describe('uuidSchema', () => {
  it('parses a uuid and answers its message for anything else', () => {
    expect(uuidSchema().parse('0b9f0c52-6c1e-4d7e-9f3a-2b8a1c4d5e6f')).toBe(
      '0b9f0c52-6c1e-4d7e-9f3a-2b8a1c4d5e6f',
    );
    const bad = uuidSchema('must be an order id').safeParse('nope');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('must be an order id');
  });
});
