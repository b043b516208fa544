import type {
  CostEstimate,
  RegressionSummary,
  SamplePhoto,
  SavedVariant,
  StartedVariants,
  TestRunInput,
} from '@atelier/shared/schemas/admin-variants';
import { queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';
import { blueprintKeys } from './blueprints';

// Test runs from the editor (decision 026): the sample photo library, a run's cost estimate,
// the run itself, one variant as it is now, the regression set on a version and its latest
// result.

const base = (id: string) => `/api/admin/blueprints/${encodeURIComponent(id)}`;
export const SAMPLE_PHOTOS_PATH = '/api/admin/sample-photos';
export const samplePhotoKeys = adminKeys.area('sample-photos');

/** GET /api/admin/sample-photos: the shop's test photos and the admins' uploads. */
export const samplePhotosQuery = () =>
  queryOptions({
    queryKey: [...samplePhotoKeys, 'list'],
    queryFn: () => adminApi.get<{ items: SamplePhoto[] }>(SAMPLE_PHOTOS_PATH),
    ...CACHE_TIERS.realTime,
  });

/** POST /api/admin/sample-photos (multipart field `image`) → 201 the photo; 400 a message. */
export function uploadSamplePhoto(file: File): Promise<SamplePhoto> {
  const body = new FormData();
  body.append('image', file);
  return adminApi.send<SamplePhoto>('POST', SAMPLE_PHOTOS_PATH, body);
}

/** DELETE /api/admin/sample-photos/{id} (an uploaded one). */
export const deleteSamplePhoto = (id: string) =>
  adminApi.send<void>('DELETE', `${SAMPLE_PHOTOS_PATH}/${encodeURIComponent(id)}`);

/** A run's body without the confirmation: what the estimate and the run both take. */
export type TestRunBody = Omit<TestRunInput, 'confirmCostCents'>;

/** POST /api/admin/blueprints/{id}/test-runs/estimate: what the run would cost. */
export const estimateTestRun = (id: string, body: TestRunBody) =>
  adminApi.send<CostEstimate>('POST', `${base(id)}/test-runs/estimate`, body);

/** POST /api/admin/blueprints/{id}/test-runs → 202 its variants; 409 COST_NOT_CONFIRMED. */
export const startTestRun = (id: string, body: TestRunInput) =>
  adminApi.send<StartedVariants>('POST', `${base(id)}/test-runs`, body);

/** POST /api/admin/blueprints/{id}/regression-runs → 202 with regressionRunId; 400 empty set. */
export const startRegressionRun = (id: string, versionId: string) =>
  adminApi.send<StartedVariants>('POST', `${base(id)}/regression-runs`, { versionId });

/** GET /api/admin/blueprints/{id}/versions/{versionId}/regression: the newest run, or null. */
export const regressionSummaryQuery = (id: string, versionId: string) =>
  queryOptions({
    queryKey: [...blueprintKeys, 'regression', id, versionId],
    queryFn: () =>
      adminApi.get<RegressionSummary>(
        `${base(id)}/versions/${encodeURIComponent(versionId)}/regression`,
      ),
    ...CACHE_TIERS.realTime,
    retry: false,
  });

/** GET /api/admin/saved-variants/{id}: one variant as it is now (its image, its error). */
export const savedVariantQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.area('saved-variants'), 'one', id],
    queryFn: () =>
      adminApi.get<SavedVariant>(`/api/admin/saved-variants/${encodeURIComponent(id)}`),
    staleTime: Infinity,
  });

/** GET /api/admin/saved-variants/events?ids=a,b: the SSE stream of those variants. */
export const variantEventsUrl = (ids: readonly string[]) =>
  `/api/admin/saved-variants/events?ids=${ids.map(encodeURIComponent).join(',')}`;

/** Where the saved variants of a product (or one regression run) are listed. */
export const savedVariantsLink = (filter: { productId: string } | { run: string }) =>
  `/admin/saved-variants?${new URLSearchParams(filter).toString()}`;
