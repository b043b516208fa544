import type { ArtworkProvenance } from '@atelier/shared/schemas/admin-blueprints';
import { blueprintVersions } from '../../db/schema/blueprints';
import type { Artwork } from '../../db/schema/generation';

// Where an artwork came from (decision 025 "Provenance"), as the admin generations rows and
// the admin order detail answer it: select `provenanceColumns` with a left join of
// blueprint_versions on the artwork's version, then `provenanceOf`.

export const provenanceColumns = {
  blueprintId: blueprintVersions.blueprintId,
  versionId: blueprintVersions.id,
  version: blueprintVersions.version,
};

export function provenanceOf(
  artwork: Pick<Artwork, 'provider' | 'model' | 'seed'>,
  v: { blueprintId: string; versionId: string; version: number } | null,
): ArtworkProvenance {
  return {
    blueprint: v ? { id: v.blueprintId, versionId: v.versionId, version: v.version } : null,
    provider: artwork.provider,
    model: artwork.model,
    seed: artwork.seed,
  };
}
