import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-dialog';

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const ok = await confirm({
            title: 'Delete category?',
            description: 'Pets will be gone for good.',
            confirmLabel: 'Delete',
            destructive: true,
          });
          setAnswer(String(ok));
        }}
      >
        Delete Pets
      </button>
      <p>answer: {answer}</p>
    </>
  );
}

function renderAsker() {
  const user = userEvent.setup();
  render(
    <ConfirmProvider>
      <Asker />
    </ConfirmProvider>,
  );
  return user;
}

describe('useConfirm', () => {
  it('asks in an alert dialog with focus on Cancel, and resolves true on confirm', async () => {
    const user = renderAsker();
    await user.click(screen.getByRole('button', { name: 'Delete Pets' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete category?' });
    expect(dialog).toHaveAccessibleDescription('Pets will be gone for good.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('answer: true')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Focus goes back to the control that asked.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Pets' })).toHaveFocus());
  });

  it('resolves false on Cancel', async () => {
    const user = renderAsker();
    await user.click(screen.getByRole('button', { name: 'Delete Pets' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('answer: false')).toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    const user = renderAsker();
    await user.click(screen.getByRole('button', { name: 'Delete Pets' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('answer: false')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says clearly when the provider is missing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Asker />)).toThrow(/ConfirmProvider/);
    spy.mockRestore();
  });
});
