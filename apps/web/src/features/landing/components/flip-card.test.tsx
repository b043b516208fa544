import type { Testimonial } from '@atelier/shared/schemas/content';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FlipCard } from './flip-card';

const maria: Testimonial = {
  id: 't1',
  quote: 'It made my mother cry happy tears.',
  name: 'Maria Lopez',
  location: 'San Antonio, TX',
  avatar: '/media/static-assets/avatar-maria.webp',
  rating: 4,
  isActive: true,
  featured: true,
  artwork: '/media/static-assets/artwork-maria.webp',
  productId: null,
};

const setup = () => {
  render(<FlipCard testimonial={maria} />);
  return {
    toggle: screen.getByRole('button', { name: 'Read Maria Lopez’s review' }),
    front: screen.getByTestId('flip-card-front'),
    back: screen.getByTestId('flip-card-back'),
  };
};

describe('FlipCard', () => {
  it('shows the artwork first; the review side is hidden from assistive tech', () => {
    const { toggle, front, back } = setup();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(front).toHaveAttribute('aria-hidden', 'false');
    expect(back).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img', { name: '4 out of 5 stars' })).not.toBeInTheDocument();
  });

  it('Enter turns it over to avatar, stars, quote, name and location; Space turns it back', async () => {
    const user = userEvent.setup();
    const { toggle, front, back } = setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(back).toHaveAttribute('aria-hidden', 'false');
    expect(front).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText(/It made my mother cry happy tears/)).toBeVisible();
    expect(screen.getByText('San Antonio, TX')).toBeInTheDocument();
    expect(back.querySelector('img')).toHaveAttribute('src', maria.avatar);
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(back).toHaveAttribute('aria-hidden', 'true');
  });

  it('a click or tap flips it', async () => {
    const user = userEvent.setup();
    const { toggle, back } = setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(back).toHaveAttribute('aria-hidden', 'false');
  });
});
