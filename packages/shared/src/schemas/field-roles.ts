import { z } from 'zod';

// What each product field is for, stored with the blueprint (DESIGN.md §3 "Generation"): the
// renderer and the AI providers' prompts read the shopper's input through these roles, and the
// blueprints admin edits them.

/** Elements a checkbox (toggle) adds to the artwork when it is ticked. */
export const TOGGLE_ELEMENTS = ['halo', 'wings', 'pets', 'gift_card', 'affirmations'] as const;
export type ToggleElement = (typeof TOGGLE_ELEMENTS)[number];

/** What a premium "advanced customization" option changes. */
export const OPTION_ASPECTS = ['frame', 'light', 'palette'] as const;
export type OptionAspect = (typeof OPTION_ASPECTS)[number];

export const fieldRoleSchema = z.discriminatedUnion('role', [
  /** The visual selector whose chosen option picks the look. */
  z.strictObject({ role: z.literal('style') }),
  /** The name(s) on the plaque, or the board's title. */
  z.strictObject({ role: z.literal('title') }),
  /** 'line': a short line near the title (occasion, focus area); 'verse': its own scroll. */
  z.strictObject({ role: z.literal('subtitle'), as: z.enum(['line', 'verse']) }),
  /** A date, set for people ("June 14, 2025") and apart from the names. */
  z.strictObject({ role: z.literal('date') }),
  /** A checkbox that adds an element when ticked. */
  z.strictObject({ role: z.literal('toggle'), element: z.enum(TOGGLE_ELEMENTS) }),
  /** A choice that changes one aspect of the look (premium options). */
  z.strictObject({ role: z.literal('option'), aspect: z.enum(OPTION_ASPECTS) }),
  /** Describes the subject (e.g. the type of pet): prompts and the subject finder, not printed. */
  z.strictObject({ role: z.literal('detail') }),
  /** Free notes: passed to AI providers' prompts, never printed. */
  z.strictObject({ role: z.literal('notes') }),
  /** One item per line (vision-board goals), each set on its own card. */
  z.strictObject({ role: z.literal('list') }),
]);
export type FieldRole = z.infer<typeof fieldRoleSchema>;

/** fieldName -> role. Fields without a role (photos) are read by their type. */
export const fieldRolesSchema = z.record(
  z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  fieldRoleSchema,
);
export type FieldRoles = z.infer<typeof fieldRolesSchema>;
