import { describe, expect, it } from 'vitest';
import {
  createdAtIdPositionSchema,
  cursorParamSchema,
  decodeCursor,
  encodeCursor,
  readCursor,
} from './keyset-cursor';

const ID = '0b9f0c52-6c1e-4d7e-9f3a-2b8a1c4d5e6f';
const AT = '2026-03-02T10:11:12.123456Z';

describe('encodeCursor / decodeCursor', () => {
  it("is base64url of the position's JSON, and reads back", () => {
    const position = {
      s: 'createdAt',
      o: 'desc',
      k: '2026-03-02 10:11:12.5+00',
      id: ID,
      d: 'next',
    };
    const cursor = encodeCursor(position);
    expect(cursor).toBe(Buffer.from(JSON.stringify(position), 'utf8').toString('base64url'));
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it('keeps text outside ASCII', () => {
    expect(decodeCursor(encodeCursor({ k: 'Zoë ✓' }))).toEqual({ k: 'Zoë ✓' });
  });

  it('reads anything else as undefined', () => {
    expect(decodeCursor('not a cursor')).toBeUndefined();
    expect(decodeCursor('garbage')).toBeUndefined();
    expect(decodeCursor(Buffer.from('older|yesterday|1').toString('base64url'))).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
  });
});

describe('readCursor with createdAtIdPositionSchema', () => {
  it('takes a time with microseconds and a uuid', () => {
    expect(readCursor(encodeCursor({ at: AT, id: ID }), createdAtIdPositionSchema)).toEqual({
      at: AT,
      id: ID,
    });
  });

  it('refuses a time without microseconds, a day out of bounds, a bad id or another key', () => {
    for (const position of [
      { at: '2026-03-02T10:11:12.123Z', id: ID },
      { at: '0000-01-01T00:00:00.000000Z', id: ID },
      { at: '2026-13-45T00:00:00.000000Z', id: ID },
      { at: AT, id: 'nope' },
      { at: AT, id: ID, extra: 1 },
    ]) {
      expect(
        readCursor(encodeCursor(position), createdAtIdPositionSchema),
        JSON.stringify(position),
      ).toBeNull();
    }
  });
});

describe('cursorParamSchema', () => {
  const param = cursorParamSchema(createdAtIdPositionSchema, 'The list position is not valid.');

  it('answers the position a good cursor holds', () => {
    expect(param.parse(encodeCursor({ at: AT, id: ID }))).toEqual({ at: AT, id: ID });
  });

  it('refuses anything else with the message', () => {
    const bad = param.safeParse(`${AT}_${ID}`);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('The list position is not valid.');
  });
});
