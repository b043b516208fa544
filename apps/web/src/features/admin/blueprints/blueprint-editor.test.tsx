import {
  BLUEPRINT_MESSAGES,
  type BlueprintVersion,
} from '@atelier/shared/schemas/admin-blueprints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminBlueprintEditorPage } from './blueprint-editor-page';
import { figures } from './testing/figures-fixtures';
import { BP, detail, V1, V2, V3, version } from './testing/fixtures';

const PATH = `/api/admin/blueprints/${BP}`;
const RUN = 'ffffffff-0000-4000-8000-000000000001';

function setup({ live = 'ok', save = 'ok' }: { live?: 'ok' | 'stale'; save?: 'ok' | 'bad' } = {}) {
  let saved: BlueprintVersion | null = null;
  const fetch = stubFetch({
    [`GET ${PATH}`]: () => {
      const d = detail();
      if (saved) d.versions.unshift({ ...saved, isLive: false });
      return json(d);
    },
    [`GET ${PATH}/figures`]: () => json(figures()),
    [`GET ${PATH}/versions/${V1}`]: () => json(version(1)),
    [`GET ${PATH}/versions/${V2}`]: () => json(version(2)),
    [`GET ${PATH}/versions/${V3}`]: () => json(version(3)),
    [`POST ${PATH}/versions`]: ({ init }) => {
      if (save === 'bad') {
        return json(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: BLUEPRINT_MESSAGES.providerNotConfigured('openai'),
            },
          },
          400,
        );
      }
      const body = bodyOf(init) as { changeNote: string; draft: { promptTemplate: string } };
      saved = {
        ...version(3),
        id: 'a4a4a4a4-0000-4000-8000-000000000004',
        version: 4,
        isLive: false,
        changeNote: body.changeNote,
        promptTemplate: body.draft.promptTemplate,
      };
      return json(saved, 201);
    },
    // The regression set's latest result: none for v3, a finished run for v1.
    [`GET ${PATH}/versions/${V3}/regression`]: () => json(null),
    [`GET ${PATH}/versions/${V1}/regression`]: () =>
      json({
        id: RUN,
        blueprintId: BP,
        version: { id: V1, version: 1 },
        createdBy: null,
        createdAt: '2026-11-27T15:30:00.000Z',
        total: 12,
        finished: 12,
        failed: 1,
        maxDistance: 23,
      }),
    [`POST ${PATH}/live`]: () =>
      live === 'stale'
        ? json({ error: { code: 'STALE_EDIT', message: BLUEPRINT_MESSAGES.staleLive } }, 409)
        : json(detail()),
    [`POST ${PATH}/preview`]: ({ init }) => {
      const body = bodyOf(init) as { values: Record<string, string> };
      return json({
        prompt: `A portrait of ${body.values.name ?? ''} in oil`,
        negativePrompt: 'blurry',
        caption: body.values.name ?? '',
        brief: {
          style: null,
          title: body.values.name ?? '',
          lines: ['Birthday'],
          verses: [],
          date: '',
          elements: ['halo'],
          options: [],
          details: [],
          notes: [],
          list: [],
        },
        unknownPlaceholders: [],
        warnings: [BLUEPRINT_MESSAGES.unusedField('occasion')],
      });
    },
  });
  const view = renderAdmin(
    <Routes>
      <Route path="/admin/blueprints/:blueprintId" element={<AdminBlueprintEditorPage />} />
    </Routes>,
    `/admin/blueprints/${BP}`,
  );
  return { fetch, ...view, user: userEvent.setup() };
}

const prompt = () => screen.getByRole('textbox', { name: 'Prompt template' });

describe('AdminBlueprintEditorPage', () => {
  it('starts the draft from the live version and lists versions and live moves', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Blueprint: Pet Portrait' })).toBeVisible();
    expect(screen.getByText('Draft starting from v2 (live)')).toBeInTheDocument();
    expect(prompt()).toHaveValue('A portrait of {{name}} in oil');
    const versions = within(screen.getByRole('region', { name: 'Versions' }));
    const items = versions.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Version 3',
      'Version 2 (live)',
      'Version 1',
    ]);
    expect(within(items[1]!).getByText('Live')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Watercolour and wider')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Ada Lovelace/)).toBeInTheDocument();
    const moves = within(screen.getByRole('region', { name: 'Live history' }));
    expect(moves.getByText('v1 → v2')).toBeInTheDocument();
    expect(moves.getByText('v1 (first live version)')).toBeInTheDocument();
  });

  it('typing {{ offers the field names; arrows and Enter insert one, Escape closes', async () => {
    const { user } = setup();
    await screen.findByText('Draft starting from v2 (live)');
    await user.clear(prompt());
    await user.type(prompt(), 'Portrait for {{{{');
    const list = screen.getByRole('listbox', { name: 'Field names for Prompt template' });
    expect(prompt()).toHaveAttribute('aria-activedescendant', list.firstElementChild!.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['{{name}}', '{{occasion}}', '{{halo}}', '{{photo}}']);
    await user.type(prompt(), 'o');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['{{occasion}}', '{{halo}}', '{{photo}}']);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: '{{halo}}' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}{Enter}');
    expect(prompt()).toHaveValue('Portrait for {{occasion}}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(prompt()).not.toHaveAttribute('aria-activedescendant');

    await user.type(prompt(), ' {{{{');
    expect(screen.getByRole('listbox', { name: 'Field names for Prompt template' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(prompt()).toHaveValue('Portrait for {{occasion}} {{');
  });

  it('marks a placeholder that names no field as it is typed', async () => {
    const { user } = setup();
    await screen.findByText('Draft starting from v2 (live)');
    await user.type(prompt(), ' with {{{{nmae}}');
    expect(screen.getByText('{{nmae}} names no field of this product')).toBeInTheDocument();
    expect(prompt()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(prompt());
    await user.type(prompt(), 'A portrait of {{{{name}}');
    expect(screen.queryByText(/names no field of this product/)).not.toBeInTheDocument();
  });

  it('previews the draft with the sample inputs, asked once the typing stops', async () => {
    const { user, fetch } = setup();
    await screen.findByText('Draft starting from v2 (live)');
    const preview = within(screen.getByRole('complementary', { name: 'Preview' }));
    await user.type(preview.getByLabelText('Pet name'), 'Rex');
    await user.selectOptions(preview.getByLabelText('Occasion'), 'Birthday');
    await user.click(preview.getByLabelText('Add a halo'));
    expect(preview.queryByLabelText('Photo')).not.toBeInTheDocument();
    expect(await preview.findByText('A portrait of Rex in oil')).toBeInTheDocument();
    const sent = bodyOf(callsTo(fetch, 'POST', `${PATH}/preview`).at(-1)!.init) as {
      draft: { promptTemplate: string };
      values: Record<string, string>;
    };
    expect(sent.values).toEqual({ name: 'Rex', occasion: 'Birthday', halo: 'true' });
    expect(sent.draft.promptTemplate).toBe('A portrait of {{name}} in oil');
    // Debounced: not one request per keystroke.
    expect(callsTo(fetch, 'POST', `${PATH}/preview`).length).toBeLessThan(4);
    expect(preview.getByText('halo')).toBeInTheDocument();
    expect(preview.getByText(BLUEPRINT_MESSAGES.unusedField('occasion'))).toBeInTheDocument();
  });

  it('needs a change note, sends draft and note, and shows the new version', async () => {
    const { user, fetch } = setup();
    await screen.findByText('Draft starting from v2 (live)');
    await user.clear(prompt());
    await user.type(prompt(), 'A pastel portrait of {{{{name}}');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText(BLUEPRINT_MESSAGES.changeNote)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', `${PATH}/versions`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Change note'), 'Pastel look');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    await screen.findByText('Draft starting from v4');
    const body = bodyOf(callsTo(fetch, 'POST', `${PATH}/versions`)[0]!.init) as {
      changeNote: string;
      draft: Record<string, unknown>;
    };
    expect(body.changeNote).toBe('Pastel look');
    expect(body.draft).toMatchObject({
      promptTemplate: 'A pastel portrait of {{name}}',
      provider: 'local',
      width: 1024,
      fieldRoles: { name: { role: 'title' } },
      studioSettings: {},
      model: null,
    });
    const versions = within(screen.getByRole('region', { name: 'Versions' }));
    expect(await versions.findByRole('listitem', { name: 'Version 4' })).toHaveTextContent(
      'Pastel look',
    );
    expect(screen.getByLabelText('Change note')).toHaveValue('');
  });

  it('sends field roles with their extra choice, studio settings and a fixed seed', async () => {
    const { user, fetch } = setup();
    await screen.findByText('Draft starting from v2 (live)');
    const occasion = screen.getByLabelText('Role of Occasion');
    // No stored role: read by its type (a select describes the subject).
    expect(occasion).toHaveDisplayValue('From its type (detail)');
    await user.selectOptions(occasion, 'subtitle');
    await user.selectOptions(screen.getByLabelText('Set as of Occasion'), 'verse');
    await user.selectOptions(screen.getByLabelText('Role of Add a halo'), 'toggle');
    expect(screen.getByLabelText('Element of Add a halo')).toHaveValue('halo');
    expect(screen.queryByLabelText('Role of Photo')).not.toBeInTheDocument();
    expect(screen.getByText('A photo takes no role: the artwork is made from it.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Palette (watercolor)'), 'rose');
    await user.selectOptions(screen.getByLabelText('Frame (renaissance)'), 'gold');
    // Palettes are the style's own.
    expect(
      within(screen.getByLabelText('Palette (minimal)'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Studio’s choice', 'sand', 'sage', 'dusk']);
    await user.selectOptions(screen.getByLabelText('Seed policy'), 'fixed');
    await user.type(screen.getByLabelText('Change note'), 'Verse and gold');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText(BLUEPRINT_MESSAGES.fixedSeedRequired)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', `${PATH}/versions`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Fixed seed'), '42');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    await screen.findByText('Draft starting from v4');
    const { draft } = bodyOf(callsTo(fetch, 'POST', `${PATH}/versions`)[0]!.init) as {
      draft: Record<string, unknown>;
    };
    expect(draft.fieldRoles).toEqual({
      name: { role: 'title' },
      occasion: { role: 'subtitle', as: 'verse' },
      halo: { role: 'toggle', element: 'halo' },
    });
    expect(draft.studioSettings).toEqual({
      renaissance: { palette: null, frame: 'gold', light: null, type: null },
      watercolor: { palette: 'rose', frame: null, light: null, type: null },
    });
    expect(draft).toMatchObject({ seedPolicy: 'fixed', fixedSeed: 42 });
  });

  it('shows the server’s message when the version is refused', async () => {
    const { user } = setup({ save: 'bad' });
    await screen.findByText('Draft starting from v2 (live)');
    await user.type(screen.getByLabelText('Change note'), 'Try OpenAI');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    const form = screen.getByRole('form', { name: 'Draft' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      BLUEPRINT_MESSAGES.providerNotConfigured('openai'),
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = setup();
    await screen.findByText('Draft starting from v2 (live)');
    await user.type(prompt(), ', smiling');
    await user.click(screen.getByRole('link', { name: 'All blueprints' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`/admin/blueprints/${BP}`);
    expect(prompt()).toHaveValue('A portrait of {{name}} in oil, smiling');
  });

  it('starts from an older version picked in the history', async () => {
    const { user } = setup();
    await screen.findByText('Draft starting from v2 (live)');
    await user.click(screen.getByRole('button', { name: 'Start from v3' }));
    await screen.findByText('Draft starting from v3');
    expect(prompt()).toHaveValue('A portrait of {{name}} in watercolour');
    expect(screen.getByLabelText('Width (px)')).toHaveValue(1536);
  });

  it('compares two versions: words added and removed, and a changed setting', async () => {
    setup();
    const diff = within(await screen.findByRole('region', { name: 'Compare versions' }));
    const prompts = await diff.findByTestId('diff-promptTemplate');
    expect(prompts.querySelector('del')).toHaveTextContent('oil');
    expect(prompts.querySelector('ins')).toHaveTextContent('watercolour');
    expect(
      within(diff.getByRole('list', { name: 'Changed settings' })).getByRole('listitem'),
    ).toHaveTextContent('width: 1024 → 1536');
    expect(diff.getAllByText('No change.')).toHaveLength(2);
  });

  it('Make live asks, naming from and to, and sends the live version it saw', async () => {
    const { user, fetch } = setup();
    await user.click(await screen.findByRole('button', { name: 'Make v3 live' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make v3 live?' });
    expect(dialog).toHaveTextContent('moves from v2 to v3');
    expect(await within(dialog).findByText('No regression run for v3 yet.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Make v3 live' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', `${PATH}/live`)).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', `${PATH}/live`)[0]!.init)).toEqual({
      versionId: V3,
      expectedLiveVersionId: V2,
    });
  });

  it('an older version is a rollback; a stale live version says so and reloads', async () => {
    const { user, fetch } = setup({ live: 'stale' });
    await user.click(await screen.findByRole('button', { name: 'Roll back to v1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Roll back to v1?' });
    expect(dialog).toHaveTextContent('moves from v2 to v1');
    expect(
      await within(dialog).findByText(/Regression set on v1: 12 of 12 done, 1 failed/),
    ).toHaveTextContent(
      'Regression set on v1: 12 of 12 done, 1 failed, biggest change 23/64 · Nov 27, 2026',
    );
    expect(within(dialog).getByRole('link', { name: /See the run/ })).toHaveAttribute(
      'href',
      `/admin/saved-variants?run=${RUN}`,
    );
    const loads = callsTo(fetch, 'GET', PATH).length;
    await user.click(within(dialog).getByRole('button', { name: 'Roll back to v1' }));
    const versions = within(screen.getByRole('region', { name: 'Versions' }));
    expect(await versions.findByRole('alert')).toHaveTextContent(BLUEPRINT_MESSAGES.staleLive);
    await waitFor(() => expect(callsTo(fetch, 'GET', PATH).length).toBeGreaterThan(loads));
  });

  it('has no axe violations', async () => {
    const { container } = setup();
    await screen.findByText('Draft starting from v2 (live)');
    await screen.findByTestId('diff-promptTemplate');
    // Which version sells and the traffic split, below the editor.
    const sells = within(screen.getByRole('region', { name: 'Which version sells' }));
    expect(await sells.findByText('Live now')).toBeInTheDocument();
    const split = within(screen.getByRole('region', { name: 'Traffic split' }));
    expect(await split.findByText(/30% of new shoppers get v3/)).toBeInTheDocument();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
