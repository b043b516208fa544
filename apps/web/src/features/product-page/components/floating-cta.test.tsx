import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FloatingCta } from './floating-cta';

const page = (submitting = false, label?: string) => (
  <>
    <section id="personalize-section" tabIndex={-1}>
      <label>
        Name <input />
      </label>
    </section>
    <FloatingCta submitting={submitting} label={label} />
    <footer>
      <button type="button">Back to Top</button>
    </footer>
  </>
);

describe('FloatingCta', () => {
  it('scrolls to #personalize-section and moves focus there', async () => {
    const user = userEvent.setup();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(page());
    await user.click(screen.getByRole('button', { name: 'Create My Portrait' }));
    const section = document.getElementById('personalize-section');
    expect(scroll.mock.contexts[0]).toBe(section);
    expect(section).toHaveFocus();
    // Focusing the section itself is not a form field: the button stays.
    expect(screen.getByRole('button', { name: 'Create My Portrait' })).toBeInTheDocument();
  });

  it('hides for good once a field in the section has had focus', async () => {
    const user = userEvent.setup();
    render(page());
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.queryByRole('button', { name: 'Create My Portrait' })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('button', { name: 'Create My Portrait' })).not.toBeInTheDocument();
  });

  it('is hidden while the form submits', () => {
    render(page(true));
    expect(screen.queryByRole('button', { name: 'Create My Portrait' })).not.toBeInTheDocument();
  });

  it("says the product's own call to action", () => {
    render(page(false, 'Create My Vision Board'));
    expect(screen.getByRole('button', { name: 'Create My Vision Board' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create My Portrait' })).toBeNull();
  });

  it('makes way while the footer is on screen, where it covered Back to Top', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(page());
      expect(screen.getByRole('button', { name: 'Create My Portrait' })).toBeInTheDocument();
      act(() => report([{ isIntersecting: true }]));
      expect(screen.queryByRole('button', { name: 'Create My Portrait' })).toBeNull();
      act(() => report([{ isIntersecting: false }]));
      expect(screen.getByRole('button', { name: 'Create My Portrait' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
