import type { Testimonial } from '@atelier/shared/schemas/content';
import axe from 'axe-core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_LOCK_MS, TestimonialCarousel } from './testimonial-carousel';

const testimonial = (n: number): Testimonial => ({
  id: `t${n}`,
  quote: `Quote number ${n}`,
  name: `Customer ${n}`,
  location: 'Austin, TX',
  avatar: null,
  rating: 5,
  isActive: true,
  featured: false,
  artwork: null,
  productId: null,
});
const three = [testimonial(1), testimonial(2), testimonial(3)];

const slide = () => screen.getByRole('group');
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
const previous = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
const afterLock = () => act(() => vi.advanceTimersByTime(CAROUSEL_LOCK_MS));

describe('TestimonialCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is an accessible carousel region with a polite live region', () => {
    render(<TestimonialCarousel testimonials={three} />);
    const region = screen.getByRole('region', { name: 'Customer testimonials' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide()).toHaveAccessibleName('1 of 3');
    expect(slide().parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it("gives the slide's group role to an element that may carry it (axe aria-allowed-role)", async () => {
    vi.useRealTimers();
    const { container } = render(<TestimonialCarousel testimonials={three} />);
    const results = await axe.run(container, { runOnly: ['aria-allowed-role', 'aria-roles'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    expect(results.passes.map((p) => p.id)).toContain('aria-allowed-role');
    // Lighthouse flagged <figure role="group"> on the product page; a plain div carries any role.
    expect(slide().tagName).toBe('DIV');
  });

  it('next from the last slide wraps to the first', () => {
    render(<TestimonialCarousel testimonials={three} />);
    next();
    afterLock();
    next();
    afterLock();
    expect(within(slide()).getByText(/Quote number 3/)).toBeInTheDocument();
    next();
    expect(within(slide()).getByText(/Quote number 1/)).toBeInTheDocument();
    expect(slide()).toHaveAccessibleName('1 of 3');
  });

  it('previous from the first slide wraps to the last', () => {
    render(<TestimonialCarousel testimonials={three} />);
    previous();
    expect(within(slide()).getByText(/Quote number 3/)).toBeInTheDocument();
    expect(within(slide()).getByText('Customer 3')).toBeInTheDocument();
  });

  it('ignores a second click within 500 ms, accepts one after', () => {
    render(<TestimonialCarousel testimonials={three} />);
    next();
    act(() => vi.advanceTimersByTime(CAROUSEL_LOCK_MS - 1));
    next();
    previous();
    expect(slide()).toHaveAccessibleName('2 of 3');
    act(() => vi.advanceTimersByTime(1));
    next();
    expect(slide()).toHaveAccessibleName('3 of 3');
  });

  it('shows the 5 built-in sample testimonials when the query returns none', () => {
    render(<TestimonialCarousel testimonials={[]} />);
    expect(slide()).toHaveAccessibleName('1 of 5');
    const names = new Set<string>();
    for (let i = 0; i < 5; i++) {
      names.add(within(slide()).getByRole('blockquote').textContent ?? '');
      next();
      afterLock();
    }
    expect(names.size).toBe(5);
    expect(slide()).toHaveAccessibleName('1 of 5');
  });
});
