import { VARIANT_MESSAGES, type CostEstimate } from '@atelier/shared/schemas/admin-variants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminBlueprintEditorPage } from './blueprint-editor-page';
import { BP, detail, V1, V2, V3, version } from './testing/fixtures';
import {
  PHOTO_NEW,
  PHOTO_SEED,
  PHOTO_UPLOAD,
  RUN,
  samplePhoto,
  savedVariant,
  stubEventSource,
  VAR1,
  VAR2,
} from './testing/variant-fixtures';

const PATH = `/api/admin/blueprints/${BP}`;
const local: CostEstimate = {
  provider: 'local',
  model: null,
  images: 2,
  pricePerImageCents: 0,
  totalCents: 0,
  needsConfirmation: false,
};
const paid = (cents: number): CostEstimate => ({
  provider: 'openai',
  model: 'gpt-image-1',
  images: 3,
  pricePerImageCents: cents / 3,
  totalCents: cents,
  needsConfirmation: true,
});

function setup({
  estimate = () => local,
  run = () =>
    json(
      { items: [savedVariant(VAR1), savedVariant(VAR2, { seed: 43 })], regressionRunId: null },
      202,
    ),
  regressionRun = () => json({ items: [], regressionRunId: RUN }, 202),
  upload = () => json(samplePhoto(PHOTO_NEW, { label: 'New dog' }), 201),
}: {
  estimate?: () => CostEstimate;
  run?: () => Response;
  regressionRun?: () => Response;
  upload?: () => Response;
} = {}) {
  let photos = [samplePhoto(PHOTO_SEED), samplePhoto(PHOTO_UPLOAD)];
  const fetch = stubFetch({
    [`GET ${PATH}`]: () => json(detail()),
    [`GET ${PATH}/versions/${V1}`]: () => json(version(1)),
    [`GET ${PATH}/versions/${V2}`]: () => json(version(2)),
    [`GET ${PATH}/versions/${V3}`]: () => json(version(3, { seedPolicy: 'fixed', fixedSeed: 7 })),
    [`POST ${PATH}/preview`]: () =>
      json({
        prompt: '',
        negativePrompt: '',
        caption: '',
        brief: {},
        unknownPlaceholders: [],
        warnings: [],
      }),
    [`GET ${PATH}/versions/${V3}/regression`]: () => json(null),
    [`POST ${PATH}/test-runs/estimate`]: () => json(estimate()),
    [`POST ${PATH}/test-runs`]: () => run(),
    [`POST ${PATH}/regression-runs`]: () => regressionRun(),
    'GET /api/admin/sample-photos': () => json({ items: photos }),
    'POST /api/admin/sample-photos': () => {
      const answer = upload();
      if (answer.status === 201) photos = [...photos, samplePhoto(PHOTO_NEW, { label: 'New dog' })];
      return answer;
    },
    [`DELETE /api/admin/sample-photos/${PHOTO_UPLOAD}`]: () => {
      photos = photos.filter((p) => p.id !== PHOTO_UPLOAD);
      return new Response(null, { status: 204 });
    },
    [`GET /api/admin/sample-photos/${PHOTO_SEED}/image`]: () => new Response(new Blob(['x'])),
    // A finished variant, read again: its image address and its error.
    [`GET /api/admin/saved-variants/${VAR1}`]: () =>
      json(
        savedVariant(VAR1, {
          status: 'succeeded',
          previewUrl: `/api/admin/saved-variants/${VAR1}/image?size=preview`,
        }),
      ),
    [`GET /api/admin/saved-variants/${VAR2}`]: () =>
      json(savedVariant(VAR2, { seed: 43, status: 'failed', lastError: 'The studio timed out.' })),
    [`GET /api/admin/saved-variants/${VAR1}/image`]: () => new Response(new Blob(['x'])),
  });
  const view = renderAdmin(
    <Routes>
      <Route path="/admin/blueprints/:blueprintId" element={<AdminBlueprintEditorPage />} />
    </Routes>,
    `/admin/blueprints/${BP}`,
  );
  return { fetch, ...view, user: userEvent.setup() };
}

const panel = async () => within(await screen.findByRole('region', { name: 'Test run' }));
const lastBody = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  bodyOf(callsTo(fetch, 'POST', path).at(-1)!.init) as Record<string, unknown>;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:variant');
  URL.revokeObjectURL = vi.fn();
});

describe('Test run panel', () => {
  it('runs the unsaved draft with prefilled samples and follows the results live', async () => {
    const sources = stubEventSource();
    const { user, fetch } = setup();
    const run = await panel();
    expect(run.getByLabelText('What to run')).toHaveDisplayValue('This draft (unsaved)');
    expect(run.getByLabelText('Pet name')).toHaveValue('Rosie');
    expect(run.getByLabelText('Occasion')).toHaveValue('Birthday');
    expect(run.getByLabelText('Add a halo')).toBeChecked();
    expect(run.getByText(/Random seed policy/)).toBeInTheDocument();
    // The draft's edits run, unsaved.
    await user.clear(screen.getByRole('textbox', { name: 'Prompt template' }));
    await user.type(screen.getByRole('textbox', { name: 'Prompt template' }), 'Pastel {{{{name}}');
    expect(await run.findByText('2 images on local: no charge.')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastBody(fetch, `${PATH}/test-runs/estimate`).draft).toMatchObject({
        promptTemplate: 'Pastel {{name}}',
      }),
    );
    await waitFor(() => expect(run.getByRole('button', { name: 'Run' })).toBeEnabled());
    await user.click(run.getByRole('button', { name: 'Run' }));

    const body = lastBody(fetch, `${PATH}/test-runs`);
    expect(body).not.toHaveProperty('versionId');
    expect(body).not.toHaveProperty('confirmCostCents');
    expect(body.draft).toMatchObject({ promptTemplate: 'Pastel {{name}}', provider: 'local' });
    expect(body.values).toEqual({ name: 'Rosie', occasion: 'Birthday', halo: 'true' });
    expect(body.photos).toEqual([]);

    const results = within(await run.findByRole('list', { name: 'Test run results' }));
    expect(results.getByRole('listitem', { name: 'Variant 1' })).toHaveTextContent('Queued');
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe(`/api/admin/saved-variants/events?ids=${VAR1},${VAR2}`);

    // Plain messages, and ones named `variant`, are both read.
    sources[0]!.send({ variantId: VAR1, status: 'running' }, 'variant');
    expect(await results.findByText('Running')).toBeInTheDocument();
    sources[0]!.send({ variantId: VAR1, status: 'succeeded' });
    expect(await results.findByRole('img', { name: 'Variant 1, seed 42' })).toHaveAttribute(
      'src',
      'blob:variant',
    );
    const image = callsTo(fetch, 'GET', `/api/admin/saved-variants/${VAR1}/image`);
    expect(image.map((c) => c.url)).toEqual([
      `/api/admin/saved-variants/${VAR1}/image?size=preview`,
    ]);
    expect(sources[0]!.readyState).not.toBe(2);
    sources[0]!.send({ variantId: VAR2, status: 'failed' });
    expect(await run.findByText('Finished: 1 done, 1 failed.')).toBeInTheDocument();
    expect(results.getByRole('listitem', { name: 'Variant 2' })).toHaveTextContent('Failed');
    expect(await results.findByText('The studio timed out.')).toBeInTheDocument();
    // Every variant finished: the stream is closed.
    expect(sources[0]!.readyState).toBe(2);
    expect(run.getByRole('link', { name: 'All saved variants of this product' })).toHaveAttribute(
      'href',
      `/admin/saved-variants?productId=${detail().product.id}`,
    );
  });

  it('closes the stream when the page leaves', async () => {
    const sources = stubEventSource();
    const { user, unmount } = setup();
    const run = await panel();
    await run.findByText('2 images on local: no charge.');
    await user.click(run.getByRole('button', { name: 'Run' }));
    await run.findByRole('list', { name: 'Test run results' });
    expect(sources[0]!.readyState).not.toBe(2);
    unmount();
    expect(sources[0]!.readyState).toBe(2);
  });

  it('a saved version on a paid provider shows the estimate and sends it as confirmed', async () => {
    stubEventSource();
    const { user, fetch } = setup({ estimate: () => paid(12) });
    const run = await panel();
    await user.selectOptions(run.getByLabelText('What to run'), V3);
    expect(await run.findByText(/Fixed seed policy: every run starts from seed 7/)).toBeVisible();
    await user.type(run.getByLabelText('Seed (optional)'), '99');
    await waitFor(() =>
      expect(lastBody(fetch, `${PATH}/test-runs/estimate`)).toMatchObject({
        versionId: V3,
        seed: 99,
      }),
    );
    expect(lastBody(fetch, `${PATH}/test-runs/estimate`)).not.toHaveProperty('draft');
    const button = await run.findByRole('button', { name: 'Run · est. $0.12' });
    expect(run.getByText('Estimated cost: $0.12 (3 × $0.04 on openai).')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const body = lastBody(fetch, `${PATH}/test-runs`);
    expect(body).toMatchObject({ versionId: V3, seed: 99, confirmCostCents: 12 });
    expect(body).not.toHaveProperty('draft');
  });

  it('a 409 COST_NOT_CONFIRMED says so and shows the new estimate', async () => {
    stubEventSource();
    let cents = 12;
    const { user, fetch } = setup({
      estimate: () => paid(cents),
      run: () => {
        cents = 15;
        return json(
          { error: { code: 'COST_NOT_CONFIRMED', message: VARIANT_MESSAGES.costNotConfirmed(15) } },
          409,
        );
      },
    });
    const run = await panel();
    const button = await run.findByRole('button', { name: 'Run · est. $0.12' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await run.findByRole('alert')).toHaveTextContent(VARIANT_MESSAGES.costNotConfirmed(15));
    const again = await run.findByRole('button', { name: 'Run · est. $0.15' });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await waitFor(() => expect(callsTo(fetch, 'POST', `${PATH}/test-runs`)).toHaveLength(2));
    expect(lastBody(fetch, `${PATH}/test-runs`)).toMatchObject({ confirmCostCents: 15 });
  });

  it('picks photos from the library (with attribution), uploads and deletes one', async () => {
    stubEventSource();
    const { user, fetch } = setup();
    const run = await panel();
    await user.click(run.getByRole('button', { name: 'Choose photo for Photo' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Sample photo for Photo' }));
    const library = within(await dialog.findByRole('list', { name: 'Sample photos' }));
    expect(library.getByText('Photo by Jo Smith (Unsplash licence)')).toBeInTheDocument();
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect((await axe.run(document.body)).violations).toEqual([]);
    // The shop's own photos cannot be deleted; an upload can.
    expect(library.queryByRole('button', { name: 'Delete Golden retriever' })).toBeNull();
    await user.click(library.getByRole('button', { name: 'Delete Tabby cat' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “Tabby cat”?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(library.queryByText('Tabby cat')).toBeNull());
    expect(callsTo(fetch, 'DELETE', `/api/admin/sample-photos/${PHOTO_UPLOAD}`)).toHaveLength(1);

    const file = new File(['png'], 'dog.png', { type: 'image/png' });
    await user.upload(dialog.getByLabelText('Upload a photo into the library'), file);
    // The upload is chosen at once and the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = callsTo(fetch, 'POST', '/api/admin/sample-photos')[0]!.init.body as FormData;
    expect(sent.get('image')).toBeInstanceOf(File);
    expect(await run.findByText('New dog')).toBeInTheDocument();

    await user.click(run.getByRole('button', { name: 'Change photo for Photo' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Sample photo for Photo' }));
    await user.click(await dialog.findByRole('button', { name: 'Use Golden retriever' }));
    expect(await run.findByRole('img', { name: 'Photo: Golden retriever' })).toBeInTheDocument();
    await run.findByText('2 images on local: no charge.');
    await waitFor(() =>
      expect(lastBody(fetch, `${PATH}/test-runs/estimate`).photos).toEqual([
        { fieldName: 'photo', samplePhotoId: PHOTO_SEED },
      ]),
    );
    await waitFor(() => expect(run.getByRole('button', { name: 'Run' })).toBeEnabled());
    await user.click(run.getByRole('button', { name: 'Run' }));
    expect(lastBody(fetch, `${PATH}/test-runs`).photos).toEqual([
      { fieldName: 'photo', samplePhotoId: PHOTO_SEED },
    ]);
  });

  it('shows the server’s message when an upload is refused', async () => {
    const message = VARIANT_MESSAGES.notAnImage;
    setup({ upload: () => json({ error: { code: 'VALIDATION_ERROR', message } }, 400) });
    const user = userEvent.setup({ applyAccept: false });
    const run = await panel();
    await user.click(run.getByRole('button', { name: 'Choose photo for Photo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sample photo for Photo' }));
    await user.upload(
      dialog.getByLabelText('Upload a photo into the library'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  });

  it('runs the regression set on a version and links to its results; an empty set says so', async () => {
    let empty = false;
    const { user } = setup({
      regressionRun: () =>
        empty
          ? json(
              { error: { code: 'VALIDATION_ERROR', message: VARIANT_MESSAGES.emptyRegressionSet } },
              400,
            )
          : json(
              {
                items: [savedVariant(VAR1, { purpose: 'regression', regressionRunId: RUN })],
                regressionRunId: RUN,
              },
              202,
            ),
    });
    const versions = within(await screen.findByRole('region', { name: 'Versions' }));
    const v3 = within(versions.getByRole('listitem', { name: 'Version 3' }));
    await user.click(v3.getByRole('button', { name: 'Run the set on v3' }));
    expect(await v3.findByRole('link', { name: 'See the regression run on v3' })).toHaveAttribute(
      'href',
      `/admin/saved-variants?run=${RUN}`,
    );
    empty = true;
    const v1 = within(versions.getByRole('listitem', { name: 'Version 1' }));
    await user.click(v1.getByRole('button', { name: 'Run the set on v1' }));
    expect(await v1.findByRole('alert')).toHaveTextContent(VARIANT_MESSAGES.emptyRegressionSet);
  });

  it('has no axe violations with a run on screen', async () => {
    stubEventSource();
    const { user, container } = setup();
    const run = await panel();
    await run.findByText('2 images on local: no charge.');
    await user.click(run.getByRole('button', { name: 'Run' }));
    await run.findByRole('list', { name: 'Test run results' });
    await screen.findByTestId('diff-promptTemplate');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
