import { describe, expect, it } from 'vitest';
import { parseBoardItems, readBoardItems } from './board-items';

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
