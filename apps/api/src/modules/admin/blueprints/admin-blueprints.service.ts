import { renderTemplate } from '@atelier/shared/blueprint-template';
import {
  BLUEPRINT_MESSAGES,
  studioSettingsSchema,
  type BlueprintDetail,
  type BlueprintDraft,
  type BlueprintListItem,
  type BlueprintPreview,
  type BlueprintVersion,
  type BlueprintVersionSummary,
} from '@atelier/shared/schemas/admin-blueprints';
import type { VisualOption } from '@atelier/shared/schemas/catalogue';
import type { Config } from '../../../config/env';
import type { Database } from '../../../db/client';
import type { BlueprintVersionRow } from '../../../db/schema/blueprints';
import { notFound } from '../../../lib/errors';
import {
  configuredProviders,
  unknownPlaceholders,
  unusedFieldWarnings,
} from '../../blueprints/blueprint-checks';
import * as repo from '../../blueprints/blueprints.repository';
import { makeLive, rolesOf, saveVersion, warningsOf } from '../../blueprints/blueprints.service';
import { buildBrief } from '../../generation/brief';

// The blueprint editor's answers (decision 025): the list, one blueprint with its versions and
// live history, one version, the preview of a draft; saving and making live go through
// modules/blueprints, inside the route's audit transaction.

type Who = { id: string; name: string; email: string } | null;
type VersionWithAuthor = BlueprintVersionRow & { author: Who };

const iso = (d: Date) => d.toISOString();

export function createAdminBlueprintsService(db: Database, generation: Config['generation']) {
  const providers = configuredProviders(generation);
  /** A version saved before versions recorded a provider runs on this server's provider. */
  const providerOf = (row: BlueprintVersionRow) => row.provider ?? generation.provider;

  const toSummary = (row: VersionWithAuthor, liveId: string | null): BlueprintVersionSummary => ({
    id: row.id,
    version: row.version,
    changeNote: row.changeNote,
    author: row.author,
    createdAt: iso(row.createdAt),
    provider: providerOf(row),
    isLive: row.id === liveId,
  });

  const toVersion = (row: VersionWithAuthor, liveId: string | null): BlueprintVersion => ({
    ...toSummary(row, liveId),
    blueprintId: row.blueprintId,
    kind: row.kind,
    promptTemplate: row.promptTemplate,
    negativePrompt: row.negativePrompt,
    captionTemplate: row.captionTemplate,
    fieldRoles: rolesOf(row),
    stylePreset: row.stylePreset,
    studioSettings: studioSettingsSchema.catch({}).parse(row.studioSettings),
    model: row.model,
    width: row.width,
    height: row.height,
    imagesPerRun: row.imagesPerRun,
    seedPolicy: row.seedPolicy,
    fixedSeed: row.fixedSeed,
  });

  async function found(id: string) {
    const blueprint = await repo.findBlueprint(db, id);
    if (!blueprint?.liveVersionId) throw notFound(BLUEPRINT_MESSAGES.notFound);
    return { ...blueprint, liveVersionId: blueprint.liveVersionId };
  }

  async function detail(id: string): Promise<BlueprintDetail> {
    const blueprint = await found(id);
    const [product, fields, live, versions, moves] = await Promise.all([
      repo.productOf(db, blueprint.productId),
      repo.productFieldsOf(db, blueprint.productId),
      repo.versionWithAuthor(db, id, blueprint.liveVersionId),
      repo.versionsOf(db, id),
      repo.liveMovesOf(db, id),
    ]);
    return {
      id,
      product: product!,
      kind: live!.kind,
      fields: fields.map((f) => ({
        fieldName: f.fieldName,
        fieldLabel: f.fieldLabel,
        fieldType: f.fieldType,
        options: (f.fieldOptions ?? []).map((o: string | VisualOption) =>
          typeof o === 'string' ? o : o.title,
        ),
      })),
      live: toVersion(live!, blueprint.liveVersionId),
      versions: versions.map((v) => toSummary(v, blueprint.liveVersionId)),
      liveHistory: moves.map((m) => ({ ...m, at: iso(m.at) })),
      providers,
      warnings: warningsOf(fields, live!),
    };
  }

  return {
    detail,

    async list(): Promise<{ items: BlueprintListItem[] }> {
      const rows = await repo.listBlueprints(db);
      const { saves, moves } = await repo.latestChanges(
        db,
        rows.map((r) => r.id),
      );
      return {
        items: rows.map((r) => {
          const save = saves.find((s) => s.blueprintId === r.id)!;
          const move = moves.find((m) => m.blueprintId === r.id);
          // A move in the same transaction as the save (a first version) counts as the later.
          const last =
            move && move.at >= save.at
              ? { at: move.at, by: move.by, what: `Version ${move.version} made live` }
              : { at: save.at, by: save.by, what: `Version ${save.version} saved` };
          return {
            ...r,
            versionCount: Number(r.versionCount),
            lastChange: { ...last, at: iso(last.at), by: last.by?.id ? last.by : null },
          };
        }),
      };
    },

    async version(id: string, versionId: string): Promise<BlueprintVersion> {
      const blueprint = await found(id);
      const row = await repo.versionWithAuthor(db, id, versionId);
      if (!row) throw notFound(BLUEPRINT_MESSAGES.versionNotFound);
      return toVersion(row, blueprint.liveVersionId);
    },

    async save(
      id: string,
      input: { draft: BlueprintDraft; changeNote: string },
      adminId: string,
    ): Promise<BlueprintVersion> {
      const saved = await saveVersion(db, id, input, adminId, providers);
      const row = (await repo.versionWithAuthor(db, id, saved.id))!;
      const blueprint = await found(id);
      return toVersion(row, blueprint.liveVersionId);
    },

    async makeLive(
      id: string,
      input: { versionId: string; expectedLiveVersionId: string },
      adminId: string,
    ): Promise<BlueprintDetail> {
      await makeLive(db, id, input, adminId);
      return detail(id);
    },

    /** What the draft makes of the sample values: no job, no write. */
    async preview(
      id: string,
      input: { draft: BlueprintDraft; values: Record<string, string> },
    ): Promise<BlueprintPreview> {
      const blueprint = await found(id);
      const fields = await repo.productFieldsOf(db, blueprint.productId);
      const { draft, values } = input;
      return {
        prompt: renderTemplate(draft.promptTemplate, values),
        negativePrompt: renderTemplate(draft.negativePrompt, values),
        caption: renderTemplate(draft.captionTemplate, values),
        brief: buildBrief(fields, draft.fieldRoles, values),
        unknownPlaceholders: unknownPlaceholders(
          draft,
          fields.map((f) => f.fieldName),
        ),
        warnings: unusedFieldWarnings(fields, draft.fieldRoles, draft),
      };
    },
  };
}
