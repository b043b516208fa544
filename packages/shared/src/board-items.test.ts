import { describe, expect, it } from 'vitest';
import {
  formatBoardItems,
  parseBoardItems,
  readBoardItems,
  TEXT_LIKE_FIELD_TYPES,
} from './board-items';
import { CUSTOM_ARTWORK_REQUEST } from './schemas/generation';

describe('parseBoardItems', () => {
  it("reads 'fieldName: value' lines", () => {
    expect(parseBoardItems('subject_name: Grace\nart_style: Renaissance')).toEqual({
      subject_name: 'Grace',
      art_style: 'Renaissance',
    });
  });

  it('keeps colons inside values and trims them', () => {
    expect(parseBoardItems('scripture_verse: Psalm 91:11  ')).toEqual({
      scripture_verse: 'Psalm 91:11',
    });
  });

  it('continues a value over lines that do not start with a known field', () => {
    const items = 'message: First line\nsecond line: still the message\nsubject_name: Ada';
    expect(parseBoardItems(items, ['message', 'subject_name'])).toEqual({
      message: 'First line\nsecond line: still the message',
      subject_name: 'Ada',
    });
  });

  it("'Custom artwork request' and empty text mean no values", () => {
    expect(parseBoardItems('Custom artwork request')).toEqual({});
    expect(parseBoardItems('')).toEqual({});
  });

  it('an empty value stays empty; CRLF line ends are fine', () => {
    expect(parseBoardItems('subject_name:\r\nadd_halo: true')).toEqual({
      subject_name: '',
      add_halo: 'true',
    });
  });
});

describe('readBoardItems', () => {
  it('tells repeated fields, text before the first field and continued lines apart', () => {
    const read = readBoardItems(
      'Hello\ntitle: A\ntitle: B\nnotes: one\ntwo: still notes\n\nthree',
      ['title', 'notes'],
    );
    expect(read).toEqual({
      values: { title: 'B', notes: 'one\ntwo: still notes\nthree' },
      repeated: ['title'],
      stray: ['Hello'],
      continued: { title: [], notes: ['two: still notes', 'three'] },
    });
  });

  it("reads 'Custom artwork request' as nothing at all", () => {
    expect(readBoardItems('Custom artwork request', ['title'])).toEqual({
      values: {},
      repeated: [],
      stray: [],
      continued: {},
    });
  });
});

describe('readBoardItems, verbatim', () => {
  it("keeps a textarea's blank lines and indentation, trimming only the end", () => {
    const read = readBoardItems('note: first\n\n  indented\ntitle:  A  \n', ['note', 'title'], {
      verbatim: true,
    });
    expect(read.values).toEqual({ note: 'first\n\n  indented', title: ' A' });
    expect(read.continued).toEqual({ note: ['', '  indented'], title: [''] });
  });

  it('keeps stray lines as written and still skips blank lines before the first field', () => {
    const read = readBoardItems('\n  hello \ntitle: A', ['title'], { verbatim: true });
    expect(read.stray).toEqual(['  hello ']);
    expect(read.values).toEqual({ title: 'A' });
  });
});

describe('formatBoardItems', () => {
  it("writes one 'fieldName: value' line per entry, in order", () => {
    expect(
      formatBoardItems([
        ['pet_name', 'Biscuit'],
        ['angel_wings', 'true'],
      ]),
    ).toBe('pet_name: Biscuit\nangel_wings: true');
  });

  it("is 'Custom artwork request' with no entries, and reads back as nothing", () => {
    expect(formatBoardItems([])).toBe(CUSTOM_ARTWORK_REQUEST);
    expect(parseBoardItems(formatBoardItems([]))).toEqual({});
  });

  it('reads back what it wrote', () => {
    const entries = [
      ['message', 'Psalm 91:11\nsecond line'],
      ['subject_name', 'Ada'],
    ] as const;
    expect(parseBoardItems(formatBoardItems(entries), ['message', 'subject_name'])).toEqual({
      message: 'Psalm 91:11\nsecond line',
      subject_name: 'Ada',
    });
  });
});

describe('TEXT_LIKE_FIELD_TYPES', () => {
  it('holds the field types whose value is text', () => {
    expect([...TEXT_LIKE_FIELD_TYPES].sort()).toEqual([
      'select',
      'text',
      'textarea',
      'visual_selector',
    ]);
    expect(TEXT_LIKE_FIELD_TYPES.has('checkbox')).toBe(false);
    expect(TEXT_LIKE_FIELD_TYPES.has('image')).toBe(false);
  });
});
