import type { SavedVariant } from '@atelier/shared/schemas/admin-variants';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AdminLoadError } from '@/features/admin/components/admin-load-state';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { LoadMoreFooter } from '@/features/admin/components/load-more-footer';
import { useSearchEditor } from '@/features/admin/lib/list-params';
import { AdminIntro } from '../shell/admin-intro';
import {
  blueprintOptionsQuery,
  blueprintVersionsQuery,
  savedVariantListQuery,
  type VariantFilters,
} from './api/saved-variants';
import { CompareView } from './components/compare-view';
import { RegressionRunView } from './components/regression-run-view';
import { VariantCard } from './components/variant-card';
import { VariantDetails } from './components/variant-details';

export const MAX_COMPARED = 4;
export const COMPARE_LIMIT_MESSAGE = `Compare at most ${MAX_COMPARED} variants at once: unselect one first.`;

const SCORE_OPTIONS = [
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: n === 5 ? '5 stars' : `${n}+ stars` })),
  { value: 'none', label: 'Not scored' },
];
const SET_OPTIONS = [
  { value: 'true', label: 'In the set' },
  { value: 'false', label: 'Not in the set' },
];

/**
 * /admin/saved-variants: every test run, replay and regression re-run with what made it;
 * filters in the URL, compare two to four side by side, score, note, the regression set,
 * delete, promote. `?run=<id>` shows one regression run's results.
 */
export function AdminSavedVariantsPage() {
  const { search, update } = useSearchEditor();
  const runId = search.get('run');
  const productId = search.get('productId') ?? undefined;
  const version = search.get('version') ?? undefined;
  const score = search.get('score') ?? undefined;
  const set = search.get('set') ?? undefined;
  const filters = useMemo<VariantFilters>(
    () => ({
      productId,
      version: productId ? version : undefined,
      minScore: score && score !== 'none' ? score : undefined,
      unscored: score === 'none' ? 'true' : undefined,
      inRegressionSet: set === 'true' || set === 'false' ? set : undefined,
    }),
    [productId, version, score, set],
  );

  const blueprints = useQuery(blueprintOptionsQuery());
  const blueprintId = blueprints.data?.items.find((b) => b.product.id === productId)?.id;
  const versions = useQuery({
    ...blueprintVersionsQuery(blueprintId ?? ''),
    enabled: !!blueprintId,
  });
  const list = useInfiniteQuery(savedVariantListQuery(filters));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  const [selected, setSelected] = useState<string[]>([]);
  const [limitNote, setLimitNote] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [open, setOpen] = useState<SavedVariant | null>(null);
  const select = (id: string, on: boolean) => {
    setLimitNote(false);
    if (!on) return setSelected((s) => s.filter((x) => x !== id));
    if (selected.length >= MAX_COMPARED) return setLimitNote(true);
    setSelected((s) => [...s, id]);
  };
  const compared = selected.flatMap((id) => rows.filter((r) => r.id === id));

  const productOptions = (blueprints.data?.items ?? []).map((b) => ({
    value: b.product.id,
    label: b.product.title,
  }));
  const versionOptions = [
    ...(versions.data?.versions ?? []).map((v) => ({
      value: v.id,
      label: `v${v.version}${v.isLive ? ' (live)' : ''}`,
    })),
    { value: 'draft', label: 'Draft (unsaved)' },
  ];

  return (
    <div className="grid gap-6">
      <AdminIntro title="Saved Variants">
        Test runs, replays and regression re-runs, kept with everything that made them: compare
        them, score them, mark a product’s regression set, and promote the best to the storefront.
      </AdminIntro>
      {runId ? <RegressionRunView runId={runId} /> : null}
      <ListToolbar
        filters={[
          { name: 'productId', label: 'Product', value: productId, options: productOptions },
          ...(productId
            ? [{ name: 'version', label: 'Version', value: version, options: versionOptions }]
            : []),
          { name: 'score', label: 'Score', value: score, options: SCORE_OPTIONS, allLabel: 'Any' },
          { name: 'set', label: 'Regression set', value: set, options: SET_OPTIONS },
        ]}
        onFilterChange={(name, value) =>
          update(
            name === 'productId' ? { productId: value, version: undefined } : { [name]: value },
          )
        }
        actions={
          <Button type="button" disabled={selected.length < 2} onClick={() => setComparing(true)}>
            Compare ({selected.length})
          </Button>
        }
      />
      <p aria-live="polite" className="text-sm text-danger">
        {limitNote ? COMPARE_LIMIT_MESSAGE : ''}
      </p>
      {comparing && compared.length >= 2 ? (
        <CompareView variants={compared} onClose={() => setComparing(false)} />
      ) : null}
      {list.isError ? (
        <AdminLoadError
          error={list.error}
          fallback="The saved variants could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : (
        <div className="grid gap-3">
          {!list.isPending && rows.length === 0 ? (
            <p className="text-muted">
              No saved variants yet. Test-run a blueprint from its editor to make some.
            </p>
          ) : (
            <ul
              aria-label="Saved variants"
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            >
              {rows.map((v) => (
                <VariantCard
                  key={v.id}
                  variant={v}
                  selected={selected.includes(v.id)}
                  onSelect={(on) => select(v.id, on)}
                  onOpen={() => setOpen(v)}
                />
              ))}
            </ul>
          )}
          <LoadMoreFooter list={list} shown={rows.length} />
        </div>
      )}
      {open ? <VariantDetails key={open.id} variant={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
