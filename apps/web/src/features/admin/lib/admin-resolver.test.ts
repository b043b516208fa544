import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminParseOptions } from './admin-resolver';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, adminParseOptions);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('adminParseOptions', () => {
  it('puts plain words where a schema sets no message', () => {
    expect(messages(z.number().max(5), 7)).toEqual(['Must be at most 5.']);
    expect(messages(z.number().min(1), 0)).toEqual(['Must be at least 1.']);
    expect(messages(z.number(), null)).toEqual(['Enter a number.']);
    expect(messages(z.number().int(), 1.5)).toEqual(['Enter a whole number.']);
    expect(messages(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['At most 2 entries.']);
  });

  it('keeps the message a schema sets', () => {
    expect(messages(z.number().max(5, { error: 'Rating is 1 to 5.' }), 7)).toEqual([
      'Rating is 1 to 5.',
    ]);
  });
});
