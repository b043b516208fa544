import type { SavedVariant } from '@atelier/shared/schemas/admin-variants';
import { formatCents } from '@atelier/shared/schemas/admin-variants';

// How a saved variant is named and described on the grid, in the compare view and in results.

export const PURPOSE_LABELS: Record<SavedVariant['purpose'], string> = {
  test_run: 'Test run',
  replay: 'Replay',
  regression: 'Regression re-run',
};

export const STATUS_LABELS: Record<SavedVariant['status'], string> = {
  queued: 'Queued',
  running: 'Rendering…',
  succeeded: 'Done',
  failed: 'Failed',
};

export const versionLabel = (v: Pick<SavedVariant, 'version'>) =>
  v.version ? `v${v.version.version}` : 'Draft';

export const variantName = (v: SavedVariant) =>
  `${v.product.title} · ${versionLabel(v)} · seed ${v.seed}`;

export const durationText = (ms: number | null) =>
  ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;

export const costText = (cents: number) => (cents === 0 ? 'No charge' : formatCents(cents));

export const providerText = (v: Pick<SavedVariant, 'provider' | 'model'>) =>
  v.model ? `${v.provider} · ${v.model}` : v.provider;

export const scoreText = (score: number | null) =>
  score === null ? 'Not scored' : `${'★'.repeat(score)}${'☆'.repeat(5 - score)} (${score} of 5)`;
