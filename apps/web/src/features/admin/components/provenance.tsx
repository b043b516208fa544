import {
  artworkProvenanceSchema,
  type ArtworkProvenance,
} from '@atelier/shared/schemas/admin-blueprints';
import { Link } from 'react-router';

// Where an artwork came from (DESIGN.md §3 "Generation"): the blueprint version, provider,
// model and seed, on the admin's generation rows and order page.

/**
 * The answer's `provenance`, when it has a well-formed one (older API answers have none, and
 * the page works without it).
 */
export function provenanceOf(answer: object): ArtworkProvenance | null {
  const parsed = artworkProvenanceSchema.safeParse((answer as { provenance?: unknown }).provenance);
  return parsed.success ? parsed.data : null;
}

/** "Blueprint v3 · local · seed 12345", the version linking to its blueprint's editor. */
export function ProvenanceLine({
  provenance,
  className,
}: {
  provenance: ArtworkProvenance;
  className?: string;
}) {
  const { blueprint, provider, model, seed } = provenance;
  const rest = [provider, model, `seed ${seed}`].filter(Boolean).join(' · ');
  return (
    <span className={className}>
      {blueprint ? (
        <Link
          to={`/admin/blueprints/${blueprint.id}`}
          className="text-navy underline underline-offset-4"
        >
          Blueprint v{blueprint.version}
        </Link>
      ) : (
        'No blueprint'
      )}
      {` · ${rest}`}
    </span>
  );
}
