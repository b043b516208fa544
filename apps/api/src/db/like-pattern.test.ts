import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-pattern';

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('plain')).toBe('plain');
  });

  it('matches a term anywhere', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });
});
