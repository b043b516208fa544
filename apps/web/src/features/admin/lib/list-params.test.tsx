import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  toQueryString,
  useListParams,
  type ListParams,
  type ListParamsUpdate,
} from './list-params';

let setParams: (next: ListParamsUpdate) => void = () => {};

function Probe() {
  const [params, set] = useListParams({
    sort: 'updatedAt',
    dir: 'desc',
    pageSize: 20,
    filters: ['status', 'category'],
  });
  setParams = set;
  return (
    <>
      <output aria-label="params">{JSON.stringify(params)}</output>
      <button type="button" onClick={() => set({ page: params.page + 1 })}>
        Next
      </button>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/admin/products', element: <Probe /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  const read = () =>
    JSON.parse(screen.getByRole('status', { name: 'params' }).textContent ?? '{}') as ListParams;
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, read, search };
}

describe('useListParams', () => {
  it('reads the list state from the URL, with the defaults for what is missing', () => {
    const { read } = renderAt('/admin/products?q=pet&page=3&status=active&sort=title&dir=asc');
    expect(read()).toEqual({
      q: 'pet',
      page: 3,
      pageSize: 20,
      sort: 'title',
      dir: 'asc',
      filters: { status: 'active' },
    });
  });

  it('ignores nonsense in the URL', () => {
    const { read } = renderAt('/admin/products?page=-2&pageSize=abc&dir=sideways');
    expect(read()).toMatchObject({ page: 1, pageSize: 20, sort: 'updatedAt', dir: 'desc' });
  });

  it('writes changes to the URL, leaving defaults out, and back goes to the previous page', async () => {
    const user = userEvent.setup();
    const { router, read, search } = renderAt('/admin/products');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search().get('page')).toBe('2');
    expect(read().page).toBe(2);
    act(() => setParams({ sort: 'title', dir: 'asc' }));
    expect(search().get('sort')).toBe('title');
    expect(search().get('dir')).toBe('asc');
    act(() => setParams({ sort: 'updatedAt', dir: 'desc' }));
    expect(search().has('sort')).toBe(false);
    expect(search().has('dir')).toBe(false);
    await act(() => router.navigate(-1));
    expect(read()).toMatchObject({ sort: 'title', dir: 'asc', page: 2 });
  });

  it('changing q or a filter goes back to page 1; clearing a filter removes it', () => {
    const { read, search } = renderAt('/admin/products?page=4&status=draft');
    act(() => setParams({ q: 'canvas' }));
    expect(read()).toMatchObject({ q: 'canvas', page: 1 });
    expect(search().has('page')).toBe(false);

    act(() => setParams({ page: 3 }));
    act(() => setParams({ filters: { category: 'pets' } }));
    expect(read()).toMatchObject({ page: 1, filters: { status: 'draft', category: 'pets' } });

    act(() => setParams({ page: 3 }));
    act(() => setParams({ filters: { status: undefined } }));
    expect(read()).toMatchObject({ page: 1, filters: { category: 'pets' } });
    expect(search().has('status')).toBe(false);

    // The same q again is no change: the page stays.
    act(() => setParams({ page: 2 }));
    act(() => setParams({ q: 'canvas' }));
    expect(read().page).toBe(2);
  });
});

describe('toQueryString', () => {
  it('builds the API query, leaving out an empty q and empty filters', () => {
    expect(
      toQueryString({
        q: ' pet ',
        page: 2,
        pageSize: 50,
        sort: 'title',
        dir: 'desc',
        filters: { status: 'active', category: '' },
      }),
    ).toBe('?q=pet&page=2&pageSize=50&sort=title&dir=desc&status=active');
    expect(
      toQueryString({ q: '', page: 1, pageSize: 20, sort: 'name', dir: 'asc', filters: {} }),
    ).toBe('?page=1&pageSize=20&sort=name&dir=asc');
  });
});
