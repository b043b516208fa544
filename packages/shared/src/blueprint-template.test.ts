import { describe, expect, it } from 'vitest';
import { renderTemplate, templatePlaceholders } from './blueprint-template';

describe('renderTemplate', () => {
  it('fills each {{fieldName}} with its value', () => {
    expect(
      renderTemplate('A portrait of {{name}} as a {{style}} angel, {{name}} smiling', {
        name: 'Ruth',
        style: 'watercolour',
      }),
    ).toBe('A portrait of Ruth as a watercolour angel, Ruth smiling');
  });

  it('turns missing fields into nothing and collapses the whitespace left behind', () => {
    expect(
      renderTemplate('  Dear {{name}},\n\n with {{ missing }}  love  {{x}} ', { name: 'Al' }),
    ).toBe('Dear Al, with love');
  });

  it('tolerates spaces inside the braces and leaves other braces alone', () => {
    expect(renderTemplate('{{ pet_name }} {single} {{}}', { pet_name: 'Rex' })).toBe(
      'Rex {single} {{}}',
    );
  });

  it('does not read inherited object keys as fields', () => {
    expect(renderTemplate('a {{constructor}} b {{toString}}', {})).toBe('a b');
  });

  it('inserts values literally, without treating $ patterns or braces in them specially', () => {
    expect(renderTemplate('Verse: {{verse}}', { verse: '$& costs $1 {{name}}' })).toBe(
      'Verse: $& costs $1 {{name}}',
    );
  });
});

describe('templatePlaceholders', () => {
  it('lists the distinct names of every template in first-seen order', () => {
    expect(templatePlaceholders('{{b}} and {{ a }}', '{{b}} {{c}}', '')).toEqual(['b', 'a', 'c']);
  });
});
