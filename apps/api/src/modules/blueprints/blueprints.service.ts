import { inferFieldRoles, type NamedRoleField } from '@atelier/shared/field-role-resolution';
import { BLUEPRINT_MESSAGES, type BlueprintDraft } from '@atelier/shared/schemas/admin-blueprints';
import { fieldRolesSchema, type FieldRoles } from '@atelier/shared/schemas/field-roles';
import type { Database } from '../../db/client';
import type { BlueprintVersionRow } from '../../db/schema/blueprints';
import { conflict, notFound } from '../../lib/errors';
import { checkDraft, unusedFieldWarnings } from './blueprint-checks';
import * as repo from './blueprints.repository';
import { starterDraft, type ArtworkKind } from './starter-version';

// Every write to the blueprint tables (decision 025): a product's first version, a new
// version, a move of the live pointer, and the version a product edit adds for its new fields.
// Each takes the caller's database or transaction; an admin route runs inside its audit
// transaction, so the write and its entry commit together.

export const FIRST_VERSION_NOTE = 'First version';

/** A draft as stored: the seed's provider may be null (the server's configured provider). */
type StoredDraft = Omit<BlueprintDraft, 'provider'> & {
  provider: BlueprintDraft['provider'] | null;
};

const draftColumns = (d: StoredDraft) => ({
  promptTemplate: d.promptTemplate,
  negativePrompt: d.negativePrompt,
  captionTemplate: d.captionTemplate,
  fieldRoles: d.fieldRoles,
  stylePreset: d.stylePreset,
  studioSettings: d.studioSettings,
  provider: d.provider,
  model: d.model,
  width: d.width,
  height: d.height,
  imagesPerRun: d.imagesPerRun,
  seedPolicy: d.seedPolicy,
  fixedSeed: d.seedPolicy === 'fixed' ? d.fixedSeed : null,
});

/** A stored version's roles; a value the schema refuses counts as none (read by type). */
export function rolesOf(version: Pick<BlueprintVersionRow, 'fieldRoles'>): FieldRoles {
  const parsed = fieldRolesSchema.safeParse(version.fieldRoles ?? {});
  return parsed.success ? parsed.data : {};
}

/** The roles of the product's live version ({} without a blueprint: read by type). */
export async function liveFieldRoles(db: Database, productId: string): Promise<FieldRoles> {
  const live = await repo.liveVersionOfProduct(db, productId);
  return live ? rolesOf(live) : {};
}

/** A product's blueprint with `draft` as version 1, live from the start. */
export async function createBlueprint(
  db: Database,
  input: {
    productId: string;
    kind: ArtworkKind;
    draft: StoredDraft;
    changeNote: string;
    authorId: string | null;
  },
) {
  const blueprint = await repo.insertBlueprint(db, input.productId);
  const version = await repo.insertVersion(db, blueprint.id, {
    ...draftColumns(input.draft),
    kind: input.kind,
    changeNote: input.changeNote,
    authorId: input.authorId,
  });
  await repo.moveLive(db, blueprint.id, null, version.id, input.authorId);
  return { blueprint, version };
}

/** A new product's blueprint: the starter version (roles inferred for every field). */
export function createStarterBlueprint(
  db: Database,
  input: {
    productId: string;
    kind: ArtworkKind;
    fields: readonly NamedRoleField[];
    authorId: string | null;
  },
) {
  return createBlueprint(db, {
    ...input,
    draft: starterDraft(input.kind, input.fields),
    changeNote: FIRST_VERSION_NOTE,
  });
}

/**
 * Saves the draft as the blueprint's next version, after the checks of decision 025 (each a
 * 400 naming the problem). The live pointer does not move.
 */
export async function saveVersion(
  db: Database,
  blueprintId: string,
  input: { draft: BlueprintDraft; changeNote: string },
  authorId: string,
  providers: readonly string[],
) {
  const blueprint = await repo.lockBlueprint(db, blueprintId);
  if (!blueprint?.liveVersionId) throw notFound(BLUEPRINT_MESSAGES.notFound);
  const live = (await repo.versionById(db, blueprint.liveVersionId))!;
  const fields = await repo.productFieldsOf(db, blueprint.productId);
  checkDraft(input.draft, {
    kind: live.kind,
    fieldNames: fields.map((f) => f.fieldName),
    providers,
  });
  return repo.insertVersion(db, blueprintId, {
    ...draftColumns(input.draft),
    kind: live.kind,
    changeNote: input.changeNote,
    authorId,
  });
}

/**
 * Makes a version live (an older one: the rollback), with the blueprint locked: the live
 * version the admin saw must still be live (else 409 staleLive), and the version must not be
 * live already (409 alreadyLive). Records the move; nothing else changes.
 */
export async function makeLive(
  db: Database,
  blueprintId: string,
  input: { versionId: string; expectedLiveVersionId: string },
  actorId: string,
) {
  const blueprint = await repo.lockBlueprint(db, blueprintId);
  if (!blueprint) throw notFound(BLUEPRINT_MESSAGES.notFound);
  const version = await repo.versionById(db, input.versionId);
  if (!version || version.blueprintId !== blueprintId)
    throw notFound(BLUEPRINT_MESSAGES.versionNotFound);
  if (blueprint.liveVersionId !== input.expectedLiveVersionId)
    throw conflict(BLUEPRINT_MESSAGES.staleLive, 'STALE_LIVE');
  if (blueprint.liveVersionId === version.id)
    throw conflict(BLUEPRINT_MESSAGES.alreadyLive, 'ALREADY_LIVE');
  await repo.moveLive(db, blueprintId, blueprint.liveVersionId, version.id, actorId);
}

/**
 * A new version that is the live one with `changes`, made live at once (the seed's roles for
 * an old shop; a product edit's roles for its new fields).
 */
export async function reviseLive(
  db: Database,
  live: BlueprintVersionRow,
  changes: Partial<Pick<BlueprintVersionRow, 'fieldRoles'>>,
  changeNote: string,
  authorId: string | null,
) {
  await repo.lockBlueprint(db, live.blueprintId);
  const { id: _id, blueprintId, version: _v, createdAt: _c, ...copy } = live;
  const next = await repo.insertVersion(db, blueprintId, {
    ...copy,
    ...changes,
    changeNote,
    authorId,
  });
  await repo.moveLive(db, blueprintId, live.id, next.id, authorId);
  return next;
}

/** A product copy's blueprint: the source's live version as its version 1 (none: none). */
export async function copyLiveVersion(
  db: Database,
  input: { from: string; to: string; authorId: string },
) {
  const live = await repo.liveVersionOfProduct(db, input.from);
  if (!live) return;
  const { id: _id, blueprintId: _b, version: _v, createdAt: _c, ...copy } = live;
  const blueprint = await repo.insertBlueprint(db, input.to);
  const version = await repo.insertVersion(db, blueprint.id, {
    ...copy,
    changeNote: `${FIRST_VERSION_NOTE}: a copy of version ${live.version} of the product copied`,
    authorId: input.authorId,
  });
  await repo.moveLive(db, blueprint.id, null, version.id, input.authorId);
}

/** The version a new artwork of the product takes: the live one (null: no blueprint). */
export function versionForNewArtwork(db: Database, productId: string) {
  return repo.liveVersionOfProduct(db, productId);
}

/**
 * After a product's fields changed: when the live version has no role for a field its words
 * give one (`inferFieldRoles`), or a role for a field that is gone, a new version keeps the
 * owner's roles, adds the inferred ones, drops the orphans, and goes live (author and mover:
 * the admin who saved the product). A product without a blueprint gets its starter. Answers
 * the unused-field warnings of the version now live.
 */
export async function followFieldChanges(
  db: Database,
  input: {
    productId: string;
    kind: ArtworkKind;
    fields: readonly NamedRoleField[];
    authorId: string | null;
  },
): Promise<string[]> {
  const blueprint = await repo.blueprintOfProduct(db, input.productId);
  if (!blueprint?.liveVersionId) {
    const { version } = await createStarterBlueprint(db, input);
    return warningsOf(input.fields, version);
  }
  const locked = await repo.lockBlueprint(db, blueprint.id);
  const live = (await repo.versionById(db, locked!.liveVersionId!))!;
  const names = new Set(input.fields.map((f) => f.fieldName));
  const stored = rolesOf(live);
  const kept = Object.fromEntries(Object.entries(stored).filter(([name]) => names.has(name)));
  const dropped = Object.keys(stored).filter((name) => !names.has(name));
  const inferred = inferFieldRoles(input.fields, live.kind);
  const added = Object.entries(inferred).filter(([name]) => !(name in kept));
  if (added.length === 0 && dropped.length === 0) return warningsOf(input.fields, live);
  // An inferred style or title never doubles one the owner gave another field.
  const holds = (role: string) => Object.values(kept).some((r) => r.role === role);
  const fresh = added.filter(
    ([, r]) => !((r.role === 'style' || r.role === 'title') && holds(r.role)),
  );
  const notes = [
    fresh.length > 0 ? `Roles for the new fields: ${fresh.map(([n]) => n).join(', ')}` : null,
    dropped.length > 0 ? `roles of removed fields dropped: ${dropped.join(', ')}` : null,
  ].filter((n) => n !== null);
  if (notes.length === 0) return warningsOf(input.fields, live);
  const next = await reviseLive(
    db,
    live,
    { fieldRoles: { ...kept, ...Object.fromEntries(fresh) } },
    notes.join('; '),
    input.authorId,
  );
  return warningsOf(input.fields, next);
}

/** The unused-field warnings of a version for the product's fields. */
export function warningsOf(fields: readonly NamedRoleField[], version: BlueprintVersionRow) {
  return unusedFieldWarnings(fields, rolesOf(version), version);
}
