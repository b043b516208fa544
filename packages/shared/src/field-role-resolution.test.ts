import { describe, expect, it } from 'vitest';
import { resolveFieldRoles, unpaintedTextFields, type RoleField } from './field-role-resolution';

const f = (fieldName: string, fieldType: RoleField['fieldType']): RoleField => ({
  fieldName,
  fieldType,
});

describe('resolveFieldRoles', () => {
  it('keeps stored roles and reads the other fields by their types', () => {
    const fields = [
      f('photo', 'image'),
      f('name', 'text'),
      f('second_name', 'text'),
      f('look', 'visual_selector'),
      f('pet_type', 'select'),
      f('halo', 'checkbox'),
      f('story', 'textarea'),
    ];
    const roles = resolveFieldRoles(fields, { halo: { role: 'toggle', element: 'halo' } });
    expect(roles.map(({ field, role }) => [field.fieldName, role])).toEqual([
      ['photo', null],
      ['name', { role: 'title' }],
      // The title is taken by the first text field: a second one is not a second title.
      ['second_name', null],
      ['look', { role: 'style' }],
      ['pet_type', { role: 'detail' }],
      ['halo', { role: 'toggle', element: 'halo' }],
      ['story', { role: 'notes' }],
    ]);
  });

  it('gives no inferred title or style when a stored role already holds it', () => {
    const fields = [f('headline', 'text'), f('names', 'text'), f('look', 'visual_selector')];
    const roles = resolveFieldRoles(fields, {
      names: { role: 'title' },
      look: { role: 'style' },
    });
    expect(roles.map(({ role }) => role)).toEqual([null, { role: 'title' }, { role: 'style' }]);
  });
});

describe('unpaintedTextFields', () => {
  it('names notes and free-text details, not a chosen detail or painted text', () => {
    const fields = [
      f('name', 'text'),
      f('pet_type', 'select'),
      f('outfit', 'text'),
      f('memories', 'textarea'),
      f('verse', 'select'),
    ];
    expect(
      unpaintedTextFields(fields, {
        outfit: { role: 'detail' },
        verse: { role: 'subtitle', as: 'verse' },
      }),
    ).toEqual(['outfit', 'memories']);
  });

  it('leaves a textarea the blueprint prints (a list of goals) out', () => {
    expect(unpaintedTextFields([f('goals', 'textarea')], { goals: { role: 'list' } })).toEqual([]);
  });
});
