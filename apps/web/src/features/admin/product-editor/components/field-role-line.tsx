import { resolveFieldRoles } from '@atelier/shared/field-role-resolution';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { roleDescription } from '../../lib/field-role-text';
import { useActiveBlueprint } from '../lib/active-blueprint';
import type { EditorValues } from '../lib/editor-values';

/**
 * The role the field at `index` plays as the live blueprint reads it (its stored role, or the
 * one its type gives it: resolveFieldRoles), with a link to the blueprint's editor.
 */
export function FieldRoleLine({ index }: { index: number }) {
  const blueprint = useActiveBlueprint();
  const fields = useWatch<EditorValues, 'fields'>({ name: 'fields' });
  const resolved = resolveFieldRoles(
    fields.map((f) => ({ fieldName: f.fieldName.trim(), fieldType: f.fieldType })),
    blueprint?.fieldRoles ?? {},
  )[index];
  if (!resolved) return null;
  const { field, role } = resolved;
  const stored = Boolean(blueprint?.fieldRoles?.[field.fieldName]);
  const text =
    field.fieldType === 'image'
      ? 'Role: photo — the artwork is made from it'
      : role
        ? `Role: ${roleDescription(role, blueprint?.kind)}${stored ? '' : ' · from its type'}`
        : 'Role: none — the artwork ignores this field';
  return (
    <p className="text-xs text-navy">
      {text}
      {blueprint ? (
        <>
          {' · '}
          <Link
            to={`/admin/blueprints/${blueprint.blueprintId ?? blueprint.id}`}
            className="underline underline-offset-2"
          >
            Edit roles
            <span className="sr-only"> of {field.fieldName || 'this field'} in the blueprint</span>
          </Link>
        </>
      ) : null}
    </p>
  );
}
