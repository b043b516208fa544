import type { BlueprintDetail } from '@atelier/shared/schemas/admin-blueprints';
import type { FieldType } from '@atelier/shared/schemas/catalogue';
import {
  OPTION_ASPECTS,
  TOGGLE_ELEMENTS,
  type FieldRole,
  type FieldRoles,
} from '@atelier/shared/schemas/field-roles';
import { resolveFieldRoles } from '@atelier/shared/field-role-resolution';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { fieldControlClass } from '@/features/admin/components/form-fields';
import { Label } from '@/components/ui/label';
import { ROLE_LABELS, ROLES, roleText, roleWithDefaults } from '../lib/roles';

type Field = BlueprintDetail['fields'][number];

const EXTRA: Partial<
  Record<FieldRole['role'], { key: string; label: string; values: readonly string[] }>
> = {
  subtitle: { key: 'as', label: 'Set as', values: ['line', 'verse'] },
  toggle: { key: 'element', label: 'Element', values: TOGGLE_ELEMENTS },
  option: { key: 'aspect', label: 'Aspect', values: OPTION_ASPECTS },
};

/** One row per product field: its role (or the one its type gives it) and the role's extra choice. */
export function FieldRolesEditor({ fields }: { fields: readonly Field[] }) {
  const { control } = useFormContext();
  const { field } = useController({ name: 'draft.fieldRoles', control });
  const roles = (field.value ?? {}) as FieldRoles;
  const inferred = resolveFieldRoles(
    fields.map((f) => ({ ...f, fieldType: f.fieldType as FieldType })),
    roles,
  );
  const set = (fieldName: string, role: FieldRole | null) => {
    const next = { ...roles };
    if (role) next[fieldName] = role;
    else delete next[fieldName];
    field.onChange(next);
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold text-navy">Field roles</legend>
      {fields.map((f, i) => (
        <RoleRow
          key={f.fieldName}
          field={f}
          role={roles[f.fieldName] ?? null}
          fromType={roles[f.fieldName] ? null : (inferred[i]?.role ?? null)}
          onChange={(role) => set(f.fieldName, role)}
        />
      ))}
    </fieldset>
  );
}

function RoleRow({
  field,
  role,
  fromType,
  onChange,
}: {
  field: Field;
  role: FieldRole | null;
  fromType: FieldRole | null;
  onChange: (role: FieldRole | null) => void;
}) {
  const id = useId();
  const extra = role ? EXTRA[role.role] : undefined;
  return (
    <div className="grid gap-2 rounded-lg border border-parchment p-3">
      <p className="text-sm font-semibold text-navy">
        {field.fieldLabel}{' '}
        <span className="font-mono text-xs font-normal">{`{{${field.fieldName}}}`}</span>
        <span className="text-xs font-normal text-muted">
          {' '}
          · {field.fieldType.replace('_', ' ')}
        </span>
      </p>
      {field.fieldType === 'image' ? (
        <p className="text-sm text-muted">A photo takes no role: the artwork is made from it.</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-role`}>Role of {field.fieldLabel}</Label>
            <select
              id={`${id}-role`}
              value={role?.role ?? ''}
              onChange={(e) =>
                onChange(
                  e.target.value ? roleWithDefaults(e.target.value as FieldRole['role']) : null,
                )
              }
              className={fieldControlClass}
            >
              <option value="">{`From its type (${roleText(fromType)})`}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          {role && extra ? (
            <div className="grid content-start gap-1.5">
              <Label htmlFor={`${id}-extra`}>
                {extra.label} of {field.fieldLabel}
              </Label>
              <select
                id={`${id}-extra`}
                value={(role as Record<string, string>)[extra.key]}
                onChange={(e) => onChange({ ...role, [extra.key]: e.target.value } as FieldRole)}
                className={fieldControlClass}
              >
                {extra.values.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
