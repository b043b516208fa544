import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { stubScreenWidth } from '@/test/screen-width';
import { renderAdmin } from '@/features/admin/testing/render-admin';
import { NARROW_SCREEN } from '@/features/admin/components/use-media-query';
import { BP, detail } from '../testing/fixtures';
import { figures } from '../testing/figures-fixtures';
import { VersionFiguresSection } from './version-figures';

// "Which version sells" on the blueprint page: each version's figures as percentages, the
// median in seconds, the dates it was live; a card per version on a phone.

const PATH = `/api/admin/blueprints/${BP}/figures`;

function setup(answer: () => Response = () => json(figures())) {
  const fetch = stubFetch({ [`GET ${PATH}`]: answer });
  renderAdmin(<VersionFiguresSection detail={detail()} />, `/admin/blueprints/${BP}`);
  return { fetch, user: userEvent.setup() };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('VersionFiguresSection', () => {
  it('shows each version’s figures: percentages, median seconds, live dates, live now and the split', async () => {
    setup();
    await screen.findByText('v1');
    const table = screen.getByRole('table', { name: 'Figures per version' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(cellsOf(rows[0]!)).toEqual([
      'v3Split 30%',
      'Never live',
      '0',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
    ]);
    expect(cellsOf(rows[1]!)).toEqual([
      'v2Live now',
      'Nov 22, 2026 – now',
      '4012 in a split',
      '5%',
      '12.3 s',
      '25%',
      '12.5%',
      '10%',
      '0%',
    ]);
    expect(cellsOf(rows[2]!)).toEqual([
      'v1',
      'Nov 21, 2026 – Nov 22, 2026',
      '3',
      '33.3%',
      '15.0 s',
      '50%',
      '50%',
      '50%',
      '100%',
    ]);
  });

  it('at 390 px shows one card per version with labelled figures', async () => {
    stubScreenWidth([NARROW_SCREEN], true);
    setup();
    await screen.findByText('v1');
    const items = [...screen.getByRole('list', { name: 'Figures per version' }).children];
    expect(items).toHaveLength(3);
    const v1 = within(items[2] as HTMLElement);
    expect(v1.getByText('v1')).toBeInTheDocument();
    expect(v1.getByText('Canvas bought')).toBeInTheDocument();
    expect(v1.getByText('100%')).toBeInTheDocument();
    expect(v1.getByText('Median time').nextElementSibling).toHaveTextContent('15.0 s');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why when the figures cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = setup(() =>
      fail ? json({ error: { code: 'INTERNAL', message: 'Database busy' } }, 500) : json(figures()),
    );
    expect(await screen.findByText('Database busy', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('v1')).toBeInTheDocument();
  });
});
