import { describe, expect, it } from 'vitest';
import { boardHeadingTitle, boardTitle } from './board-title';

describe('boardTitle', () => {
  it("finds the shopper's title or name among the board's lines", () => {
    expect(boardTitle('board_title: My 2027\ndreams: Travel')).toBe('My 2027');
    expect(boardTitle('art_style: Classic\npet_name:  Biscuit \nmemorial_note: x')).toBe('Biscuit');
    expect(boardTitle('occasion: Wedding\nnames: Ana & Luis')).toBe('Ana & Luis');
    expect(boardTitle('family_name: Okafor')).toBe('Okafor');
  });

  it('skips empty values and other fields, and is null without a title', () => {
    expect(boardTitle('subject_name: \nscripture_verse: Psalm 23')).toBeNull();
    expect(boardTitle('Custom artwork request')).toBeNull();
    expect(boardTitle('')).toBeNull();
    expect(boardTitle(null)).toBeNull();
  });

  it('keeps a colon inside the value and shortens a very long one', () => {
    expect(boardTitle('board_title: 2027: the year')).toBe('2027: the year');
    const long = boardTitle(`board_title: ${'a'.repeat(200)}`);
    expect(long).toHaveLength(80);
    expect(long?.endsWith('…')).toBe(true);
  });
});

describe('boardHeadingTitle', () => {
  const fields = [
    { fieldName: 'child', fieldType: 'text' as const },
    { fieldName: 'pet_name', fieldType: 'text' as const },
  ];

  it("is the title role's value, even for a field not named like a title", () => {
    const items = 'child: Eliana Rose\npet_name: Rex';
    expect(boardHeadingTitle(items, fields, { child: { role: 'title' } })).toBe('Eliana Rose');
    expect(boardHeadingTitle(items, fields, { pet_name: { role: 'title' } })).toBe('Rex');
  });

  it('falls back to a field named like a title when the title field is empty', () => {
    expect(boardHeadingTitle('child: \npet_name: Rex', fields, { child: { role: 'title' } })).toBe(
      'Rex',
    );
    expect(boardHeadingTitle('notes: hi', [], {})).toBeNull();
  });
});
