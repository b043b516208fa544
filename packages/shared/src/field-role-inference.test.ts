import { describe, expect, it } from 'vitest';
import { inferFieldRoles, type NamedRoleField } from './field-role-resolution';

const f = (
  fieldName: string,
  fieldType: NamedRoleField['fieldType'],
  fieldLabel = fieldName,
): NamedRoleField => ({ fieldName, fieldType, fieldLabel });

describe('inferFieldRoles', () => {
  it("reads the Baptism Keepsake Portrait's fields by their names and labels", () => {
    const roles = inferFieldRoles([
      f('photo', 'image', 'Photo of the child'),
      f('child_name', 'text', "Child's name"),
      f('baptism_date', 'text', 'Date of baptism'),
      f('verse', 'select', 'Bible verse'),
      f('art_style', 'visual_selector', 'Style'),
      f('halo', 'checkbox', 'Add a halo'),
      f('notes', 'textarea', 'Anything else we should know?'),
    ]);
    expect(roles).toEqual({
      child_name: { role: 'title' },
      baptism_date: { role: 'date' },
      verse: { role: 'subtitle', as: 'verse' },
      art_style: { role: 'style' },
      halo: { role: 'toggle', element: 'halo' },
      notes: { role: 'notes' },
    });
  });

  it('finds dates, lines, toggles, options and details by their words', () => {
    expect(
      inferFieldRoles([
        f('occasion', 'select', 'Occasion'),
        f('tagline', 'text', 'Tagline'),
        f('birthday', 'text', 'Birthday'),
        f('blessing', 'textarea', 'A blessing'),
        f('wings', 'checkbox', 'Angel wings'),
        f('include_pets', 'checkbox', 'Include the pets'),
        f('gift', 'checkbox', 'Gift card'),
        f('cards', 'checkbox', 'Affirmation cards'),
        f('shiny', 'checkbox', 'Shiny finish'),
        f('frame_finish', 'select', 'Frame finish'),
        f('light_mood', 'select', 'Light mood'),
        f('accent', 'select', 'Accent palette'),
        f('breed', 'text', 'Breed'),
        f('pet_type', 'select', 'Type of pet'),
      ]),
    ).toEqual({
      occasion: { role: 'subtitle', as: 'line' },
      tagline: { role: 'subtitle', as: 'line' },
      birthday: { role: 'date' },
      blessing: { role: 'subtitle', as: 'verse' },
      wings: { role: 'toggle', element: 'wings' },
      include_pets: { role: 'toggle', element: 'pets' },
      gift: { role: 'toggle', element: 'gift_card' },
      cards: { role: 'toggle', element: 'affirmations' },
      frame_finish: { role: 'option', aspect: 'frame' },
      light_mood: { role: 'option', aspect: 'light' },
      accent: { role: 'option', aspect: 'palette' },
      breed: { role: 'detail' },
      pet_type: { role: 'detail' },
    });
  });

  it('gives the title to the field named for it, not to an earlier plain text field', () => {
    expect(
      inferFieldRoles([
        f('city', 'text', 'City'),
        f('pet_name', 'text', "Your pet's name"),
        f('owner_name', 'text', "Owner's name"),
      ]),
    ).toEqual({ pet_name: { role: 'title' } });
  });

  it('keeps the type-based fallback for fields whose words say nothing', () => {
    expect(
      inferFieldRoles([
        f('look', 'visual_selector', 'Look'),
        f('second_look', 'visual_selector', 'Another look'),
        f('headline', 'text', 'Headline'),
        f('story', 'textarea', 'Your story'),
        f('size', 'select', 'Size'),
      ]),
    ).toEqual({
      look: { role: 'style' },
      headline: { role: 'title' },
      story: { role: 'notes' },
      size: { role: 'detail' },
    });
  });

  it('makes goals a list on a vision board only', () => {
    const fields = [f('goals', 'textarea', 'Your goals, one a line')];
    expect(inferFieldRoles(fields, 'vision_board')).toEqual({ goals: { role: 'list' } });
    expect(inferFieldRoles(fields, 'portrait')).toEqual({ goals: { role: 'notes' } });
  });
});
