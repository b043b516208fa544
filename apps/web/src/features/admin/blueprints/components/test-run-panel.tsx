import {
  blueprintDraftSchema,
  type BlueprintDetail,
} from '@atelier/shared/schemas/admin-blueprints';
import { formatCents, type StartedVariants } from '@atelier/shared/schemas/admin-variants';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { adminErrorCode, adminErrorMessage } from '@/features/admin/api/admin-api';
import { fieldControlClass } from '@/features/admin/components/form-fields';
import { Section } from '@/features/admin/components/section';
import { errorStatus } from '@/lib/api-client';
import { blueprintKeys, blueprintVersionQuery } from '../api/blueprints';
import { estimateTestRun, startTestRun, type TestRunBody } from '../api/test-runs';
import { draftOf, type EditorValues } from '../lib/draft-values';
import { photoFieldsOf, sampleValuesOf } from '../lib/sample-values';
import { useDebounced } from '../lib/use-debounced';
import { RunResults } from './run-results';
import { SampleInputs } from './sample-inputs';
import { SamplePhotoPicker } from './sample-photo-picker';

/** A change note short enough for a select on a phone. */
const short = (note: string) => (note.length > 40 ? `${note.slice(0, 39)}…` : note);

export const DRAFT = 'draft';
const MAX_SEED = 2_147_483_647;

/**
 * Test runs from the editor: this draft (unsaved) or a saved version, with sample inputs and
 * photos from the sample photo library and an optional seed. The estimated cost shows before
 * it starts (a paid provider's run is sent with the estimate it confirms), and the results
 * follow live below.
 */
export function TestRunPanel({
  detail,
  control,
}: {
  detail: BlueprintDetail;
  control: Control<EditorValues>;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string>(DRAFT);
  const [values, setValues] = useState(() => sampleValuesOf(detail.fields));
  const [photos, setPhotos] = useState<Record<string, string | null>>({});
  const [seed, setSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [run, setRun] = useState<StartedVariants | null>(null);

  const draftValues = useWatch({ control, name: 'draft' });
  const parsedDraft = blueprintDraftSchema.safeParse(draftOf(draftValues));
  const version = useQuery({
    ...blueprintVersionQuery(detail.id, target),
    enabled: target !== DRAFT,
  });
  const seedNumber = seed.trim() === '' ? undefined : Number(seed);
  const seedError =
    seedNumber !== undefined &&
    (!Number.isInteger(seedNumber) || seedNumber < 0 || seedNumber > MAX_SEED)
      ? `A seed is a whole number from 0 to ${MAX_SEED}.`
      : null;

  let body: TestRunBody | null = null;
  if (!seedError && (target !== DRAFT || parsedDraft.success)) {
    body = {
      ...(target === DRAFT ? { draft: parsedDraft.data } : { versionId: target }),
      values,
      photos: Object.entries(photos).flatMap(([fieldName, samplePhotoId]) =>
        samplePhotoId ? [{ fieldName, samplePhotoId }] : [],
      ),
      ...(seedNumber === undefined ? {} : { seed: seedNumber }),
    };
  }
  const estimateBody = useDebounced(body, 300);
  const estimate = useQuery({
    queryKey: [...blueprintKeys, 'estimate', detail.id, estimateBody],
    queryFn: () => estimateTestRun(detail.id, estimateBody!),
    enabled: estimateBody !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
  const cost = estimate.data;
  const upToDate = body !== null && JSON.stringify(body) === JSON.stringify(estimateBody);

  const start = async () => {
    if (!body || !cost) return;
    setError(null);
    setBusy(true);
    try {
      const started = await startTestRun(detail.id, {
        ...body,
        ...(cost.needsConfirmation ? { confirmCostCents: cost.totalCents } : {}),
      });
      setRun(started);
    } catch (caught) {
      setError(adminErrorMessage(caught, 'The test run could not be started.'));
      if (errorStatus(caught) === 409 && adminErrorCode(caught) === 'COST_NOT_CONFIRMED') {
        // The price changed since the estimate: show the new one before another try.
        await queryClient.invalidateQueries({ queryKey: [...blueprintKeys, 'estimate'] });
      }
    } finally {
      setBusy(false);
    }
  };

  const policy = target === DRAFT ? parsedDraft.data : version.data;
  const runLabel = cost?.needsConfirmation ? `Run · est. ${formatCents(cost.totalCents)}` : 'Run';
  return (
    <Section title="Test run">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-target`}>What to run</Label>
        <select
          id={`${id}-target`}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          className={fieldControlClass}
        >
          <option value={DRAFT}>This draft (unsaved)</option>
          {detail.versions.map((v) => (
            <option key={v.id} value={v.id}>
              v{v.version}
              {v.isLive ? ' (live)' : ''} · {short(v.changeNote)}
            </option>
          ))}
        </select>
        {target === DRAFT && !parsedDraft.success ? (
          <p className="text-sm text-danger">
            The draft cannot run yet: {parsedDraft.error.issues[0]?.message}
          </p>
        ) : null}
      </div>
      <SampleInputs
        fields={detail.fields}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      />
      {photoFieldsOf(detail.fields).length > 0 ? (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-base font-semibold text-navy">Sample photos</legend>
          {photoFieldsOf(detail.fields).map((f) => (
            <SamplePhotoPicker
              key={f.fieldName}
              field={f}
              value={photos[f.fieldName] ?? null}
              onChange={(photo) => setPhotos((p) => ({ ...p, [f.fieldName]: photo }))}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-seed`}>Seed (optional)</Label>
        <Input
          id={`${id}-seed`}
          inputMode="numeric"
          value={seed}
          onChange={(e) => setSeed(e.target.value)}
          aria-invalid={seedError ? true : undefined}
          aria-describedby={`${id}-seed-note`}
          className="max-w-60"
        />
        <p
          id={`${id}-seed-note`}
          className={seedError ? 'text-sm text-danger' : 'text-sm text-muted'}
        >
          {seedError ??
            (policy?.seedPolicy === 'fixed'
              ? `Fixed seed policy: every run starts from seed ${policy.fixedSeed}, so versions compare fairly. A seed here overrides it.`
              : 'Random seed policy: each image gets a new seed unless you give one here.')}
        </p>
      </div>
      <div aria-live="polite" className="grid gap-2">
        {estimate.isError ? (
          <p role="alert" className="text-sm text-danger">
            {adminErrorMessage(estimate.error, 'The cost could not be estimated.')}
          </p>
        ) : cost ? (
          <p className="text-sm text-navy">
            {cost.needsConfirmation
              ? `Estimated cost: ${formatCents(cost.totalCents)} (${cost.images} × ${formatCents(cost.pricePerImageCents)} on ${cost.provider}).`
              : `${cost.images} image${cost.images === 1 ? '' : 's'} on ${cost.provider}: no charge.`}
          </p>
        ) : body ? (
          <p className="text-sm text-muted">Estimating the cost…</p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <Button
        type="button"
        className="justify-self-start"
        disabled={!body || !cost || !upToDate || estimate.isFetching || busy}
        onClick={() => void start()}
      >
        {busy ? 'Starting…' : runLabel}
      </Button>
      {run ? (
        <RunResults
          key={run.items.map((v) => v.id).join()}
          items={run.items}
          productId={detail.product.id}
        />
      ) : null}
    </Section>
  );
}
