import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SUBMISSION_STAGES } from '../hooks/use-submit-artwork';
import { SubmissionOverlay } from './submission-overlay';

function renderOverlay(stage: number) {
  const onClose = vi.fn();
  renderWithApp(
    <>
      <button type="button">Behind the overlay</button>
      <SubmissionOverlay stage={stage} visionBoardId="board-1" onClose={onClose} />
    </>,
  );
  return onClose;
}

describe('SubmissionOverlay', () => {
  it('while running: a modal dialog with focus inside, the page behind hidden, Escape ignored', async () => {
    const user = userEvent.setup();
    const onClose = renderOverlay(1);
    const dialog = await screen.findByRole('dialog', { name: SUBMISSION_STAGES[1] });
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    // The rest of the page is out of reach for assistive technology while it runs.
    expect(screen.queryByRole('button', { name: 'Behind the overlay' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when done: Tab cycles between its two actions only, and Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = renderOverlay(SUBMISSION_STAGES.length);
    const dialog = await screen.findByRole('dialog');
    const view = screen.getByRole('link', { name: 'View My Portraits' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(view).toHaveAttribute('href', '/artwork/board-1');
    const seen = new Set<Element | null>();
    for (let i = 0; i < 5; i++) {
      await user.tab();
      seen.add(document.activeElement);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(seen).toEqual(new Set([view, close]));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
