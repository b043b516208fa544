import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { dispatch, toast } from './use-toast';

afterEach(() => {
  act(() => dispatch({ type: 'REMOVE_TOAST' }));
});

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the one on screen', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First', description: 'one' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => void toast({ title: 'Second', description: 'two' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications region with F8', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    await screen.findByText('Saved');
    const region = screen.getByRole('region', { name: /notifications \(F8\)/i });
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes a toast from its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast({ title: 'Closable' }));
    await screen.findByText('Closable');
    await user.click(screen.getByRole('button', { name: /close/i }));
    await act(async () => {});
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });
});
