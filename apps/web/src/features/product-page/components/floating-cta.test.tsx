import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FloatingCta } from './floating-cta';

const page = (submitting = false) => (
  <>
    <section id="personalize-section" tabIndex={-1}>
      <label>
        Name <input />
      </label>
    </section>
    <FloatingCta submitting={submitting} />
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
});
