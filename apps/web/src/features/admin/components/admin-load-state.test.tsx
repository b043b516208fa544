import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AdminLoadError, AdminLoading } from './admin-load-state';

describe('AdminLoadError', () => {
  it("says the server's reason and asks again on Try again", async () => {
    const onRetry = vi.fn();
    const error = new ApiError(500, 'Internal Server Error', {
      error: { code: 'INTERNAL', message: 'The database is down.' },
    });
    render(
      <AdminLoadError error={error} fallback="The list could not be loaded." onRetry={onRetry} />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('The database is down.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says the page's own sentence when the server gave no reason", () => {
    render(
      <AdminLoadError
        error={new ApiError(502, 'Bad Gateway', null)}
        fallback="We could not load the prices just now."
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the prices just now.');
  });
});

describe('AdminLoading', () => {
  it('is one status, named by its label, with the rows asked for', () => {
    render(<AdminLoading label="Loading prices" rows={4} rowClassName="h-24" />);
    const status = screen.getByRole('status', { name: 'Loading prices' });
    expect(status.children).toHaveLength(4);
  });
});
