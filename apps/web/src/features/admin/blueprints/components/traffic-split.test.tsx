import { VARIANT_MESSAGES, type BlueprintFigures } from '@atelier/shared/schemas/admin-variants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { figures } from '../testing/figures-fixtures';
import { BP, detail, V3 } from '../testing/fixtures';
import { TrafficSplit } from './traffic-split';

// The traffic split on the blueprint page: choose a version and a share, save behind the
// confirm dialog, stop it; the server's refusals are shown as it words them.

const PATH = `/api/admin/blueprints/${BP}`;
const NO_SPLIT = 'No split: every new shopper gets the live version v2.';
const V3_AT_30 =
  '30% of new shoppers get v3; the others get the live v2. Each shopper keeps the version they got.';

function setup(
  opts: {
    split?: BlueprintFigures['split'];
    put?: () => Response;
    versions?: ReturnType<typeof detail>['versions'];
  } = {},
) {
  let current = figures({ split: opts.split ?? { version: null, percent: 0 } });
  const fetch = stubFetch({
    [`GET ${PATH}/figures`]: () => json(current),
    [`PUT ${PATH}/split`]: ({ init }) => {
      if (opts.put) return opts.put();
      const body = bodyOf(init) as { versionId: string | null; percent: number };
      const version = current.items.find((i) => i.versionId === body.versionId);
      current = {
        ...current,
        split: version
          ? { version: { id: version.versionId, version: version.version }, percent: body.percent }
          : { version: null, percent: 0 },
      };
      return json(current);
    },
  });
  const d = detail(opts.versions ? { versions: opts.versions } : {});
  renderAdmin(<TrafficSplit detail={d} />, `/admin/blueprints/${BP}`);
  return { fetch, user: userEvent.setup() };
}

const versionSelect = () => screen.getByRole('combobox', { name: 'Version for the split' });
const share = () => screen.getByRole('spinbutton', { name: /Share of new shoppers/ });

describe('TrafficSplit', () => {
  it('offers the versions besides the live one; saving asks first, then shows the split', async () => {
    const { fetch, user } = setup();
    expect(await screen.findByText(NO_SPLIT)).toBeInTheDocument();
    expect(
      within(versionSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a version', 'v3: Watercolour and wider', 'v1: First version']);
    expect(screen.queryByRole('button', { name: 'Stop the split' })).not.toBeInTheDocument();

    await user.selectOptions(versionSelect(), V3);
    await user.clear(share());
    await user.type(share(), '30');
    await user.click(screen.getByRole('button', { name: 'Save the split' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Give v3 to 30% of new shoppers?',
    });
    expect(dialog).toHaveTextContent('the others the live v2');
    await user.click(within(dialog).getByRole('button', { name: 'Save the split' }));

    expect(await screen.findByText(V3_AT_30)).toBeInTheDocument();
    const puts = callsTo(fetch, 'PUT', `${PATH}/split`);
    expect(puts.map((c) => bodyOf(c.init))).toEqual([{ versionId: V3, percent: 30 }]);
    expect(screen.getByRole('button', { name: 'Stop the split' })).toBeInTheDocument();
    // The form now shows the split as saved.
    expect(versionSelect()).toHaveValue(V3);
    expect(share()).toHaveValue(30);
  });

  it('sends nothing when the confirm is cancelled', async () => {
    const { fetch, user } = setup();
    await screen.findByText(NO_SPLIT);
    await user.selectOptions(versionSelect(), V3);
    await user.click(screen.getByRole('button', { name: 'Save the split' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetch, 'PUT', `${PATH}/split`)).toHaveLength(0);
    expect(screen.getByText(NO_SPLIT)).toBeInTheDocument();
  });

  it('says what is missing: a version, a share between 1 and 99', async () => {
    const { fetch, user } = setup();
    await screen.findByText(NO_SPLIT);
    await user.click(screen.getByRole('button', { name: 'Save the split' }));
    expect(await screen.findByText(VARIANT_MESSAGES.splitVersionMissing)).toBeInTheDocument();
    expect(versionSelect()).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(versionSelect(), V3);
    await user.clear(share());
    await user.type(share(), '100');
    await user.click(screen.getByRole('button', { name: 'Save the split' }));
    expect(await screen.findByText(VARIANT_MESSAGES.splitPercent)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', `${PATH}/split`)).toHaveLength(0);
  });

  it('shows the server’s refusal (the version went live meanwhile)', async () => {
    const { user } = setup({
      put: () =>
        json(
          { error: { code: 'SPLIT_SAME_AS_LIVE', message: VARIANT_MESSAGES.splitSameAsLive } },
          400,
        ),
    });
    await screen.findByText(NO_SPLIT);
    await user.selectOptions(versionSelect(), V3);
    await user.click(screen.getByRole('button', { name: 'Save the split' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Save the split',
      }),
    );
    expect(
      within(await screen.findByRole('alert')).getByText(VARIANT_MESSAGES.splitSameAsLive),
    ).toBeInTheDocument();
    expect(screen.getByText(NO_SPLIT)).toBeInTheDocument();
  });

  it('stops a running split after asking', async () => {
    const { fetch, user } = setup({ split: { version: { id: V3, version: 3 }, percent: 30 } });
    expect(await screen.findByText(V3_AT_30)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop the split' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop the split?' });
    expect(dialog).toHaveTextContent('Every new shopper gets the live version v2 again.');
    await user.click(within(dialog).getByRole('button', { name: 'Stop the split' }));
    expect(await screen.findByText(NO_SPLIT)).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', `${PATH}/split`).map((c) => bodyOf(c.init))).toEqual([
      { versionId: null, percent: 0 },
    ]);
  });

  it('with only the live version, says to save another version first', async () => {
    setup({ versions: detail().versions.filter((v) => v.isLive) });
    expect(await screen.findByText(/Save another version first/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
