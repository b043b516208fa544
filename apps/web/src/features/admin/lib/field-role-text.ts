import type { FieldRole } from '@atelier/shared/schemas/field-roles';

// What a field's role means for the artwork, in words an owner reads: the form builder says it
// under each field.

/** "title (set on the plaque)", "toggle (adds wings when ticked)", … */
export function roleDescription(
  role: FieldRole,
  kind: 'portrait' | 'vision_board' = 'portrait',
): string {
  switch (role.role) {
    case 'style':
      return 'style (the chosen option picks the look)';
    case 'title':
      return kind === 'portrait' ? 'title (set on the plaque)' : 'title (the board’s title)';
    case 'subtitle':
      return role.as === 'verse'
        ? 'subtitle (a verse, on its own scroll)'
        : 'subtitle (a short line near the title)';
    case 'date':
      return 'date (set apart from the names)';
    case 'toggle':
      return `toggle (adds ${role.element.replace('_', ' ')} when ticked)`;
    case 'option':
      return `option (changes the ${role.aspect})`;
    case 'detail':
      return 'detail (describes the subject; prompts only, not printed)';
    case 'notes':
      return 'notes (AI prompts only, never printed)';
    case 'list':
      return 'list (each line set on its own card)';
  }
}
