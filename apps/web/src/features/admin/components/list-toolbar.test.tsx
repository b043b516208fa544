import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListToolbar, SEARCH_DEBOUNCE_MS } from './list-toolbar';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const statusFilter = {
  name: 'status',
  label: 'Status',
  value: undefined as string | undefined,
  options: [
    { value: 'draft', label: 'Draft' },
    { value: 'active', label: 'Active' },
  ],
};

describe('ListToolbar', () => {
  it('sends the search once typing pauses for 300 ms', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    render(<ListToolbar search={{ value: '', onChange, label: 'Search products' }} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'pet');
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('pet');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows a search value that changed from outside (back button)', () => {
    const { rerender } = render(
      <ListToolbar search={{ value: 'pet', onChange: vi.fn(), label: 'Search' }} />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('pet');
    rerender(<ListToolbar search={{ value: '', onChange: vi.fn(), label: 'Search' }} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('filters are labelled selects with All; All reports undefined', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onFilterChange = vi.fn();
    const { rerender } = render(
      <ListToolbar
        filters={[statusFilter]}
        onFilterChange={onFilterChange}
        actions={<a href="/admin/products/new">New product</a>}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'All' })).toBeInTheDocument();
    await user.selectOptions(select, 'active');
    expect(onFilterChange).toHaveBeenLastCalledWith('status', 'active');

    rerender(
      <ListToolbar
        filters={[{ ...statusFilter, value: 'active' }]}
        onFilterChange={onFilterChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    expect(onFilterChange).toHaveBeenLastCalledWith('status', undefined);
  });
});
