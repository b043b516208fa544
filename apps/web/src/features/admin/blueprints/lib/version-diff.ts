import type { BlueprintVersion } from '@atelier/shared/schemas/admin-blueprints';
import type { FieldRole } from '@atelier/shared/schemas/field-roles';
import { diffWords } from 'diff';
import { roleText } from './roles';

// What changed between two versions: the templates word by word (jsdiff), the settings as a
// list of the keys whose value differs.

export const TEMPLATE_FIELDS = [
  ['promptTemplate', 'Prompt template'],
  ['negativePrompt', 'Negative prompt'],
  ['captionTemplate', 'Caption template'],
] as const;

export type DiffPart = { text: string; change: 'added' | 'removed' | 'same' };

/** The words of `after` against `before`, in order. */
export function templateDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

/** A version's settings as key → words ("fieldRoles.name" → "title", …). */
function settingsOf(v: BlueprintVersion): Record<string, string> {
  const out: Record<string, string> = {
    stylePreset: v.stylePreset,
    provider: v.provider,
    model: v.model ?? 'provider default',
    width: String(v.width),
    height: String(v.height),
    imagesPerRun: String(v.imagesPerRun),
    seedPolicy: v.seedPolicy,
    fixedSeed: v.fixedSeed === null ? 'none' : String(v.fixedSeed),
  };
  for (const [field, role] of Object.entries(v.fieldRoles)) {
    out[`fieldRoles.${field}`] = roleText(role as FieldRole);
  }
  for (const [style, settings] of Object.entries(v.studioSettings)) {
    for (const [key, value] of Object.entries(settings ?? {})) {
      if (value !== null) out[`studioSettings.${style}.${key}`] = String(value);
    }
  }
  return out;
}

export type SettingChange = { key: string; before: string; after: string };

/** The settings whose value differs, in a stable order; a key one side lacks reads "not set". */
export function settingChanges(before: BlueprintVersion, after: BlueprintVersion): SettingChange[] {
  const a = settingsOf(before);
  const b = settingsOf(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((key) => a[key] !== b[key])
    .map((key) => ({ key, before: a[key] ?? 'not set', after: b[key] ?? 'not set' }));
}
