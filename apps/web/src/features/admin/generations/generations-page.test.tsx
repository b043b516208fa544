import type {
  AdminGenerationList,
  AdminGenerationRow,
  AdminGenerationStats,
} from '@atelier/shared/schemas/admin-generations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminGenerationsPage } from './generations-page';

const G1 = 'a1a1a1a1-0000-4000-8000-000000000001';
const G2 = 'b2b2b2b2-0000-4000-8000-000000000002';
const G3 = 'c3c3c3c3-0000-4000-8000-000000000003';
const BOARD = 'dddddddd-0000-4000-8000-000000000004';

const row = (over: Partial<AdminGenerationRow> = {}): AdminGenerationRow => ({
  id: G1,
  status: 'queued',
  provider: 'local',
  attempts: 0,
  maxAttempts: 3,
  user: { id: 'user-ada', email: 'ada@example.com' },
  product: { id: 'eeeeeeee-0000-4000-8000-000000000005', title: 'Pet Portrait', slug: 'pet' },
  visionBoardId: BOARD,
  ageSeconds: 125,
  failureKind: null,
  lastError: null,
  adminRetries: 0,
  creditRefunded: false,
  queuedAt: '2026-11-24T09:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  provenance: { blueprint: null, provider: 'local', model: 'studio-2', seed: 7 },
  ...over,
});

const failed = row({
  id: G2,
  status: 'failed',
  provider: 'openai',
  attempts: 1,
  ageSeconds: null,
  failureKind: 'content_refused',
  lastError: 'Your request was rejected as a result of our safety system.',
  creditRefunded: true,
  finishedAt: '2026-11-24T08:00:00.000Z',
});

const stats: AdminGenerationStats = {
  days: 7,
  providers: [
    {
      provider: 'openai',
      total: 6,
      succeeded: 4,
      failed: 1,
      successRate: 0.8,
      medianMs: 2500,
      p95Ms: 8950,
    },
  ],
  failuresByKind: [
    { kind: 'provider_error', count: 0 },
    { kind: 'timeout', count: 2 },
    { kind: 'content_refused', count: 1 },
    { kind: 'invalid_input', count: 0 },
    { kind: 'storage', count: 0 },
    { kind: 'stuck', count: 0 },
    { kind: 'internal', count: 0 },
  ],
};

function setup(path = '/admin/generations') {
  let retried = false;
  const fetch = stubFetch({
    'GET /api/admin/generations': ({ url }) => {
      const q = new URL(url, 'http://x').searchParams;
      let body: AdminGenerationList;
      if (q.get('view') === 'failed') {
        body = { items: retried ? [] : [failed], nextCursor: null };
      } else if (q.get('cursor')) {
        body = { items: [row({ id: G3, status: 'running', ageSeconds: 40 })], nextCursor: null };
      } else {
        body = { items: [row()], nextCursor: '2026-11-24T09:00:00.000000Z_' + G1 };
      }
      return json(body);
    },
    'GET /api/admin/generations/stats': () => json(stats),
    [`POST /api/admin/generations/${G2}/retry`]: () => {
      retried = true;
      return json({ ...failed, status: 'queued', failureKind: null, adminRetries: 1 });
    },
  });
  const view = renderAdmin(<AdminGenerationsPage />, path);
  const listUrls = () =>
    callsTo(fetch, 'GET', '/api/admin/generations').map(
      (c) => new URL(c.url, 'http://x').searchParams,
    );
  return { fetch, ...view, listUrls, user: userEvent.setup() };
}

describe('AdminGenerationsPage', () => {
  it('shows the queue with age, attempts and customer, and loads more by cursor', async () => {
    const { user, listUrls } = setup();
    const table = await screen.findByRole('table', { name: 'Queued and running jobs' });
    const cells = within(table);
    await cells.findByText('a1a1a1a1');
    expect(cells.getByText('Pet Portrait')).toBeInTheDocument();
    expect(cells.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      '/admin/users/user-ada',
    );
    // The admin's view of the board: the shopper's own artwork page answers its owner only.
    expect(cells.getByRole('link', { name: 'Board of artwork a1a1a1a1' })).toHaveAttribute(
      'href',
      `/admin/users/user-ada#board-${BOARD}`,
    );
    expect(cells.getByText('2 min 5 s')).toBeInTheDocument();
    expect(cells.getByText('0 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await cells.findByText('c3c3c3c3');
    expect(cells.getByText('Running')).toBeInTheDocument();
    expect(cells.getByText('40 s')).toBeInTheDocument();
    expect(listUrls().at(-1)!.get('cursor')).toBe('2026-11-24T09:00:00.000000Z_' + G1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('the Failed view (in the URL) shows the failure kind as a column and filters by kind', async () => {
    const { user, router, listUrls } = setup('/admin/generations?view=failed');
    const table = await screen.findByRole('table', { name: 'Failed artworks' });
    const cells = within(table);
    expect(await cells.findByText('Refused by provider')).toBeInTheDocument();
    expect(cells.getByRole('columnheader', { name: 'Failure kind' })).toBeInTheDocument();
    expect(
      cells.getByText('Your request was rejected as a result of our safety system.'),
    ).toBeInTheDocument();
    expect(cells.getByText('Refunded')).toBeInTheDocument();
    expect(listUrls().at(-1)!.get('view')).toBe('failed');

    await user.selectOptions(screen.getByLabelText('Failure kind'), 'timeout');
    await waitFor(() => expect(router.state.location.search).toContain('kind=timeout'));
    await waitFor(() => expect(listUrls().at(-1)!.get('kind')).toBe('timeout'));

    await user.click(screen.getByRole('link', { name: 'Active' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=active'));
    expect(router.state.location.search).not.toContain('kind=');
    expect(screen.queryByLabelText('Failure kind')).not.toBeInTheDocument();
  });

  it('Retry asks first, then queues the artwork again and refreshes the list', async () => {
    const { user, fetch } = setup('/admin/generations?view=failed');
    const table = await screen.findByRole('table', { name: 'Failed artworks' });
    await user.click(await within(table).findByRole('button', { name: 'Retry artwork b2b2b2b2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry this artwork?' });
    expect(dialog).toHaveTextContent('The customer is not charged for it.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetch, 'POST', `/api/admin/generations/${G2}/retry`)).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Retry artwork b2b2b2b2' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/admin/generations/${G2}/retry`)).toHaveLength(1),
    );
    expect(await screen.findByText('Artwork b2b2b2b2 is queued again')).toBeInTheDocument();
    await within(table).findByText('No failed artworks.');
  });

  it('shows each provider’s figures and switches the period in the URL', async () => {
    const { user, router, fetch } = setup();
    const table = await screen.findByRole('table', { name: 'Generations per provider' });
    const openai = (await within(table).findByRole('rowheader', { name: 'OpenAI' })).closest('tr')!;
    for (const text of ['6', '4', '1', '80%', '2.5 s', '8.9 s'])
      expect(within(openai).getByText(text)).toBeInTheDocument();
    const kinds = screen.getByRole('table', { name: 'Failures by kind' });
    expect(
      within(within(kinds).getByRole('rowheader', { name: 'Timed out' }).closest('tr')!).getByText(
        '2',
      ),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Period'), '30');
    await waitFor(() => expect(router.state.location.search).toContain('days=30'));
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/admin/generations/stats').at(-1)!.url).toContain(
        'days=30',
      ),
    );
  });

  it('a row shows the blueprint version, provider and seed that made it, when the answer says', async () => {
    const blueprint = { id: 'b0b0b0b0-0000-4000-8000-000000000001', versionId: G3, version: 3 };
    stubFetch({
      'GET /api/admin/generations': () =>
        json({
          items: [
            {
              ...row({ provider: 'openai' }),
              provenance: { blueprint, provider: 'openai', model: 'gpt-image-1', seed: 12345 },
            },
            {
              ...row({ id: G2 }),
              provenance: { blueprint: null, provider: 'local', model: null, seed: 7 },
            },
            // An answer from before provenance was recorded: no such field.
            { ...row({ id: G3 }), provenance: undefined },
          ],
          nextCursor: null,
        }),
      'GET /api/admin/generations/stats': () => json(stats),
    });
    renderAdmin(<AdminGenerationsPage />, '/admin/generations');
    const table = await screen.findByRole('table', { name: 'Queued and running jobs' });
    const first = within((await within(table).findByText('a1a1a1a1')).closest('tr')!);
    expect(first.getByText(/· openai · gpt-image-1 · seed 12345/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Blueprint v3' })).toHaveAttribute(
      'href',
      `/admin/blueprints/${blueprint.id}`,
    );
    const second = within(within(table).getByText('b2b2b2b2').closest('tr')!);
    expect(second.getByText('No blueprint · local · seed 7')).toBeInTheDocument();
    const third = within(within(table).getByText('c3c3c3c3').closest('tr')!);
    expect(third.queryByText(/seed/)).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = setup('/admin/generations?view=failed');
    await screen.findByText('Refused by provider');
    await screen.findByRole('table', { name: 'Generations per provider' });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
