import type { BlueprintRef } from '@atelier/shared/schemas/admin-products';

export interface LostPlaceholder {
  /** The name the blueprint uses as {{name}}. */
  name: string;
  /** What the field is called now, when it was renamed (null when it was removed). */
  renamedTo: string | null;
}

/**
 * The {{placeholders}} of the active blueprint that the saved fields fill today and that the
 * edited fields would no longer fill (the field was renamed or removed, and no other field
 * took the name).
 */
export function lostPlaceholders(
  blueprint: BlueprintRef | null | undefined,
  saved: readonly { id: string; fieldName: string }[],
  edited: readonly { fieldId?: string; fieldName: string }[],
): LostPlaceholder[] {
  if (!blueprint) return [];
  const uses = new Set(blueprint.placeholders);
  const names = new Set(edited.map((f) => f.fieldName.trim()));
  return saved
    .filter((field) => uses.has(field.fieldName) && !names.has(field.fieldName))
    .map((field) => {
      const now = edited.find((f) => f.fieldId === field.id);
      return { name: field.fieldName, renamedTo: now ? now.fieldName.trim() : null };
    });
}

const list = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The confirm dialog's text: which blueprint, which placeholders, what happened to them. */
export function blueprintWarning(blueprint: BlueprintRef, lost: LostPlaceholder[]): string {
  const what = lost.map((p) =>
    p.renamedTo ? `{{${p.name}}} (renamed to ${p.renamedTo})` : `{{${p.name}}} (removed)`,
  );
  return `Blueprint ‘${blueprint.name}’ (v${blueprint.version}) uses ${list(what)}: after saving, ${
    lost.length === 1 ? 'it' : 'they'
  } will no longer be filled, so the artwork loses that input until the blueprint is updated.`;
}
