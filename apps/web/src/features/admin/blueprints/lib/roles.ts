import type { FieldRole } from '@atelier/shared/schemas/field-roles';

// The words the blueprint editor uses for field roles and their extra choice.

export const ROLE_LABELS: Record<FieldRole['role'], string> = {
  style: 'Style (picks the look)',
  title: 'Title (set on the plaque or as the board’s title)',
  subtitle: 'Subtitle',
  date: 'Date',
  toggle: 'Toggle (adds an element when ticked)',
  option: 'Option (changes one aspect of the look)',
  detail: 'Detail (describes the subject)',
  notes: 'Notes (prompts only, never printed)',
  list: 'List (one card per line)',
};

export const ROLES = Object.keys(ROLE_LABELS) as FieldRole['role'][];

/** The role with its extra choice at its first value (subtitle → line, toggle → halo, …). */
export function roleWithDefaults(role: FieldRole['role']): FieldRole {
  switch (role) {
    case 'subtitle':
      return { role, as: 'line' };
    case 'toggle':
      return { role, element: 'halo' };
    case 'option':
      return { role, aspect: 'frame' };
    default:
      return { role };
  }
}

/** "subtitle (verse)", "toggle (wings)", "title": a role in a line of text. */
export function roleText(role: FieldRole | null): string {
  if (!role) return 'none';
  if (role.role === 'subtitle') return `subtitle (${role.as})`;
  if (role.role === 'toggle') return `toggle (${role.element})`;
  if (role.role === 'option') return `option (${role.aspect})`;
  return role.role;
}
