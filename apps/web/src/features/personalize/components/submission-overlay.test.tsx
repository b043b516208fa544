import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SUBMISSION_STAGES } from '../lib/stage-pacer';
import { SubmissionOverlay } from './submission-overlay';

function renderOverlay(stage: number, leaving = false) {
  const onClose = vi.fn();
  renderWithApp(
    <>
      <button type="button">Behind the overlay</button>
      <SubmissionOverlay
        stage={stage}
        visionBoardId="board-1"
        leaving={leaving}
        onClose={onClose}
      />
    </>,
  );
  return onClose;
}

/** Each stage's line as a screen reader hears it: its name and its state. */
const stageLines = () =>
  within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('SubmissionOverlay', () => {
  // Each stage as the overlay shows it: stages before it done, it in progress, later ones to come.
  const lines = (stage: number) =>
    SUBMISSION_STAGES.map((name, index) => {
      const state =
        index < stage || stage === 3 ? 'done' : index === stage ? 'in progress' : 'to come';
      return `${name}, ${state}`;
    });

  it('stage by stage: the lines read as the overlay shows them', () => {
    // The expectation spelled out once, so the helper above is not trusted blindly.
    expect(lines(1)).toEqual([
      'Processing Your Photo, done',
      'Reading Your Energy, in progress',
      'Crafting Sacred Art, to come',
      'Creation Complete, to come',
    ]);
  });

  it.each([
    { stage: 0, percent: '25' },
    { stage: 1, percent: '50' },
    { stage: 2, percent: '75' },
    { stage: 3, percent: '100' },
  ])(
    'stage $stage: its name is the title, $percent%, earlier stages done, later ones to come',
    async ({ stage, percent }) => {
      renderOverlay(stage, true);
      const dialog = await screen.findByRole('dialog', { name: SUBMISSION_STAGES[stage] });
      expect(
        within(dialog).getByRole('heading', { name: SUBMISSION_STAGES[stage] }),
      ).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent);
      expect(screen.getByText(`${percent}%`)).toBeInTheDocument();
      expect(stageLines()).toEqual(lines(stage));
      const current = screen.queryByRole('listitem', { current: 'step' });
      if (stage < 3) expect(current).toHaveTextContent(`${SUBMISSION_STAGES[stage]}, in progress`);
      else expect(current).toBeNull();
    },
  );

  it('while running: a modal dialog with focus inside, the page behind hidden, Escape ignored', async () => {
    const user = userEvent.setup();
    const onClose = renderOverlay(1);
    const dialog = await screen.findByRole('dialog', { name: SUBMISSION_STAGES[1] });
    expect(dialog).toHaveFocus();
    // The rest of the page is out of reach for assistive technology while it runs.
    expect(screen.queryByRole('button', { name: 'Behind the overlay' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("'Creation Complete' on the way to the artwork screen: nothing to choose, Escape ignored", async () => {
    const user = userEvent.setup();
    const onClose = renderOverlay(3, true);
    const dialog = await screen.findByRole('dialog', { name: 'Creation Complete' });
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when done and staying: Tab cycles between its two actions only, and Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = renderOverlay(3);
    const dialog = await screen.findByRole('dialog', { name: 'Creation Complete' });
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
