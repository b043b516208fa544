import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { InlineToggle, useUndoToast } from './inline-toggle';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('InlineToggle', () => {
  it('is a switch named by label and row; toggling calls onToggle(next) and is disabled while saving', async () => {
    const user = userEvent.setup();
    const save = deferred();
    const onToggle = vi.fn(() => save.promise);
    render(
      <InlineToggle checked={false} label="Active" rowName="Pet Portrait" onToggle={onToggle} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Active: Pet Portrait' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toBeDisabled();

    await act(async () => save.resolve());
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('snaps back and shows a destructive toast when the save fails', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn(() =>
      Promise.reject(
        new ApiError(403, 'x', {
          error: { code: 'FORBIDDEN', message: 'You do not have permission to do that.' },
        }),
      ),
    );
    render(
      <>
        <InlineToggle checked label="Featured" aria-label="Featured: Ada" onToggle={onToggle} />
        <Toaster />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Featured: Ada' });
    await user.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Could not change featured')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do that.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toggle).toBeEnabled();
  });

  it('follows the row once it changes (a refetch or an undo)', async () => {
    const user = userEvent.setup();
    function Row() {
      const [active, setActive] = useState(true);
      return (
        <>
          <InlineToggle checked={active} label="Active" onToggle={async () => {}} />
          <button type="button" onClick={() => setActive((a) => !a)}>
            Server says
          </button>
        </>
      );
    }
    render(<Row />);
    const toggle = screen.getByRole('switch', { name: 'Active' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Server says' })); // row: false
    await user.click(screen.getByRole('button', { name: 'Server says' })); // row: true again
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});

describe('useUndoToast', () => {
  function Unfeature({ undo }: { undo: () => Promise<void> }) {
    const showUndo = useUndoToast();
    return (
      <button type="button" onClick={() => showUndo('Testimonial unfeatured.', undo)}>
        Unfeature
      </button>
    );
  }

  it('shows a success toast whose Undo button runs the undo function', async () => {
    const user = userEvent.setup();
    const undo = vi.fn().mockResolvedValue(undefined);
    render(
      <>
        <Unfeature undo={undo} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Unfeature' }));
    expect(await screen.findByText('Testimonial unfeatured.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('says so when the undo fails', async () => {
    const user = userEvent.setup();
    const undo = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <>
        <Unfeature undo={undo} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Unfeature' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Could not undo')).toBeInTheDocument();
    expect(
      screen.getByText('Could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
